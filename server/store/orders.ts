import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { decideOrder, type OrderAction, type OrderDecision } from '../sales/order-lifecycle';
import type { OrderRefusal } from '../sales/order-transitions';
import type { Store } from './connect';
import { decideAgainWhenLost, LOST } from './lost-race';
import { issueDue } from './invoices';
import { getOrder, insertStep, type OrderRecord } from './order-rows';
import { recordEvent } from './quote-history';
import type { Database, OutboxState } from './schema';

/**
 * The staff's repository for orders: a step on an order is the sales core's decision
 * (sales/order-lifecycle.ts) carried out as one conditional write on the stage and time it
 * was decided on, with its timeline row, its line in the enquiry's history, its e-mail
 * to the customer and the invoice the step makes due in the same transaction. Of two steps at once exactly one is written;
 * the other is decided again on the order as it is now, and refused as stale: the member
 * of staff sees what came first.
 */
export type MoveResult =
  | { kind: 'moved'; record: OrderRecord }
  | { kind: 'refused'; why: OrderRefusal; record: OrderRecord }
  | { kind: 'missing' };

export async function moveOrder(
  store: Store,
  enquiry: { id: string; reference: string },
  action: OrderAction,
  { now, mail }: { now: Date; mail: OutboxState },
): Promise<MoveResult> {
  return decideAgainWhenLost(async () => {
    const record = await getOrder(store.db, enquiry.id, enquiry.reference);
    if (!record) return { kind: 'missing' } as const;
    const decided = decideOrder(record.order, action, now);
    if ('refused' in decided) return { kind: 'refused', why: decided.refused, record } as const;
    if (!(await carryOut(store, record, decided, mail, now))) return LOST;
    const moved = await getOrder(store.db, enquiry.id, enquiry.reference);
    return { kind: 'moved', record: moved ?? record } as const;
  });
}

async function carryOut(
  store: Store,
  record: OrderRecord,
  { next, step, mails }: OrderDecision,
  mail: OutboxState,
  at: Date,
): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('orders')
      .set({
        stage: next.stage,
        expected_date: step.expectedDate ?? null,
        updated_at: next.updatedAt,
      })
      .where('id', '=', record.id)
      .where('stage', '=', record.order.stage)
      .where('updated_at', '=', record.order.updatedAt)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await insertStep(trx, record.id, step);
    // Ready (or Completed without it) is when the balance, or the whole, is invoiced.
    if (next.stage !== record.order.stage) await issueDue(trx, record.enquiryId, next, at, mail);
    await recordEvent(
      trx,
      record.enquiryId,
      step.by,
      'order-step',
      step.at,
      step.message || null,
      step.update ? 'update' : step.stage,
      record.order.stage,
    );
    for (const due of mails) await queueStepMail(trx, record.enquiryId, due.seq, mail, step.at);
    return true;
  });
}

/** The customer's e-mail of one step, queued in the transaction that took it. */
async function queueStepMail(
  trx: Transaction<Database>,
  enquiryId: string,
  seq: number,
  state: OutboxState,
  at: string,
) {
  await trx
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      enquiry_id: enquiryId,
      kind: 'order-step',
      quote_version: null,
      order_step: seq,
      state,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      words: null,
    })
    .execute();
}
