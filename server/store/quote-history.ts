import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AnswerWords, QuoteStep } from '../sales/quote';
import type { QuoteDecision } from '../sales/quote-lifecycle';
import { statusAfter } from '../sales/enquiry-status';
import type { Store } from './connect';
import type { Database, EnquiryRow, EventKind, OutboxKind, OutboxState } from './schema';

/**
 * What a step in a quote's life leaves behind, in the transaction that took it: its lines in
 * the enquiry's history, the enquiry's status as the quote's step moves it, and its e-mails
 * queued in the outbox (`mail`: their state, by whether the site sends e-mail).
 */
export async function recordDecision(
  trx: Transaction<Database>,
  enquiryId: string,
  { events, mails }: QuoteDecision,
  at: string,
  mail?: OutboxState,
) {
  for (const event of events) {
    const version = `v${event.version}`;
    await recordEvent(trx, enquiryId, event.by, event.kind, at, event.note, version);
    if (event.step) await followQuote(trx, enquiryId, event.step, event.by, at);
  }
  for (const due of mails) {
    if (!mail) throw new Error(`${due.kind} fell due with no outbox state to queue it in`);
    await queueMail(trx, enquiryId, due.kind, due.version, mail, at, due.words);
  }
}

export async function recordEvent(
  trx: Transaction<Database> | Store['db'],
  enquiryId: string,
  by: string,
  kind: EventKind,
  at: string,
  note: string | null = null,
  toStatus: string | null = null,
  fromStatus: string | null = null,
) {
  await trx
    .insertInto('enquiry_events')
    .values({
      id: randomUUID(),
      enquiry_id: enquiryId,
      at,
      staff_email: by,
      kind,
      from_status: fromStatus,
      to_status: toStatus,
      note,
    })
    .execute();
}

/** Moves the enquiry's status (staff's choice, or a quote step), with its own history line. */
export async function moveStatus(
  trx: Transaction<Database>,
  enquiryId: string,
  status: EnquiryRow['status'],
  by: string,
  at: string,
) {
  const current = await trx
    .selectFrom('enquiries')
    .select('status')
    .where('id', '=', enquiryId)
    .executeTakeFirst();
  if (!current || current.status === status) return;
  await trx.updateTable('enquiries').set({ status }).where('id', '=', enquiryId).execute();
  await recordEvent(trx, enquiryId, by, 'status', at, null, status, current.status);
}

/**
 * Moves the enquiry's status as its quote's `step` says (sales/enquiry-status.ts, the one
 * rule), with its own history line; nothing when the rule leaves it as it is.
 */
async function followQuote(
  trx: Transaction<Database>,
  enquiryId: string,
  step: QuoteStep,
  by: string,
  at: string,
) {
  const current = await trx
    .selectFrom('enquiries')
    .select('status')
    .where('id', '=', enquiryId)
    .executeTakeFirst();
  const next = current && statusAfter(step, current.status);
  if (next) await moveStatus(trx, enquiryId, next, by, at);
}

/**
 * Queues one of a quote's emails, in the transaction that made it due; an answer's email
 * keeps the customer's `words` of that answer, whatever they say next.
 */
async function queueMail(
  trx: Transaction<Database>,
  enquiryId: string,
  kind: OutboxKind,
  version: number,
  state: OutboxState,
  at: string,
  words: AnswerWords | undefined,
) {
  await trx
    .insertInto('outbox')
    .values({
      id: randomUUID(),
      enquiry_id: enquiryId,
      kind,
      quote_version: version,
      state,
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
      words: words ? JSON.stringify(words) : null,
    })
    .execute();
}
