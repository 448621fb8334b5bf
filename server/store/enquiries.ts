import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { jobReference } from '../../app/catalogue/references';
import { OPEN_STAGES } from '../sales/order';
import type { Store } from './connect';
import { searchWords } from './inbox-search';
import type { EnquiryRow, OutboxState } from './schema';

/**
 * Where an enquiry is saved and read back. An enquiry and its email in the outbox are
 * written in one transaction: a stored enquiry always has its email on the way, and an
 * email never names an enquiry that was not stored.
 */
export type NewEnquiry = Omit<
  EnquiryRow,
  'id' | 'reference' | 'access_token' | 'status' | 'created_at' | 'erased_at'
>;

/** "CS-482193": short enough to read over the phone. */
function newReference() {
  return jobReference(randomInt(100000, 1000000));
}

/** The confirmation page's address: 256 random bits, so it cannot be guessed. */
function newAccessToken() {
  return randomBytes(32).toString('base64url');
}

export function isUniqueViolation(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && /UNIQUE constraint/i.test(message));
}

/**
 * Stores an enquiry with its outbox row. The same idempotency key stores it once: a
 * retry gets the enquiry stored the first time. `earlierKeys` are other keys the same
 * enquiry may have been stored under (a form's key from the window before).
 */
export async function saveEnquiry(
  store: Store,
  enquiry: NewEnquiry,
  {
    mail,
    now = new Date(),
    earlierKeys = [],
  }: { mail: OutboxState; now?: Date; earlierKeys?: string[] },
): Promise<{ enquiry: EnquiryRow; created: boolean }> {
  for (const key of [enquiry.idempotency_key, ...earlierKeys]) {
    const earlier = key ? await findByIdempotencyKey(store, key) : undefined;
    if (earlier) return { enquiry: earlier, created: false };
  }
  const createdAt = now.toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const row: EnquiryRow = {
      ...enquiry,
      id: randomUUID(),
      reference: newReference(),
      access_token: newAccessToken(),
      status: 'new',
      created_at: createdAt,
      erased_at: null,
    };
    try {
      await store.db.transaction().execute(async (trx) => {
        await trx.insertInto('enquiries').values(row).execute();
        await trx
          .insertInto('search_words')
          .values(searchWords(row.id, 'contact', [row.name, row.email, row.company]))
          .execute();
        await trx
          .insertInto('outbox')
          .values({
            id: randomUUID(),
            enquiry_id: row.id,
            kind: 'enquiry',
            quote_version: null,
            state: mail,
            attempts: 0,
            next_attempt_at: createdAt,
            created_at: createdAt,
          })
          .execute();
      });
      return { enquiry: row, created: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two sends of one enquiry at once: the other one stored it.
      if (enquiry.idempotency_key) {
        const earlier = await findByIdempotencyKey(store, enquiry.idempotency_key);
        if (earlier) return { enquiry: earlier, created: false };
      }
      // Otherwise a reference already taken: draw another.
      if (attempt >= 10) throw error;
    }
  }
}

function findByIdempotencyKey(store: Store, key: string) {
  return store.db
    .selectFrom('enquiries')
    .selectAll()
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

/** The enquiry a confirmation address names; none once it has been erased. */
export function findByAccessToken(store: Store, token: string) {
  return store.db
    .selectFrom('enquiries')
    .selectAll()
    .where('access_token', '=', token)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
}

/**
 * Deletes the enquiries past their time (and, by cascade, their emails, quotes and orders);
 * how many. One that never led to an order goes `cutoff` after it was received (24 months,
 * PRODUCT.md). One that led to an order is a job, kept as the privacy page says ("orders
 * ... six years after the end of the financial year they belong to"): never while the
 * order is open, and then until `orderCutoff` after its last step (seven years: the year a
 * step falls in ends within one). Its invoices outlive it either way (their own six years).
 */
export async function deletePastRetention(
  store: Store,
  { cutoff, orderCutoff }: { cutoff: Date; orderCutoff: Date },
): Promise<number> {
  const result = await store.db
    .deleteFrom('enquiries')
    .where('created_at', '<', cutoff.toISOString())
    .where(({ exists, not, or, selectFrom }) =>
      not(
        exists(
          selectFrom('orders')
            .select('orders.id')
            .whereRef('orders.enquiry_id', '=', 'enquiries.id')
            .where((order) =>
              or([
                order('orders.stage', 'in', OPEN_STAGES),
                order('orders.updated_at', '>=', orderCutoff.toISOString()),
              ]),
            ),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
