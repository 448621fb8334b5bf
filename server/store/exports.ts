import type { Kysely } from 'kysely';
import { addDays } from '../sales/calendar';
import type { CreditNote } from '../sales/credit-note';
import type { Invoice } from '../sales/invoice';
import type { Database } from './schema';
import type { PaymentRow } from './schema-invoices';
import { creditNoteOf, invoiceOf } from './documents';

/**
 * What the accountant is sent for a period (from and to, YYYY-MM-DD, both included): the
 * invoices and credit notes issued in it, by their date of issue in Glasgow, and the payments
 * received in it. The stored times are UTC, so a day either side is read and the documents'
 * own dates decide.
 */
export interface Period {
  from: string;
  to: string;
}

const around = ({ from, to }: Period) => [`${addDays(from, -1)}`, `${addDays(to, 2)}`] as const;
const within = ({ from, to }: Period, date: string) => date >= from && date <= to;

export async function invoicesIssued(db: Kysely<Database>, period: Period): Promise<Invoice[]> {
  const [start, end] = around(period);
  const rows = await db
    .selectFrom('invoices')
    .select(['document', 'number'])
    .where('issued_at', '>=', start)
    .where('issued_at', '<', end)
    .orderBy('number')
    .execute();
  return rows.map(invoiceOf).filter((invoice) => within(period, invoice.issueDate));
}

export async function creditNotesIssued(
  db: Kysely<Database>,
  period: Period,
): Promise<CreditNote[]> {
  const [start, end] = around(period);
  const rows = await db
    .selectFrom('credit_notes')
    .select(['document', 'number'])
    .where('issued_at', '>=', start)
    .where('issued_at', '<', end)
    .orderBy('number')
    .execute();
  return rows.map(creditNoteOf).filter((note) => within(period, note.issueDate));
}

export type ReceivedPayment = Pick<
  PaymentRow,
  'amount_pence' | 'received_on' | 'method' | 'recorded_at' | 'recorded_by' | 'statement_row'
> & { number: number; document: string };

/** The payments received in the period, oldest first, each with its invoice. */
export async function paymentsReceived(
  db: Kysely<Database>,
  { from, to }: Period,
): Promise<ReceivedPayment[]> {
  return db
    .selectFrom('payments')
    .innerJoin('invoices', 'invoices.id', 'payments.invoice_id')
    .select([
      'payments.amount_pence',
      'payments.received_on',
      'payments.method',
      'payments.recorded_at',
      'payments.recorded_by',
      'payments.statement_row',
      'invoices.number',
      'invoices.document',
    ])
    .where('payments.received_on', '>=', from)
    .where('payments.received_on', '<=', to)
    .orderBy('payments.received_on')
    .orderBy('payments.recorded_at')
    .execute();
}
