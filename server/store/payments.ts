import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import {
  decidePayment,
  type InvoiceLedger,
  type PaymentDecision,
  type PaymentInput,
  type PaymentRefusal,
} from '../sales/invoice-payments';
import type { Database } from './schema';
import { invoiceOf } from './documents';

/**
 * The repository of payments against invoices. A payment is decided on the invoice's ledger
 * as it is inside the transaction (sales/invoice-payments.ts decidePayment) and written there:
 * the invoice's row is taken first by a write that changes nothing, so two payments on one
 * invoice at once (two staff, or a statement confirmed twice) wait for each other and the
 * second is decided on what the first left due; none can take more than is due.
 *
 * A payment from a bank statement carries its row's fingerprint (unique in the table): the
 * same row confirmed again, from this import or a later one of the same statement, is
 * reported as already recorded and records nothing.
 */
export type RecordResult =
  | { kind: 'recorded'; id: string; decision: PaymentDecision }
  | { kind: 'refused'; why: PaymentRefusal | 'no-invoice' }
  | { kind: 'already-recorded' };

export interface RecordRequest extends PaymentInput {
  /** The e-mail of the member of staff recording or confirming it. */
  by: string;
  /** The bank statement row's fingerprint, for a payment confirmed from a statement. */
  statementRow?: string;
}

export async function recordPayment(
  trx: Transaction<Database>,
  invoiceId: string,
  request: RecordRequest,
  now: Date,
): Promise<RecordResult> {
  const held = await trx
    .updateTable('invoices')
    .set({ reminded_at: sql<string | null>`reminded_at` })
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  if (Number(held.numUpdatedRows) === 0) return { kind: 'refused', why: 'no-invoice' };
  if (request.statementRow !== undefined) {
    const earlier = await trx
      .selectFrom('payments')
      .select('id')
      .where('statement_row', '=', request.statementRow)
      .executeTakeFirst();
    if (earlier) return { kind: 'already-recorded' };
  }
  const row = await trx
    .selectFrom('invoices')
    .select(['document', 'number'])
    .where('id', '=', invoiceId)
    .executeTakeFirstOrThrow();
  const invoice = invoiceOf(row);
  const decision = decidePayment(
    invoice,
    await ledgerOf(trx, invoiceId),
    { amount: request.amount, receivedOn: request.receivedOn, method: request.method },
    now,
  );
  if ('refused' in decision) return { kind: 'refused', why: decision.refused };
  const id = randomUUID();
  await trx
    .insertInto('payments')
    .values({
      id,
      invoice_id: invoiceId,
      amount_pence: decision.payment.amount,
      received_on: decision.payment.receivedOn,
      method: decision.payment.method,
      recorded_at: decision.payment.recordedAt,
      recorded_by: request.by,
      statement_row: request.statementRow ?? null,
    })
    .execute();
  return { kind: 'recorded', id, decision };
}

/** What has been paid and credited against an invoice, as the store holds it. */
export async function ledgerOf(db: Kysely<Database>, invoiceId: string): Promise<InvoiceLedger> {
  const payments = await db
    .selectFrom('payments')
    .select('amount_pence')
    .where('invoice_id', '=', invoiceId)
    .execute();
  const credits = await db
    .selectFrom('credit_notes')
    .select('credited_pence')
    .where('invoice_id', '=', invoiceId)
    .execute();
  return {
    payments: payments.map((payment) => ({ amount: Number(payment.amount_pence) })),
    credited: credits.reduce((sum, note) => sum + Number(note.credited_pence), 0),
  };
}
