// @ts-check
/**
 * Runs after scripts/prerender.js and before scripts/postbuild.js (which lists the file
 * for the server and nginx). It writes the catalogue brochure, build/client/brochure.pdf,
 * from the catalogue and the site configuration (scripts/brochure-pdf.js), and checks its
 * size against the budget and against what its links say.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientDir, projectRoot } from './paths.js';
import { renderBrochurePdf } from './brochure-pdf.js';

process.env.NODE_ENV ??= 'production';

/** The brochure must stay light enough to download on a phone (issue 17: under 1.5 MB). */
const MAX_BYTES = 1.5 * 1024 * 1024;
/** How far the real size may drift from the size the links state (docs/decisions/014). */
const SIZE_TOLERANCE = 0.2;

const started = performance.now();
/** @type {import('../app/prerender/entry.server')} */
const renderer = await import(
  pathToFileURL(join(projectRoot, 'build', 'server', 'entry.server.js')).href
);
const { pdf, model, pictures } = await renderBrochurePdf(renderer);
if (pdf.length > MAX_BYTES) {
  throw new Error(`The brochure is ${pdf.length} bytes, over the ${MAX_BYTES} allowed`);
}
const kB = Math.round(pdf.length / 1000);
if (Math.abs(kB - model.file.sizeKb) > model.file.sizeKb * SIZE_TOLERANCE) {
  throw new Error(
    `The brochure is ${kB} kB but its links say ${model.file.sizeKb} kB: set sizeKb in app/content/brochure.ts to ${Math.round(kB / 10) * 10}`,
  );
}
await writeFile(join(clientDir, model.file.path.slice(1)), pdf);
console.log(
  `brochure: ${model.file.path}, ${kB} kB, ${pictures} pictures, ${Math.round(performance.now() - started)} ms`,
);
