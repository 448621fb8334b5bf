/**
 * The PDFs' worker thread (server/plugins/render-pool.ts), for quotes, invoices and credit
 * notes: react-pdf lays out and writes the file here, off the thread that answers every other request. Built as its own
 * entry, build/server/pdf-worker.js (vite.config.ts); loaded from the sources through
 * Vite in the tests and the development server (source-worker.js).
 */
import type { CreditNote } from '../../sales/credit-note';
import type { Invoice } from '../../sales/invoice';
import { creditNoteView, invoiceView } from '../../sales/invoice-display';
import type { CustomerView } from '../customer-view';
import { renderDocumentPdf } from './document-pdf';
import { renderQuotePdf } from './quote-pdf';

/** The PDF's bytes (the server's thread receives a copy, as a Uint8Array). */
export function quotePdf(view: CustomerView): Promise<Uint8Array> {
  return renderQuotePdf(view);
}

/** An invoice's PDF, from the invoice as issued. */
export function invoicePdf(invoice: Invoice): Promise<Uint8Array> {
  return renderDocumentPdf(invoiceView(invoice));
}

/** A credit note's PDF, from the credit note as issued. */
export function creditNotePdf(note: CreditNote): Promise<Uint8Array> {
  return renderDocumentPdf(creditNoteView(note));
}
