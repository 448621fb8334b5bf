import { randomUUID } from 'node:crypto';
import { newLinkNonce, type QuoteLinks } from '../auth/links';
import type { Draft } from '../sales/quote';
import { decideQuote } from '../sales/quote-lifecycle';
import type { Store } from './connect';
import { decideAgainWhenLost, LOST } from './lost-race';
import { recordDecision } from './quote-history';
import { getQuote, toQuote, type QuoteRecord } from './quote-rows';
import type { OutboxState, QuoteRow } from './schema';

/**
 * The staff's repository of quotes: save the draft (refused when someone saved it since),
 * send it as the next version, withdraw it (quote-drafts.ts opens the draft). Each step is the sales core's decision
 * (sales/quote-lifecycle.ts), carried out as one conditional write on the state it was
 * made on, so a step taken meanwhile by someone else refuses this one instead of being
 * overwritten. What the customer does is customer-answers.ts.
 */
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
  const outcome = await decideAgainWhenLost(() =>
    store.db.transaction().execute(async (trx) => {
      const record = await getQuote({ db: trx }, enquiryId);
      if (!record) return { kind: 'stale' as const };
      const by = staffEmail;
      const action = send
        ? ({ kind: 'send', revision, draft, by } as const)
        : ({ kind: 'save-draft', revision, draft, by } as const);
      const decided = decideQuote(toQuote(record), action, now);
      if ('refused' in decided) {
        return decided.refused === 'accepted'
          ? { kind: 'accepted' as const }
          : { kind: 'stale' as const };
      }
      const { quote } = record;
      const { next } = decided;
      const sent = send ? next.latest : undefined;
      const nonce = quote.link_nonce ?? newLinkNonce();
      const saved = await trx
        .updateTable('quotes')
        .set({
          draft_lines: next.draft ? JSON.stringify(next.draft.lines) : null,
          draft_valid_until: next.draft?.validUntil ?? null,
          draft_note: next.draft?.note ?? null,
          draft_deposit_percent: next.draft?.depositPercent ?? null,
          revision: next.revision,
          updated_at: next.updatedAt,
          ...(sent && {
            state: next.state,
            latest_version: sent.version,
            valid_until: sent.validUntil,
            total_ex_pence: sent.totals.exVat,
            link_nonce: nonce,
            token_hash: links.hash(links.token({ id: quote.id, link_nonce: nonce })),
            sent_at: sent.sentAt,
            customer_message: null,
          }),
        })
        .where('id', '=', quote.id)
        .where('revision', '=', revision)
        .where('state', '=', quote.state)
        .where('draft_lines', 'is not', null)
        .executeTakeFirst();
      // A customer's step (a first view) came between: decided again, not called stale.
      if (Number(saved.numUpdatedRows) !== 1) return LOST;
      if (sent) {
        await trx
          .insertInto('quote_versions')
          .values({
            id: randomUUID(),
            quote_id: quote.id,
            version: sent.version,
            lines: JSON.stringify(sent.lines),
            total_ex_pence: sent.totals.exVat,
            vat_pence: sent.totals.vat,
            total_inc_pence: sent.totals.incVat,
            valid_until: sent.validUntil,
            note: sent.note,
            sent_at: sent.sentAt,
            sent_by: sent.sentBy,
            first_viewed_at: null,
            deposit_percent: sent.depositPercent,
          })
          .execute();
      }
      await recordDecision(trx, enquiryId, decided, next.updatedAt, mail);
      return sent ? { kind: 'sent' as const, version: sent.version } : { kind: 'saved' as const };
    }),
  );
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
  return decideAgainWhenLost(() =>
    store.db.transaction().execute(async (trx) => {
      const record = await getQuote({ db: trx }, enquiryId);
      if (!record) return false;
      const decided = decideQuote(toQuote(record), { kind: 'withdraw', by: staffEmail }, now);
      if ('refused' in decided) return false;
      const { quote } = record;
      const done = await trx
        .updateTable('quotes')
        .set({ state: decided.next.state, updated_at: decided.next.updatedAt })
        .where('id', '=', quote.id)
        .where('state', '=', quote.state)
        .where('latest_version', '=', quote.latest_version)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) return LOST;
      await recordDecision(trx, enquiryId, decided, decided.next.updatedAt);
      return true;
    }),
  );
}

/** The customer's link for a sent quote, or undefined (none sent, or erased). */
export function customerLink(quote: QuoteRow, links: QuoteLinks): string | undefined {
  if (!quote.link_nonce || !quote.token_hash) return undefined;
  return links.url(links.token({ id: quote.id, link_nonce: quote.link_nonce }));
}
