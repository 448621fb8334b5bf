import type { InvoiceKind } from '../sales/invoice';
import type { PaymentMethod } from '../sales/invoice-payments';

/** The tables of invoices, credit notes and payments (migration 010), as the code reads them. */

/** The last number taken in each of the two gapless sequences. */
export interface DocumentNumberRow {
  series: 'invoice' | 'credit-note';
  last: number;
}

export interface InvoiceRow {
  id: string;
  /** The sequence's number: 1 is INV-00001. */
  number: number;
  /** Emptied when the enquiry is deleted after its retention; the invoice stays six years. */
  enquiry_id: string | null;
  order_reference: string;
  kind: InvoiceKind;
  issued_at: string;
  /** YYYY-MM-DD */
  due_date: string;
  payable_pence: number;
  /** JSON of sales/invoice.ts's Invoice, as issued. */
  document: string;
  reminded_at: string | null;
}

export interface CreditNoteRow {
  id: string;
  number: number;
  invoice_id: string;
  issued_at: string;
  credited_pence: number;
  /** JSON of sales/credit-note.ts's CreditNote, as issued. */
  document: string;
}

export interface PaymentRow {
  id: string;
  invoice_id: string;
  amount_pence: number;
  /** YYYY-MM-DD */
  received_on: string;
  method: PaymentMethod;
  recorded_at: string;
  /** The e-mail of the member of staff who recorded or confirmed it. */
  recorded_by: string;
  /** The bank statement row's fingerprint, for a payment confirmed from a statement. */
  statement_row: string | null;
}

/** The emails of invoicing: an invoice, a credit note, and the one reminder of an overdue invoice. */
export type InvoiceMailKind = 'invoice' | 'credit-note' | 'invoice-reminder';

/** A choice staff make once and the inbox keeps, by name (the bank statement's columns). */
export interface KeptChoiceRow {
  name: string;
  /** JSON */
  value: string;
  updated_at: string;
  updated_by: string;
}

/** An invoice's or credit note's PDF as it was made, by the document's number (migration 012). */
export interface DocumentPdfRow {
  /** "INV-00001" or "CN-00001" */
  number: string;
  /** Written as a Buffer; read as one from PostgreSQL, as an ArrayBuffer from SQLite. */
  pdf: Uint8Array | ArrayBuffer;
  bytes: number;
  made_at: string;
}

export interface InvoiceTables {
  document_pdfs: DocumentPdfRow;
  kept_choices: KeptChoiceRow;
  document_numbers: DocumentNumberRow;
  invoices: InvoiceRow;
  credit_notes: CreditNoteRow;
  payments: PaymentRow;
}
