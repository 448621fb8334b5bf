import type { Store } from './connect';
import { followQuote, getQuote, queueMail, recordEvent, type QuoteRecord } from './quotes';
import type { EnquiryRow, OutboxState, QuoteVersionRow } from './schema';
import type { QuoteStep } from '../quotes/enquiry-status';
import { isPast, londonDate } from '../sales/calendar';
import { OPEN_STATES } from '../sales/quote-transitions';

/**
 * What the customer does with a quote at its link: views it, accepts it, asks for changes
 * or declines it. Each is recorded in the enquiry's history as "customer" and tells the
 * sales team by email. Only the latest version, in date and not withdrawn, can be accepted;
 * a refused answer records nothing.
 */
export const CUSTOMER = 'customer';

export interface CustomerQuote extends QuoteRecord {
  enquiry: EnquiryRow;
  latest: QuoteVersionRow;
}

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
  if (found.latest.first_viewed_at) return;
  const at = now.toISOString();
  await store.db.transaction().execute(async (trx) => {
    const first = await trx
      .updateTable('quote_versions')
      .set({ first_viewed_at: at })
      .where('id', '=', found.latest.id)
      .where('first_viewed_at', 'is', null)
      .executeTakeFirst();
    if (Number(first.numUpdatedRows) !== 1) return;
    await trx
      .updateTable('quotes')
      .set({ state: 'viewed' })
      .where('id', '=', found.quote.id)
      .where('state', '=', 'sent')
      .where('latest_version', '=', found.latest.version)
      .execute();
    await recordEvent(
      trx,
      found.enquiry.id,
      CUSTOMER,
      'quote-viewed',
      at,
      null,
      `v${found.latest.version}`,
    );
  });
}

export type Refusal = 'superseded' | 'expired' | 'withdrawn' | 'declined' | 'accepted';

export type AcceptResult =
  | { kind: 'accepted'; repeat: boolean; quote: QuoteRecord['quote'] }
  | { kind: 'refused'; why: Refusal };

/** Why version `version` cannot be accepted now, if it cannot. */
export function acceptRefusal(
  found: CustomerQuote,
  version: number,
  now: Date,
): Refusal | undefined {
  const { quote, latest } = found;
  if (quote.state === 'accepted')
    return quote.accepted_version === version ? undefined : 'accepted';
  if (version !== latest.version) return 'superseded';
  if (quote.state === 'withdrawn') return 'withdrawn';
  if (quote.state === 'declined') return 'declined';
  if (isPast(latest.valid_until, londonDate(now))) return 'expired';
  return undefined;
}

/**
 * Accepts the latest version: records the name, purchase order number, time and version,
 * makes the enquiry Won and queues the team's email. Accepting it again (a double click,
 * a resend) returns the first acceptance and records nothing more.
 */
export async function acceptQuote(
  store: Store,
  found: CustomerQuote,
  {
    version,
    name,
    po,
    now,
    mail,
  }: { version: number; name: string; po: string; now: Date; mail: OutboxState },
): Promise<AcceptResult> {
  const why = acceptRefusal(found, version, now);
  if (why) return { kind: 'refused', why };
  if (found.quote.state === 'accepted')
    return { kind: 'accepted', repeat: true, quote: found.quote };
  const at = now.toISOString();
  const done = await store.db.transaction().execute(async (trx) => {
    // One conditional write decides between two acceptances sent at once.
    const accepted = await trx
      .updateTable('quotes')
      .set({
        state: 'accepted',
        accepted_at: at,
        accepted_version: version,
        accepted_name: name,
        accepted_po: po || null,
        draft_lines: null,
        draft_valid_until: null,
        draft_note: null,
        updated_at: at,
      })
      .where('id', '=', found.quote.id)
      .where('latest_version', '=', version)
      .where('state', 'in', ['sent', 'viewed', 'changes-requested'])
      // In date: acceptRefusal read it above as a calendar day; only a new version, which
      // moves latest_version, changes it.
      .executeTakeFirst();
    if (Number(accepted.numUpdatedRows) !== 1) return false;
    await recordEvent(trx, found.enquiry.id, CUSTOMER, 'quote-accepted', at, null, `v${version}`);
    await followQuote(trx, found.enquiry.id, 'accepted', CUSTOMER, at);
    await queueMail(trx, found.enquiry.id, 'quote-accepted', version, mail, at, { name, po });
    return true;
  });
  const fresh = await findByTokenHash(store, found.quote.token_hash ?? '');
  if (!fresh) return { kind: 'refused', why: 'withdrawn' };
  if (done) return { kind: 'accepted', repeat: false, quote: fresh.quote };
  // Someone else's write came first: say what it was.
  const again = acceptRefusal(fresh, version, now);
  return again
    ? { kind: 'refused', why: again }
    : { kind: 'accepted', repeat: true, quote: fresh.quote };
}

export type AnswerResult = { kind: 'recorded' } | { kind: 'refused'; why: Refusal };

/**
 * The customer asks for changes (or, on an expired quote, for a new one): the team is
 * told and revises it. A message repeated in a row (a double click) is recorded once.
 * A withdrawn or declined quote is closed: a request would make it open, and acceptable,
 * again behind the team's back.
 */
export async function requestChanges(
  store: Store,
  found: CustomerQuote,
  { message, now, mail }: { message: string; now: Date; mail: OutboxState },
): Promise<AnswerResult> {
  const { state } = found.quote;
  if (state === 'accepted' || state === 'withdrawn' || state === 'declined') {
    return { kind: 'refused', why: state };
  }
  if (found.quote.state === 'changes-requested' && found.quote.customer_message === message) {
    return { kind: 'recorded' };
  }
  return answer(store, found, {
    state: 'changes-requested',
    event: 'quote-changes',
    step: undefined,
    message,
    now,
    mail,
  });
}

/**
 * The customer of an expired, declined or withdrawn quote asks for a new one: the team is
 * told as for changes (the same email and history line) and the enquiry goes back In
 * progress. An expired quote becomes Changes requested, as its date still keeps it from
 * being accepted; a declined or withdrawn one stays as it is, so the request cannot make
 * its version acceptable again behind the team's back. The same words twice in a row (a
 * double click) are one request.
 */
export async function askForNewQuote(
  store: Store,
  found: CustomerQuote,
  { message, now, mail }: { message: string; now: Date; mail: OutboxState },
): Promise<AnswerResult> {
  const { state } = found.quote;
  if (state === 'accepted') return { kind: 'refused', why: state };
  const closed = state === 'declined' || state === 'withdrawn';
  // The same words as the request that last changed the quote: a double click.
  const last = await store.db
    .selectFrom('enquiry_events')
    .select(['at', 'note'])
    .where('enquiry_id', '=', found.enquiry.id)
    .where('kind', '=', 'quote-changes')
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (last && last.note === message && last.at === found.quote.updated_at) {
    return { kind: 'recorded' };
  }
  return answer(store, found, {
    state: closed ? state : 'changes-requested',
    event: 'quote-changes',
    step: 'new-quote-asked',
    message,
    now,
    mail,
  });
}

/** The customer declines the quote, with an optional reason: the enquiry becomes Lost. */
export async function declineQuote(
  store: Store,
  found: CustomerQuote,
  { reason, now, mail }: { reason: string; now: Date; mail: OutboxState },
): Promise<AnswerResult> {
  const { state } = found.quote;
  if (state === 'declined') return { kind: 'recorded' };
  if (state === 'accepted' || state === 'withdrawn') return { kind: 'refused', why: state };
  return answer(store, found, {
    state: 'declined',
    event: 'quote-declined',
    step: 'declined',
    message: reason,
    now,
    mail,
  });
}

/**
 * Records one of the customer's words as one conditional write: the quote's state and
 * message (unless it was accepted, or closed, meanwhile), the history line, the enquiry's
 * status by the quote's step and the team's email.
 */
async function answer(
  store: Store,
  found: CustomerQuote,
  {
    state,
    event,
    step,
    message,
    now,
    mail,
  }: {
    state: 'changes-requested' | 'declined' | 'withdrawn';
    event: 'quote-changes' | 'quote-declined';
    step: QuoteStep | undefined;
    message: string;
    now: Date;
    mail: OutboxState;
  },
): Promise<AnswerResult> {
  const at = now.toISOString();
  const version = found.latest.version;
  // What a closed quote may still take: a decline of an expired one, a new quote asked for.
  const from = found.quote.state === state ? [state] : OPEN_STATES;
  const done = await store.db.transaction().execute(async (trx) => {
    const changed = await trx
      .updateTable('quotes')
      .set({ state, customer_message: message || null, updated_at: at })
      .where('id', '=', found.quote.id)
      .where('state', 'in', from)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await recordEvent(trx, found.enquiry.id, CUSTOMER, event, at, message || null, `v${version}`);
    if (step) await followQuote(trx, found.enquiry.id, step, CUSTOMER, at);
    await queueMail(trx, found.enquiry.id, event, version, mail, at, { message });
    return true;
  });
  return done ? { kind: 'recorded' } : { kind: 'refused', why: 'accepted' };
}
