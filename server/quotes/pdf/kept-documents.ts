import type { FastifyBaseLogger } from 'fastify';
import type { RenderPool } from '../../plugins/render-pool';
import type { Store } from '../../store/connect';
import {
  keepDocumentPdf,
  keptDocumentPdf,
  type DocumentPdfs,
  type SalesDocument,
} from '../../store/sales-documents';

/**
 * Invoice and credit note PDFs: made once in the render pool's worker threads, the first
 * time one is asked for (by its e-mail or a download), and kept by the document's number
 * (migration 012). The document never changes, so the file is read from then on, on every
 * instance. Asks for one being made wait for that one render. A render that fails, or is
 * refused because the pool is full, rejects: the route answers, the e-mail tries again.
 */
export function keptDocumentPdfs({
  store,
  pool,
  now,
}: {
  store: Store;
  pool: RenderPool;
  now: () => Date;
}): DocumentPdfs {
  const inFlight = new Map<string, Promise<Buffer>>();

  async function make(document: SalesDocument, log: FastifyBaseLogger) {
    const asked = performance.now();
    const made =
      document.kind === 'invoice'
        ? await pool.run<Uint8Array>('invoicePdf', document.invoice)
        : await pool.run<Uint8Array>('creditNotePdf', document.note);
    const pdf = Buffer.from(made.buffer, made.byteOffset, made.byteLength);
    const number = numberOf(document);
    log.info(
      {
        event: 'document-pdf-made',
        number,
        ms: Math.round(performance.now() - asked),
        bytes: pdf.byteLength,
      },
      'Document PDF made',
    );
    try {
      await keepDocumentPdf(store, number, pdf, now());
    } catch (error) {
      // Served all the same; the next ask makes it again.
      log.warn(
        { err: error, event: 'document-pdf-not-kept', number },
        'A document PDF could not be kept',
      );
    }
    return pdf;
  }

  return {
    async get(document, log) {
      const number = numberOf(document);
      const kept = await keptDocumentPdf(store, number);
      if (kept) return kept;
      let pending = inFlight.get(number);
      if (!pending) {
        pending = make(document, log).finally(() => inFlight.delete(number));
        inFlight.set(number, pending);
      }
      return pending;
    },
  };
}

export function numberOf(document: SalesDocument) {
  return document.kind === 'invoice' ? document.invoice.number : document.note.number;
}
