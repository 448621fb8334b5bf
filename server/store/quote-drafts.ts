import { invoicing } from '../../app/content/site';
import { randomUUID } from 'node:crypto';
import type { QuoteLine } from '../sales/money';
import { changesNothing, decideQuote, prepareQuote } from '../sales/quote-lifecycle';
import type { Store } from './connect';
import { decideAgainWhenLost, LOST } from './lost-race';
import { recordDecision } from './quote-history';
import { getQuote, toQuote, type QuoteRecord } from './quote-rows';
import type { EnquiryRow } from './schema';

/**
 * Where staff open a quote's draft: "Prepare quote" makes the enquiry's quote, "Revise
 * quote" opens the sent one again. Saving and sending the draft is quotes.ts.
 */
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
  if (!(await getQuote(store, enquiry.id))) {
    await createQuote(
      store,
      enquiry.id,
      prepareQuote(startLines(), staffEmail, now, invoicing.depositPercent),
      now,
    );
  } else if ((await revise(store, enquiry.id, staffEmail, now)) === 'accepted') {
    return { kind: 'accepted' };
  }
  const record = await getQuote(store, enquiry.id);
  if (!record) throw new Error('quote vanished while it was opened');
  if (record.quote.state === 'accepted') return { kind: 'accepted' };
  return { kind: 'opened', record };
}

/** Opens the sent quote's draft again from its latest version, unless one is open. */
function revise(store: Store, enquiryId: string, by: string, now: Date) {
  return decideAgainWhenLost(async () => {
    const existing = await getQuote(store, enquiryId);
    if (!existing) throw new Error('quote vanished while it was revised');
    const decided = decideQuote(toQuote(existing), { kind: 'revise', by }, now);
    if ('refused' in decided) return 'accepted' as const;
    if (changesNothing(decided)) return 'open' as const;
    const { quote } = existing;
    const { draft, revision, updatedAt } = decided.next;
    return store.db.transaction().execute(async (trx) => {
      const opened = await trx
        .updateTable('quotes')
        .set({
          draft_lines: JSON.stringify(draft?.lines ?? []),
          draft_valid_until: draft?.validUntil ?? null,
          draft_note: draft?.note ?? '',
          draft_deposit_percent: draft?.depositPercent ?? null,
          revision,
          updated_at: updatedAt,
        })
        .where('id', '=', quote.id)
        .where('state', '=', quote.state)
        .where('draft_lines', 'is', null)
        .executeTakeFirst();
      // Only the press that opened it is a step in the history; a second press at once
      // finds it open, one that met the customer's acceptance finds it accepted.
      if (Number(opened.numUpdatedRows) !== 1) return LOST;
      await recordDecision(trx, enquiryId, decided, updatedAt);
      return 'open' as const;
    });
  });
}

/** The enquiry's first quote, as a draft; two staff pressing "Prepare quote" at once make one. */
async function createQuote(
  store: Store,
  enquiryId: string,
  prepared: ReturnType<typeof prepareQuote>,
  now: Date,
) {
  const at = now.toISOString();
  const { draft } = prepared.next;
  try {
    await store.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('quotes')
        .values({
          id: randomUUID(),
          enquiry_id: enquiryId,
          state: prepared.next.state,
          revision: prepared.next.revision,
          draft_lines: JSON.stringify(draft?.lines ?? []),
          draft_valid_until: draft?.validUntil ?? null,
          draft_note: draft?.note ?? '',
          draft_deposit_percent: draft?.depositPercent ?? null,
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
      await recordDecision(trx, enquiryId, prepared, at);
    });
  } catch (error) {
    // Two staff pressed "Prepare quote" at once: the other one made it.
    if (!(await getQuote(store, enquiryId))) throw error;
  }
}
