import { invoicing } from '../../app/content/site';
import type { QuoteLine } from '../sales/money';
import type { Draft, Quote } from '../sales/quote';
import type { Store } from './connect';
import type { QuoteRow, QuoteVersionRow } from './schema';

/**
 * A quote's rows and the sales core's Quote (sales/quote.ts): read here, mapped one way,
 * so every repository decides on the same value.
 */
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
    depositPercent: Number(quote.draft_deposit_percent ?? invoicing.depositPercent),
  };
}

/** `store` may be a transaction's: `{ db: trx }`. */
export async function getQuote(
  store: Pick<Store, 'db'>,
  enquiryId: string,
): Promise<QuoteRecord | undefined> {
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

/** The quote as the sales core reads it. */
export function toQuote(
  { quote, versions }: QuoteRecord,
  lastChangesRequest?: Quote['lastChangesRequest'],
): Quote {
  const latest = versions.at(-1);
  return {
    state: quote.state,
    draft: draftOf(quote),
    revision: quote.revision,
    latest: latest && {
      version: latest.version,
      lines: parseLines(latest.lines),
      totals: {
        exVat: latest.total_ex_pence,
        vat: latest.vat_pence,
        incVat: latest.total_inc_pence,
      },
      validUntil: latest.valid_until,
      note: latest.note,
      depositPercent: Number(latest.deposit_percent ?? 0),
      sentAt: latest.sent_at,
      sentBy: latest.sent_by,
      firstViewedAt: latest.first_viewed_at ?? undefined,
    },
    acceptance:
      quote.accepted_version === null
        ? undefined
        : {
            version: quote.accepted_version,
            name: quote.accepted_name ?? '',
            po: quote.accepted_po ?? '',
            at: quote.accepted_at ?? '',
          },
    customerMessage: quote.customer_message ?? '',
    updatedAt: quote.updated_at,
    lastChangesRequest,
  };
}

/**
 * The customer's last request for changes (or a new quote), as the history has it: what
 * tells the same words sent twice from a second request.
 */
export async function lastChangesRequest(
  store: Pick<Store, 'db'>,
  enquiryId: string,
): Promise<Quote['lastChangesRequest']> {
  const last = await store.db
    .selectFrom('enquiry_events')
    .select(['at', 'note'])
    .where('enquiry_id', '=', enquiryId)
    .where('kind', '=', 'quote-changes')
    .orderBy('at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return last ? { message: last.note ?? '', at: last.at } : undefined;
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
