import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Payment } from '../sales/invoice-payments';
import type { Database } from './schema';
import type { PaymentRow } from './schema-invoices';

/**
 * The repository of payments against invoices. A payment is decided by the sales core
 * (invoice-payments.ts decidePayment) on the invoice's ledger read in the same transaction,
 * then written here; a payment confirmed from a bank statement carries the statement row's
 * fingerprint, unique, so the same row is never recorded twice.
 */
export async function recordPayment(
  trx: Transaction<Database>,
  invoiceId: string,
  payment: Payment,
  { by, statementRow = null }: { by: string; statementRow?: string | null },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('payments')
    .values({
      id,
      invoice_id: invoiceId,
      amount_pence: payment.amount,
      received_on: payment.receivedOn,
      method: payment.method,
      recorded_at: payment.recordedAt,
      recorded_by: by,
      statement_row: statementRow,
    })
    .execute();
  return id;
}

/** An invoice's payments, in the order they were received (then recorded). */
export async function paymentsOf(db: Kysely<Database>, invoiceId: string): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .orderBy('received_on')
    .orderBy('recorded_at')
    .execute();
}

/** The payment as the sales core reads it. */
export function paymentOf(row: PaymentRow): Payment {
  return {
    amount: Number(row.amount_pence),
    receivedOn: row.received_on,
    method: row.method,
    recordedAt: row.recorded_at,
  };
}
