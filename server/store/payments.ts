import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Invoice } from '../sales/invoice';
import {
  decidePayment,
  type Payment,
  type PaymentDecision,
  type PaymentInput,
  type PaymentRefusal,
} from '../sales/invoice-payments';
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

/**
 * Holds the invoice's row until the transaction ends (PostgreSQL; SQLite writes one at a
 * time), so two payments or credits decided at once on two instances take turns and the
 * second sees the first: neither can take the invoice past what is due. The update
 * changes nothing: the invoice as issued stays as it was.
 */
export async function holdInvoice(trx: Transaction<Database>, invoiceId: string) {
  const held = await trx
    .updateTable('invoices')
    .set((eb) => ({ payable_pence: eb.ref('payable_pence') }))
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return Number(held.numUpdatedRows) === 1;
}

/**
 * A payment staff record against an invoice: decided by the core on the invoice's ledger as
 * it stands inside the transaction, and written only if the core takes it.
 */
export async function takePayment(
  db: Kysely<Database>,
  invoiceId: string,
  input: PaymentInput,
  { by, now }: { by: string; now: Date },
): Promise<
  { kind: 'recorded'; decision: PaymentDecision } | { kind: 'refused'; why: PaymentRefusal }
> {
  return db.transaction().execute(async (trx) => {
    await holdInvoice(trx, invoiceId);
    const row = await trx
      .selectFrom('invoices')
      .select('document')
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    const credited = await trx
      .selectFrom('credit_notes')
      .select('credited_pence')
      .where('invoice_id', '=', invoiceId)
      .execute();
    const payments = (await paymentsOf(trx, invoiceId)).map(paymentOf);
    const ledger = {
      payments,
      credited: credited.reduce((sum, note) => sum + Number(note.credited_pence), 0),
    };
    const decision = decidePayment(JSON.parse(row.document) as Invoice, ledger, input, now);
    if ('refused' in decision) return { kind: 'refused', why: decision.refused };
    await recordPayment(trx, invoiceId, decision.payment, { by });
    return { kind: 'recorded', decision };
  });
}
