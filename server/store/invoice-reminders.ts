import { randomUUID } from 'node:crypto';
import { addDays, londonDate } from '../sales/calendar';
import { REMINDER_AFTER_DAYS, reminderDue } from '../sales/invoice-payments';
import { orUnreadable, UnreadableDocument } from './documents';
import type { Store } from './connect';
import { invoiceRecords } from './invoice-ledgers';
import type { OutboxState } from './schema';

/**
 * The one reminder of an overdue invoice (PRODUCT.md "Invoices and payments"), queued by a
 * clocked sweep: for each invoice the core says is due a reminder (invoice-payments.ts
 * reminderDue), one conditional update marks it reminded and, in the same transaction,
 * queues the customer's e-mail (outbox, kind 'invoice-reminder'). Two instances sweeping at
 * once both try; only the one whose update found `reminded_at` empty queues it. An invoice
 * whose enquiry is gone or erased gets none: nobody is left to write to.
 */
export async function queueReminders(
  store: Store,
  { now, mail }: { now: Date; mail: OutboxState },
): Promise<number> {
  const dueBy = addDays(londonDate(now), -REMINDER_AFTER_DAYS);
  const candidates = await store.db
    .selectFrom('invoices')
    .innerJoin('enquiries', 'enquiries.id', 'invoices.enquiry_id')
    .select('invoices.enquiry_id')
    .where('invoices.reminded_at', 'is', null)
    .where('invoices.due_date', '<=', dueBy)
    .where('enquiries.erased_at', 'is', null)
    .distinct()
    .execute();
  let queued = 0;
  for (const { enquiry_id: enquiryId } of candidates) {
    if (!enquiryId) continue;
    for (const record of await readableRecords(store, enquiryId)) {
      if (!reminderDue(record.invoice, record.ledger, record.remindedAt, now)) continue;
      const at = now.toISOString();
      const took = await store.db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('invoices')
          .set({ reminded_at: at })
          .where('id', '=', record.id)
          .where('reminded_at', 'is', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) return false;
        await trx
          .insertInto('outbox')
          .values({
            id: randomUUID(),
            enquiry_id: enquiryId,
            kind: 'invoice-reminder',
            quote_version: null,
            order_step: null,
            invoice_id: record.id,
            credit_note_id: null,
            state: mail,
            attempts: 0,
            next_attempt_at: at,
            created_at: at,
            words: null,
          })
          .execute();
        return true;
      });
      if (took) queued += 1;
    }
  }
  return queued;
}

/**
 * An enquiry's invoices for the sweep; none when one of its documents cannot be read
 * (store/documents.ts): that customer's reminder waits until it is put right (the inbox's
 * first screen names the document), and every other customer's still goes.
 */
async function readableRecords(store: Store, enquiryId: string) {
  const records = await orUnreadable(invoiceRecords(store.db, enquiryId));
  return records instanceof UnreadableDocument ? [] : records;
}
