import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { newLinkNonce, type QuoteLinks } from '../quotes/links';
import { quoteTotals, type QuoteLine } from '../sales/money';
import { statusAfter, type QuoteStep } from '../quotes/enquiry-status';
import { addDays, calendarDay, londonDate } from '../sales/calendar';
import type { Draft } from '../quotes/draft-form';
import type { Store } from './connect';
import type { AnswerWords } from '../sales/quote';
import type {
  Database,
  EnquiryRow,
  EventKind,
  OutboxKind,
  OutboxState,
  QuoteRow,
  QuoteVersionRow,
} from './schema';

/**
 * Where a quote is kept and what staff do to it: open a draft, save it (refused when
 * someone saved it since), send it as the next version, withdraw it. What the customer
 * does is customer-answers.ts. Every step is an event in the enquiry's history.
 */
export const DEFAULT_VALID_DAYS = 30;

export interface QuoteRecord {
  quote: QuoteRow;
  /** Oldest first. */
  versions: QuoteVersionRow[];
}

export function parseLines(json: string | null): QuoteLine[] {
  if (!json) return [];
  try {
    const lines: unknown = JSON.parse(json);
    return Array.isArray(lines) ? (lines as QuoteLine[]) : [];
  } catch {
    return [];
  }
}

/** A draft as stored, or undefined when none is open. */
export function draftOf(quote: QuoteRow): Draft | undefined {
  if (quote.draft_lines === null) return undefined;
  return {
    lines: parseLines(quote.draft_lines),
    validUntil: quote.draft_valid_until ?? '',
    note: quote.draft_note ?? '',
  };
}

export async function getQuote(store: Store, enquiryId: string): Promise<QuoteRecord | undefined> {
  const quote = await store.db
    .selectFrom('quotes')
    .selectAll()
    .where('enquiry_id', '=', enquiryId)
    .executeTakeFirst();
  if (!quote) return undefined;
  const versions = await store.db
    .selectFrom('quote_versions')
    .selectAll()
    .where('quote_id', '=', quote.id)
    .orderBy('version')
    .execute();
  return { quote: numbers(quote), versions: versions.map(versionNumbers) };
}

/** PostgreSQL's integers arrive as numbers already; this keeps both stores alike. */
function numbers(quote: QuoteRow): QuoteRow {
  return {
    ...quote,
    revision: Number(quote.revision),
    latest_version: Number(quote.latest_version),
    total_ex_pence: quote.total_ex_pence === null ? null : Number(quote.total_ex_pence),
    accepted_version: quote.accepted_version === null ? null : Number(quote.accepted_version),
  };
}
function versionNumbers(version: QuoteVersionRow): QuoteVersionRow {
  return {
    ...version,
    version: Number(version.version),
    total_ex_pence: Number(version.total_ex_pence),
    vat_pence: Number(version.vat_pence),
    total_inc_pence: Number(version.total_inc_pence),
  };
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
 * Moves the enquiry's status as its quote's `step` says (quotes/enquiry-status.ts, the one
 * rule), with its own history line; nothing when the rule leaves it as it is.
 */
export async function followQuote(
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
export async function queueMail(
  trx: Transaction<Database>,
  enquiryId: string,
  kind: OutboxKind,
  version: number,
  state: OutboxState,
  at: string,
  words?: AnswerWords,
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

export type OpenResult =
  { kind: 'opened'; record: QuoteRecord } | { kind: 'erased' } | { kind: 'accepted' };

/**
 * Opens the quote's draft, if none is open: a new quote starts from the enquiry (a
 * basket's lines priced again, `startLines`), a sent one from its latest version. An
 * accepted quote is not revised.
 */
export async function openDraft(
  store: Store,
  enquiry: Pick<EnquiryRow, 'id' | 'erased_at'>,
  { startLines, staffEmail, now }: { startLines: () => QuoteLine[]; staffEmail: string; now: Date },
): Promise<OpenResult> {
  if (enquiry.erased_at) return { kind: 'erased' };
  const at = now.toISOString();
  const validUntil = addDays(londonDate(now), DEFAULT_VALID_DAYS);
  const existing = await getQuote(store, enquiry.id);
  if (!existing) {
    try {
      await store.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('quotes')
          .values({
            id: randomUUID(),
            enquiry_id: enquiry.id,
            state: 'draft',
            revision: 0,
            draft_lines: JSON.stringify(startLines()),
            draft_valid_until: validUntil,
            draft_note: '',
            latest_version: 0,
            valid_until: null,
            total_ex_pence: null,
            link_nonce: null,
            token_hash: null,
            sent_at: null,
            accepted_at: null,
            accepted_version: null,
            accepted_name: null,
            accepted_po: null,
            customer_message: null,
            created_at: at,
            updated_at: at,
          })
          .execute();
        await recordEvent(trx, enquiry.id, staffEmail, 'quote-opened', at, null, 'v1');
        await followQuote(trx, enquiry.id, 'prepared', staffEmail, at);
      });
    } catch (error) {
      // Two staff pressed "Prepare quote" at once: the other one made it.
      if (!(await getQuote(store, enquiry.id))) throw error;
    }
  } else if (existing.quote.state === 'accepted') {
    return { kind: 'accepted' };
  } else if (existing.quote.draft_lines === null) {
    const latest = existing.versions.at(-1);
    const opened = await store.db
      .updateTable('quotes')
      .set({
        draft_lines: latest?.lines ?? '[]',
        // The version sent is valid until its own date, so the next one keeps it unless
        // staff change it; one that has passed by then is refused when sent (draft-form.ts).
        draft_valid_until: latest ? calendarDay(latest.valid_until) : validUntil,
        draft_note: latest?.note ?? '',
        revision: existing.quote.revision + 1,
        updated_at: at,
      })
      .where('id', '=', existing.quote.id)
      .where('draft_lines', 'is', null)
      .executeTakeFirst();
    // Revising is a step of its own in the history (only the press that opened it).
    if (Number(opened.numUpdatedRows) === 1) {
      const next = `v${existing.quote.latest_version + 1}`;
      await recordEvent(store.db, enquiry.id, staffEmail, 'quote-opened', at, null, next);
    }
  }
  const record = await getQuote(store, enquiry.id);
  if (!record) throw new Error('quote vanished while it was opened');
  return { kind: 'opened', record };
}

export type SaveResult =
  | { kind: 'saved'; record: QuoteRecord }
  | { kind: 'sent'; record: QuoteRecord; version: number }
  /** Someone saved or sent the draft after this copy of it was loaded. */
  | { kind: 'stale'; record: QuoteRecord | undefined }
  | { kind: 'accepted' };

/**
 * Saves the draft, but only over the revision it was loaded at: a save from an older
 * copy changes nothing and says so. With `send`, the saved draft is frozen as the next
 * version in the same transaction: the enquiry becomes Quoted, the customer's link is
 * made (once; later versions keep it) and, by `mail`, the customer's email is queued.
 */
export async function saveDraft(
  store: Store,
  enquiryId: string,
  {
    revision,
    draft,
    send = false,
    staffEmail,
    now,
    links,
    mail,
  }: {
    revision: number;
    draft: Draft;
    send?: boolean;
    staffEmail: string;
    now: Date;
    links: QuoteLinks;
    mail: OutboxState;
  },
): Promise<SaveResult> {
  const at = now.toISOString();
  const outcome = await store.db.transaction().execute(async (trx) => {
    const quote = await trx
      .selectFrom('quotes')
      .selectAll()
      .where('enquiry_id', '=', enquiryId)
      .executeTakeFirst();
    if (!quote) return { kind: 'stale' as const };
    if (quote.state === 'accepted') return { kind: 'accepted' as const };
    const saved = await trx
      .updateTable('quotes')
      .set({
        draft_lines: send ? null : JSON.stringify(draft.lines),
        draft_valid_until: send ? null : draft.validUntil,
        draft_note: send ? null : draft.note,
        revision: Number(quote.revision) + 1,
        updated_at: at,
      })
      .where('id', '=', quote.id)
      .where('revision', '=', revision)
      .where('draft_lines', 'is not', null)
      .executeTakeFirst();
    if (Number(saved.numUpdatedRows) !== 1) return { kind: 'stale' as const };
    if (!send) {
      const draftVersion = `v${Number(quote.latest_version) + 1}`;
      await recordEvent(trx, enquiryId, staffEmail, 'quote-saved', at, null, draftVersion);
      await followQuote(trx, enquiryId, 'prepared', staffEmail, at);
      return { kind: 'saved' as const };
    }
    const version = Number(quote.latest_version) + 1;
    const totals = quoteTotals(draft.lines);
    const nonce = quote.link_nonce ?? newLinkNonce();
    await trx
      .insertInto('quote_versions')
      .values({
        id: randomUUID(),
        quote_id: quote.id,
        version,
        lines: JSON.stringify(draft.lines),
        total_ex_pence: totals.exVat,
        vat_pence: totals.vat,
        total_inc_pence: totals.incVat,
        valid_until: draft.validUntil,
        note: draft.note,
        sent_at: at,
        sent_by: staffEmail,
        first_viewed_at: null,
      })
      .execute();
    await trx
      .updateTable('quotes')
      .set({
        state: 'sent',
        latest_version: version,
        valid_until: draft.validUntil,
        total_ex_pence: totals.exVat,
        link_nonce: nonce,
        token_hash: links.hash(links.token({ id: quote.id, link_nonce: nonce })),
        sent_at: at,
        customer_message: null,
      })
      .where('id', '=', quote.id)
      .execute();
    await recordEvent(trx, enquiryId, staffEmail, 'quote-sent', at, null, `v${version}`);
    await followQuote(trx, enquiryId, 'sent', staffEmail, at);
    await queueMail(trx, enquiryId, 'quote-sent', version, mail, at);
    return { kind: 'sent' as const, version };
  });
  if (outcome.kind === 'accepted') return outcome;
  const record = await getQuote(store, enquiryId);
  if (outcome.kind === 'stale') return { kind: 'stale', record };
  if (!record) throw new Error('quote vanished while it was saved');
  return outcome.kind === 'sent'
    ? { kind: 'sent', record, version: outcome.version }
    : { kind: 'saved', record };
}

/** Withdraws the sent quote: its link then says so. False when there is nothing to withdraw. */
export async function withdrawQuote(
  store: Store,
  enquiryId: string,
  { staffEmail, now }: { staffEmail: string; now: Date },
): Promise<boolean> {
  const at = now.toISOString();
  return store.db.transaction().execute(async (trx) => {
    const done = await trx
      .updateTable('quotes')
      .set({ state: 'withdrawn', updated_at: at })
      .where('enquiry_id', '=', enquiryId)
      .where('latest_version', '>', 0)
      .where('state', 'in', ['sent', 'viewed', 'changes-requested'])
      .returning('latest_version')
      .executeTakeFirst();
    if (!done) return false;
    const version = `v${Number(done.latest_version)}`;
    await recordEvent(trx, enquiryId, staffEmail, 'quote-withdrawn', at, null, version);
    await followQuote(trx, enquiryId, 'withdrawn', staffEmail, at);
    return true;
  });
}

/** The customer's link for a sent quote, or undefined (none sent, or erased). */
export function customerLink(quote: QuoteRow, links: QuoteLinks): string | undefined {
  if (!quote.link_nonce || !quote.token_hash) return undefined;
  return links.url(links.token({ id: quote.id, link_nonce: quote.link_nonce }));
}
