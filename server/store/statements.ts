import type { Kysely } from 'kysely';
import { amountDue, invoiceStanding } from '../sales/invoice-payments';
import type { OpenInvoice } from '../sales/statement-match';
import type { Database } from './schema';
import { invoiceOf } from './documents';
import { inBatches } from './in-batches';

/**
 * What a bank statement is matched against: the invoices with money still due (not paid,
 * not fully credited), and the statement rows earlier imports recorded.
 */
export interface OpenInvoiceRow extends OpenInvoice {
  id: string;
  /** Who it is billed to, as staff know them: the company, else the person. */
  customer: string;
}

export async function openInvoices(db: Kysely<Database>, now: Date): Promise<OpenInvoiceRow[]> {
  const rows = await db
    .selectFrom('invoices')
    .select((eb) => [
      'invoices.id',
      'invoices.number',
      'invoices.document',
      eb
        .selectFrom('payments')
        .select((sub) => sub.fn.sum<number>('amount_pence').as('paid'))
        .whereRef('payments.invoice_id', '=', 'invoices.id')
        .as('paid'),
      eb
        .selectFrom('credit_notes')
        .select((sub) => sub.fn.sum<number>('credited_pence').as('credited'))
        .whereRef('credit_notes.invoice_id', '=', 'invoices.id')
        .as('credited'),
    ])
    .orderBy('invoices.number')
    .execute();
  return rows.flatMap((row) => {
    const invoice = invoiceOf(row);
    const ledger = {
      payments: [{ amount: Number(row.paid ?? 0) }],
      credited: Number(row.credited ?? 0),
    };
    const standing = invoiceStanding(invoice, ledger, now);
    if (standing === 'paid' || standing === 'credited') return [];
    const customer = invoice.customer.billing.company.trim() || invoice.customer.name;
    return [{ id: row.id, number: invoice.number, due: amountDue(invoice, ledger), customer }];
  });
}

/** Which of these statement rows (fingerprints) a payment already records. */
export async function recordedRows(
  db: Kysely<Database>,
  fingerprints: readonly string[],
): Promise<Set<string>> {
  const rows = await inBatches(fingerprints, (batch) =>
    db.selectFrom('payments').select('statement_row').where('statement_row', 'in', batch).execute(),
  );
  return new Set(rows.flatMap((row) => (row.statement_row ? [row.statement_row] : [])));
}
