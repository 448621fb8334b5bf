/**
 * The quote PDF's worker thread (server/plugins/render-pool.ts): react-pdf lays out and
 * writes the file here, off the thread that answers every other request. Built as its own
 * entry, build/server/pdf-worker.js (vite.config.ts); loaded from the sources through
 * Vite in the tests and the development server (source-worker.js).
 */
import type { CustomerView } from '../customer-view';
import { renderQuotePdf } from './quote-pdf';

/** The PDF's bytes (the server's thread receives a copy, as a Uint8Array). */
export function quotePdf(view: CustomerView): Promise<Uint8Array> {
  return renderQuotePdf(view);
}
