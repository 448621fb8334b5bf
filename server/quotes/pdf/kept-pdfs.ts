import type { FastifyBaseLogger } from 'fastify';
import type { RenderPool } from '../../plugins/render-pool';
import type { Store } from '../../store/connect';
import type { CustomerQuote } from '../../store/customer-answers';
import { keepPdf, keptPdf, type PdfKey } from '../../store/quote-pdfs';
import type { CustomerView } from '../customer-view';
import { renderKey } from './renderer';

/** What a quote's PDF is kept under: the quote, its latest version, what the file shows. */
export function pdfKey(found: CustomerQuote, view: CustomerView): PdfKey {
  return { quoteId: found.quote.id, version: view.version, renderKey: renderKey(view) };
}

/**
 * A quote's PDF: the kept file when there is one, else made in the render pool (worker
 * threads) and kept. Requests for a file while it is being made wait for that one render.
 * A render that fails, or is refused because the pool is full, rejects (the route answers).
 */
export function keptQuotePdfs({
  store,
  pool,
  now,
}: {
  store: Store;
  pool: RenderPool;
  now: () => Date;
}) {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function make(key: PdfKey, view: CustomerView, log: FastifyBaseLogger) {
    const asked = performance.now();
    const made = await pool.run<Uint8Array>('quotePdf', view);
    const pdf = Buffer.from(made.buffer, made.byteOffset, made.byteLength);
    log.info(
      {
        event: 'quote-pdf-made',
        ms: Math.round(performance.now() - asked),
        bytes: pdf.byteLength,
        lines: view.lines.length,
      },
      'Quote PDF made',
    );
    try {
      await keepPdf(store, key, pdf, now());
    } catch (error) {
      // Served all the same; the next download makes it again.
      log.warn({ err: error, event: 'quote-pdf-not-kept' }, 'A quote PDF could not be kept');
    }
    return pdf;
  }

  return {
    async get(key: PdfKey, view: CustomerView, log: FastifyBaseLogger): Promise<Buffer> {
      const kept = await keptPdf(store, key);
      if (kept) return kept;
      const id = `${key.quoteId} ${key.version} ${key.renderKey}`;
      let pending = inFlight.get(id);
      if (!pending) {
        pending = make(key, view, log).finally(() => inFlight.delete(id));
        inFlight.set(id, pending);
      }
      return pending;
    },
  };
}
