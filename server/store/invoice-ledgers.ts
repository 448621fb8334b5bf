import type { Kysely } from 'kysely';
import type { CreditNote } from '../sales/credit-note';
import type { Invoice } from '../sales/invoice';
import { needsCall, type InvoiceLedger, type Payment } from '../sales/invoice-payments';
import { londonDate } from '../sales/calendar';
import { receivables, type Receivables } from '../sales/receivables';
import type { Database } from './schema';
import type { CreditNoteRow, InvoiceRow, PaymentRow } from './schema-invoices';
import { creditNoteOf, invoiceOf } from './documents';

/**
 * Invoices with what has been set against them (payments, credit notes), as the staff's
 * pages read them; what is owed and the standing are the sales core's to work out from
 * these (invoice-payments.ts), never stored.
 */
export interface InvoiceRecord {
  id: string;
  enquiryId: string | null;
  remindedAt: string | undefined;
  invoice: Invoice;
  payments: (Payment & { id: string; by: string; fromStatement: boolean })[];
  credits: CreditNote[];
  ledger: InvoiceLedger;
}

/** An invoice's payments, in the order they were received (then recorded). */
async function paymentsOf(db: Kysely<Database>, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('received_on')
    .orderBy('recorded_at')
    .execute();
}

/** A payment's row as the sales core reads it. */
function paymentOf(row: PaymentRow): Payment {
  return {
    amount: Number(row.amount_pence),
    receivedOn: row.received_on,
    method: row.method,
    recordedAt: row.recorded_at,
  };
}

function recordOf(
  row: InvoiceRow,
  payments: PaymentRow[],
  credits: CreditNoteRow[],
): InvoiceRecord {
  const notes = credits.map(creditNoteOf);
  const paid = payments.map((payment) => ({
    ...paymentOf(payment),
    id: payment.id,
    by: payment.recorded_by,
    fromStatement: payment.statement_row !== null,
  }));
  return {
    id: row.id,
    enquiryId: row.enquiry_id,
    remindedAt: row.reminded_at ?? undefined,
    invoice: invoiceOf(row),
    payments: paid,
    credits: notes,
    ledger: {
      payments: paid,
      credited: notes.reduce((sum, note) => sum + note.totals.payable, 0),
    },
  };
}

/** One invoice by its sequence's number (1 for INV-00001), with its ledger; undefined if none. */
export async function findInvoice(
  db: Kysely<Database>,
  sequence: number,
): Promise<InvoiceRecord | undefined> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('number', '=', sequence)
    .executeTakeFirst();
  if (!row) return undefined;
  const credits = await db
    .selectFrom('credit_notes')
    .selectAll()
    .where('invoice_id', '=', row.id)
    .orderBy('number')
    .execute();
  return recordOf(row, await paymentsOf(db, row.id), credits);
}

/**
 * Every invoice, newest first, or an enquiry's, oldest first, each with its ledger. The
 * payments and credit notes are read by a join on the same invoices, not by a list of
 * their ids: six years of invoices are more than a statement can bind (in-batches.ts).
 */
export async function invoiceRecords(
  db: Kysely<Database>,
  enquiryId?: string,
): Promise<InvoiceRecord[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .$if(enquiryId !== undefined, (query) => query.where('enquiry_id', '=', enquiryId ?? ''))
    .orderBy('number', enquiryId === undefined ? 'desc' : 'asc')
    .execute();
  if (rows.length === 0) return [];
  const [payments, credits] = await Promise.all([
    db
      .selectFrom('payments')
      .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
      .selectAll('payments')
      .$if(enquiryId !== undefined, (query) =>
        query.where('invoices.enquiry_id', '=', enquiryId ?? ''),
      )
      .orderBy('payments.received_on')
      .orderBy('payments.recorded_at')
      .execute(),
    db
      .selectFrom('credit_notes')
      .innerJoin('invoices', 'invoices.id', 'credit_notes.invoice_id')
      .selectAll('credit_notes')
      .$if(enquiryId !== undefined, (query) =>
        query.where('invoices.enquiry_id', '=', enquiryId ?? ''),
      )
      .orderBy('credit_notes.number')
      .execute(),
  ]);
  const paid = byInvoice(payments);
  const credited = byInvoice(credits);
  return rows.map((row) => recordOf(row, paid.get(row.id) ?? [], credited.get(row.id) ?? []));
}

/** Rows by the invoice they are set against, each invoice's in the order read. */
function byInvoice<Row extends { invoice_id: string }>(rows: Row[]): Map<string, Row[]> {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) {
    const group = grouped.get(row.invoice_id);
    if (group) group.push(row);
    else grouped.set(row.invoice_id, [row]);
  }
  return grouped;
}

/**
 * The invoices still overdue after their one reminder: the inbox flags them for a phone
 * call (invoice-payments.ts needsCall). Only reminded invoices are read.
 */
export async function invoicesToCall(db: Kysely<Database>, now: Date): Promise<InvoiceRecord[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('enquiry_id')
    .where('reminded_at', 'is not', null)
    .distinct()
    .execute();
  const records = await Promise.all(
    rows.flatMap((row) => (row.enquiry_id ? [invoiceRecords(db, row.enquiry_id)] : [])),
  );
  return records
    .flat()
    .filter((record) => needsCall(record.invoice, record.ledger, record.remindedAt, now));
}

/**
 * What the business is owed now (sales/receivables.ts): every invoice with its ledger, and
 * the payments received since the first of the month in Glasgow.
 */
export async function receivablesNow(db: Kysely<Database>, now: Date): Promise<Receivables> {
  const [records, payments] = await Promise.all([
    invoiceRecords(db),
    db
      .selectFrom('payments')
      .select(['amount_pence', 'received_on'])
      .where('received_on', '>=', `${londonDate(now).slice(0, 8)}01`)
      .execute(),
  ]);
  return receivables(
    records,
    payments.map((row) => ({ amount: Number(row.amount_pence), receivedOn: row.received_on })),
    now,
  );
}
