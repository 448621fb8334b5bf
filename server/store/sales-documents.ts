import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { parseDocumentNumber } from '../../app/catalogue/references';
import type { CreditNote } from '../sales/credit-note';
import type { Invoice } from '../sales/invoice';
import type { InvoiceLedger } from '../sales/invoice-payments';
import type { Store } from './connect';
import type { Database } from './schema';
import { creditNoteOf, invoiceOf } from './documents';

/**
 * An enquiry's invoices and credit notes as its customer sees them (the order's page, their
 * e-mails, their PDFs): each document as issued, with what has been paid against each
 * invoice and when, and its PDF as made (migration 012), kept by the document's number.
 */
export type SalesDocument =
  | { kind: 'invoice'; id: string; invoice: Invoice }
  | { kind: 'credit-note'; id: string; note: CreditNote };

export interface InvoiceRecord {
  id: string;
  invoice: Invoice;
  ledger: InvoiceLedger;
  /** Each payment's amount and the day it arrived, oldest first. */
  payments: { amount: number; receivedOn: string }[];
  notes: { id: string; note: CreditNote }[];
}

/** The enquiry's invoices, oldest first, each with its payments and the credit notes citing it. */
export async function invoiceRecords(
  db: Kysely<Database>,
  enquiryId: string,
): Promise<InvoiceRecord[]> {
  const invoices = await db
    .selectFrom('invoices')
    .select(['id', 'number', 'document'])
    .where('enquiry_id', '=', enquiryId)
    .orderBy('number')
    .execute();
  if (invoices.length === 0) return [];
  // By a join on the enquiry, not a list of the invoices' ids (in-batches.ts).
  const [payments, notes] = await Promise.all([
    db
      .selectFrom('payments')
      .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
      .select(['payments.invoice_id', 'payments.amount_pence', 'payments.received_on'])
      .where('invoices.enquiry_id', '=', enquiryId)
      .orderBy('payments.received_on')
      .orderBy('payments.recorded_at')
      .execute(),
    db
      .selectFrom('credit_notes')
      .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
      .select([
        'credit_notes.id',
        'credit_notes.number',
        'credit_notes.invoice_id',
        'credit_notes.document',
        'credit_notes.credited_pence',
      ])
      .where('invoices.enquiry_id', '=', enquiryId)
      .orderBy('credit_notes.number')
      .execute(),
  ]);
  return invoices.map((row) => {
    const { id } = row;
    const paid = payments
      .filter((payment) => payment.invoice_id === id)
      .map((payment) => ({
        amount: Number(payment.amount_pence),
        receivedOn: payment.received_on,
      }));
    const cited = notes.filter((note) => note.invoice_id === id);
    return {
      id,
      invoice: invoiceOf(row),
      ledger: {
        payments: paid,
        credited: cited.reduce((sum, note) => sum + Number(note.credited_pence), 0),
      },
      payments: paid,
      notes: cited.map((note) => ({ id: note.id, note: creditNoteOf(note) })),
    };
  });
}

/**
 * The document a number names, only when it belongs to the enquiry (a customer's link
 * reaches its own documents and no other); undefined for any other text.
 */
export async function documentOf(
  db: Kysely<Database>,
  enquiryId: string,
  number: string,
): Promise<SalesDocument | undefined> {
  const parsed = parseDocumentNumber(number);
  if (!parsed) return undefined;
  if (parsed.series === 'invoice') {
    const row = await db
      .selectFrom('invoices')
      .select(['id', 'number', 'document'])
      .where('number', '=', parsed.sequence)
      .where('enquiry_id', '=', enquiryId)
      .executeTakeFirst();
    return row && { kind: 'invoice', id: row.id, invoice: invoiceOf(row) };
  }
  const row = await db
    .selectFrom('credit_notes')
    .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
    .select(['credit_notes.id', 'credit_notes.number', 'credit_notes.document'])
    .where('credit_notes.number', '=', parsed.sequence)
    .where('invoices.enquiry_id', '=', enquiryId)
    .executeTakeFirst();
  return row && { kind: 'credit-note', id: row.id, note: creditNoteOf(row) };
}

/** A document's PDF, kept once made (quotes/pdf/kept-documents.ts makes them). */
export interface DocumentPdfs {
  /** The kept file, else made in the render pool and kept. */
  get(document: SalesDocument, log: FastifyBaseLogger): Promise<Buffer>;
}

/** The document's kept PDF, or undefined when none has been made yet. */
export async function keptDocumentPdf(store: Store, number: string): Promise<Buffer | undefined> {
  const row = await store.db
    .selectFrom('document_pdfs')
    .select('pdf')
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) return undefined;
  // libsql reads a BLOB as an ArrayBuffer, pg a bytea as a Buffer.
  const { pdf } = row;
  return pdf instanceof ArrayBuffer
    ? Buffer.from(pdf)
    : Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** The kept file's size in bytes, without reading it; undefined when none is kept. */
export async function keptDocumentPdfSize(store: Store, number: string) {
  const row = await store.db
    .selectFrom('document_pdfs')
    .select('bytes')
    .where('number', '=', number)
    .executeTakeFirst();
  return row ? Number(row.bytes) : undefined;
}

/** Keeps a document's PDF just made; one made at the same time elsewhere is kept instead. */
export async function keepDocumentPdf(store: Store, number: string, pdf: Buffer, now: Date) {
  await store.db
    .insertInto('document_pdfs')
    .values({ number, pdf, bytes: pdf.byteLength, made_at: now.toISOString() })
    .onConflict((conflict) => conflict.column('number').doNothing())
    .execute();
}
