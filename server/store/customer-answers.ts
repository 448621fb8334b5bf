import type { Transaction } from 'kysely';
import type { CustomerAction, QuoteDecision } from '../sales/quote-lifecycle';
import { changesNothing, decideQuote } from '../sales/quote-lifecycle';
import type { CustomerRefusal } from '../sales/quote-transitions';
import type { Store } from './connect';
import { decideAgainWhenLost, LOST } from './lost-race';
import { searchWords } from './inbox-search';
import { recordDecision } from './quote-history';
import { getQuote, lastChangesRequest, toQuote, type QuoteRecord } from './quote-rows';
import type { Database, EnquiryRow, OutboxState, QuoteVersionRow } from './schema';

/**
 * The customer's repository: the quote a link names, and what the customer does with it
 * there (views it, accepts it, asks for changes or a new quote, declines it). Each answer is
 * the sales core's decision (sales/quote-lifecycle.ts) carried out as one conditional write
 * on the quote as it was decided on: when another answer (or a staff step) came first, the
 * answer is decided again on the quote as it is now, so two answers at once cannot both
 * win. Each is recorded in the enquiry's history as "customer" and tells the sales team by
 * email; a refused answer records nothing.
 */
export interface CustomerQuote extends QuoteRecord {
  enquiry: EnquiryRow;
  latest: QuoteVersionRow;
}

export type Refusal = CustomerRefusal;

/** The quote a link names (by its token's hash); none once erased or before it is sent. */
export async function findByTokenHash(
  store: Store,
  tokenHash: string,
): Promise<CustomerQuote | undefined> {
  const row = await store.db
    .selectFrom('quotes')
    .innerJoin('enquiries', 'enquiries.id', 'quotes.enquiry_id')
    .select('quotes.enquiry_id')
    .where('quotes.token_hash', '=', tokenHash)
    .where('enquiries.erased_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const [record, enquiry] = await Promise.all([
    getQuote(store, row.enquiry_id),
    store.db
      .selectFrom('enquiries')
      .selectAll()
      .where('id', '=', row.enquiry_id)
      .executeTakeFirst(),
  ]);
  const latest = record?.versions.at(-1);
  if (!record || !enquiry || !latest) return undefined;
  return { ...record, enquiry, latest };
}

/** The first time the customer opens the latest version: recorded once. */
export async function recordView(store: Store, found: CustomerQuote, now: Date) {
  const decided = decideQuote(toQuote(found), { kind: 'view' }, now);
  if ('refused' in decided || changesNothing(decided)) return;
  const at = now.toISOString();
  const { quote, latest } = found;
  await store.db.transaction().execute(async (trx) => {
    const first = await trx
      .updateTable('quote_versions')
      .set({ first_viewed_at: at })
      .where('id', '=', latest.id)
      .where('first_viewed_at', 'is', null)
      .executeTakeFirst();
    if (Number(first.numUpdatedRows) !== 1) return;
    if (decided.next.state !== quote.state) {
      // Only from the state it was decided on: an answer given meanwhile stands.
      await trx
        .updateTable('quotes')
        .set({ state: decided.next.state })
        .where('id', '=', quote.id)
        .where('state', '=', quote.state)
        .where('latest_version', '=', latest.version)
        .execute();
    }
    await recordDecision(trx, found.enquiry.id, decided, at);
  });
}

export type AnswerResult = { kind: 'recorded' } | { kind: 'refused'; why: Refusal };

/**
 * The customer asks for changes to a quote they can still accept: the team is told and
 * revises it. A message repeated in a row (a double click) is recorded once.
 */
export async function requestChanges(
  store: Store,
  found: CustomerQuote,
  { message, now, mail }: { message: string; now: Date; mail: OutboxState },
): Promise<AnswerResult> {
  const version = found.latest.version;
  return recorded(
    await answer(store, found, { kind: 'ask-for-changes', version, message }, now, mail),
  );
}

/**
 * The customer of an expired, declined or withdrawn quote asks for a new one: the team is
 * told as for changes (the same email and history line) and the enquiry goes back In
 * progress (quote-transitions.ts says what becomes of the quote).
 */
export async function askForNewQuote(
  store: Store,
  found: CustomerQuote,
  { message, now, mail }: { message: string; now: Date; mail: OutboxState },
): Promise<AnswerResult> {
  const version = found.latest.version;
  return recorded(
    await answer(store, found, { kind: 'ask-for-new-quote', version, message }, now, mail),
  );
}

/** The customer declines the quote, with an optional reason: the enquiry becomes Lost. */
export async function declineQuote(
  store: Store,
  found: CustomerQuote,
  { reason, now, mail }: { reason: string; now: Date; mail: OutboxState },
): Promise<AnswerResult> {
  const version = found.latest.version;
  return recorded(await answer(store, found, { kind: 'decline', version, reason }, now, mail));
}

function recorded(result: Answered): AnswerResult {
  return result.kind === 'refused' ? result : { kind: 'recorded' };
}

type Answered =
  { kind: 'done'; repeat: boolean; found: CustomerQuote } | { kind: 'refused'; why: Refusal };

/** What an acceptance writes beside the quote, in its transaction (accept-quote.ts). */
export type OnAccepted = (trx: Transaction<Database>, accepted: CustomerQuote) => Promise<void>;

export async function answer(
  store: Store,
  found: CustomerQuote,
  action: CustomerAction,
  now: Date,
  mail: OutboxState,
  onAccepted?: OnAccepted,
): Promise<Answered> {
  return decideAgainWhenLost(async (tried) => {
    // The quote the route read first; after a lost race, the quote as it is now.
    const current =
      tried === 0 ? found : await findByTokenHash(store, found.quote.token_hash ?? '');
    // Erased while it was answered: the link has ended.
    if (!current) return { kind: 'refused', why: 'withdrawn' } as const;
    const asked = await lastChangesRequest(store, current.enquiry.id);
    const decided = decideQuote(toQuote(current, asked), action, now);
    if ('refused' in decided) return { kind: 'refused', why: decided.refused } as const;
    if (changesNothing(decided)) return { kind: 'done', repeat: true, found: current } as const;
    if (!(await carryOut(store, current, decided, mail, onAccepted))) return LOST;
    const fresh = await findByTokenHash(store, current.quote.token_hash ?? '');
    return { kind: 'done', repeat: false, found: fresh ?? current } as const;
  });
}

/**
 * Writes the decision only over the quote it was made on (its state, version and last
 * change): one row or none, so of two answers at once exactly one is written. An
 * acceptance makes its order in the same transaction.
 */
async function carryOut(
  store: Store,
  current: CustomerQuote,
  decided: QuoteDecision,
  mail: OutboxState,
  onAccepted: OnAccepted | undefined,
): Promise<boolean> {
  const { quote, enquiry } = current;
  const { next } = decided;
  const accepted = next.acceptance && !quote.accepted_at ? next.acceptance : undefined;
  return store.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('quotes')
      .set({
        state: next.state,
        customer_message: next.customerMessage || null,
        updated_at: next.updatedAt,
        ...(accepted && {
          accepted_at: accepted.at,
          accepted_version: accepted.version,
          accepted_name: accepted.name,
          accepted_po: accepted.po || null,
          draft_lines: null,
          draft_valid_until: null,
          draft_note: null,
        }),
      })
      .where('id', '=', quote.id)
      .where('state', '=', quote.state)
      .where('latest_version', '=', quote.latest_version)
      .where('updated_at', '=', quote.updated_at)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    if (accepted?.po) {
      await trx
        .insertInto('search_words')
        .values(searchWords(enquiry.id, 'po', [accepted.po]))
        .execute();
    }
    if (accepted && onAccepted) await onAccepted(trx, current);
    await recordDecision(trx, enquiry.id, decided, next.updatedAt, mail);
    return true;
  });
}
