// @ts-check
/**
 * The quote PDF's worker when the server runs from its sources (the tests, `npm run dev`):
 * Node runs no TypeScript, so the worker loads pdf-worker.ts through Vite's module runner,
 * as the development server loads the rest of the server. Production starts the built
 * build/server/pdf-worker.js instead (render-pool.ts picks).
 */
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** @type {{ module: typeof import('./pdf-worker') }} */
const { module } = await runnerImport(fileURLToPath(new URL('./pdf-worker.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'error',
});

export const quotePdf = module.quotePdf;
export const invoicePdf = module.invoicePdf;
export const creditNotePdf = module.creditNotePdf;
