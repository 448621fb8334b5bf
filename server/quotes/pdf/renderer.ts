import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { site } from '../../../app/content/site';
import { buildDir, projectRoot } from '../../paths';
import type { CustomerView } from '../customer-view';

/**
 * Which file the PDF's worker threads load, and what a kept PDF is kept under.
 *
 * The server runs built (build/server/, `npm start`) or from its sources (the tests and
 * `npm run dev`, through Vite). Built, the worker is its own entry of the server build,
 * build/server/pdf-worker.js (vite.config.ts); from the sources it is source-worker.js,
 * which loads pdf-worker.ts through Vite. Both found from the project's root, never from
 * this module's place, which moves with the bundle (docs/decisions/020).
 */
const builtServer = join(buildDir, 'server');
const fromBuild = fileURLToPath(import.meta.url).startsWith(builtServer + sep);
const sourceDir = join(projectRoot, 'server', 'quotes', 'pdf');

export const QUOTE_PDF_WORKER = fromBuild
  ? join(builtServer, 'pdf-worker.js')
  : join(sourceDir, 'source-worker.js');

/**
 * The renderer as code: the built worker's bytes (its imports name each chunk by a hash of
 * its contents, so any change to what it runs changes them), or this folder's sources.
 */
const renderer = createHash('sha256');
if (fromBuild) renderer.update(readFileSync(QUOTE_PDF_WORKER));
else {
  for (const name of readdirSync(sourceDir).sort()) {
    if (/\.tsx?$/.test(name) && !name.includes('.test.')) {
      renderer.update(readFileSync(join(sourceDir, name)));
    }
  }
}
const RENDERER = renderer.digest('base64url');

/**
 * What a quote's PDF shows, as one key: the renderer, the business's details it prints, and
 * the view's every field (its terms among them) but the customer's message, not printed.
 * A quote kept under one key is shown again until one of these changes: a new version, a
 * new state (accepted, expired, withdrawn), an erasure's blanks, or a new release.
 */
export function renderKey(view: CustomerView): string {
  return createHash('sha256')
    .update(JSON.stringify([RENDERER, site.name, site.showroom, site.phone, site.email]))
    .update(JSON.stringify({ ...view, message: undefined }))
    .digest('base64url');
}
