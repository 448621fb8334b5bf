// @ts-check
/**
 * Runs after scripts/prerender.js and before scripts/postbuild.js (which lists the file
 * for the server and nginx). It writes the catalogue brochure, build/client/brochure.pdf,
 * from the catalogue and the site configuration. The product pictures are SVG, which
 * react-pdf cannot draw, so each is rasterised to PNG here with resvg (WebAssembly: no
 * native build).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Resvg, initWasm } from '@resvg/resvg-wasm';
import { clientDir, projectRoot } from '../server/paths.js';

process.env.NODE_ENV ??= 'production';

/** The brochure must stay light enough to download on a phone (issue 17: under 1.5 MB). */
const MAX_BYTES = 1.5 * 1024 * 1024;
/** How far the real size may drift from the size the links state (docs/decisions/014). */
const SIZE_TOLERANCE = 0.2;
/** Pixels across each picture: sharp at the 152 pt it is printed, small in the file. */
const PICTURE_WIDTH = 456;

const started = performance.now();
/** @type {import('../app/entry.server')} */
const renderer = await import(
  pathToFileURL(join(projectRoot, 'build', 'server', 'entry.server.js')).href
);
const require = createRequire(import.meta.url);
await initWasm(await readFile(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));

const model = renderer.brochureModel();
/** @type {Map<string, Buffer>} */
const images = new Map();
for (const product of model.categories.flatMap((category) => category.products)) {
  if (images.has(product.image)) continue;
  const svg = await readFile(join(projectRoot, 'public', product.image), 'utf8');
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: PICTURE_WIDTH } }).render().asPng();
  images.set(product.image, Buffer.from(png));
}

const pdf = await renderer.renderBrochure(model, images);
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
  `brochure: ${model.file.path}, ${kB} kB, ${images.size} pictures, ${Math.round(performance.now() - started)} ms`,
);
