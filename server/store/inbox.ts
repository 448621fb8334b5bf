import { randomUUID } from 'node:crypto';
import { OPEN_STAGES, type OrderStage } from '../sales/order';
import { SHOWN_EXPIRED_STATES, type QuoteDisplayState } from '../sales/quote-display';
import type { Store } from './connect';
import { searchCondition } from './inbox-search';
import { moveStatus } from './quote-history';
import { getQuote } from './quote-rows';
import type { EnquiryKind, EnquiryStatus, OutboxRow } from './schema';

/**
 * What the staff inbox reads and changes. Every change is recorded as an event with who
 * made it and when. The list carries each enquiry's quote (state and version) and filters
 * by it; "expired" is read from the date, never stored (sales/quote-display.ts).
 */
export interface ListQuery {
  status?: EnquiryStatus | undefined;
  kind?: EnquiryKind | undefined;
  quote?: QuoteDisplayState | undefined;
  /** An order's stage, or 'late': still open and its expected date passed. */
  order?: OrderFilter | undefined;
  search?: string | undefined;
  page?: number | undefined;
}

export const PAGE_SIZE = 50;
export const STATUSES = [
  'new',
  'in-progress',
  'quoted',
  'won',
  'lost',
] as const satisfies readonly EnquiryStatus[];
export const KINDS = ['contact', 'quote', 'site-survey'] as const satisfies readonly EnquiryKind[];
export const MAX_NOTE_LENGTH = 2000;
export type OrderFilter = OrderStage | 'late';

/** `today` (YYYY-MM-DD in Glasgow) decides which sent quotes read as expired, which orders late. */
export function filtered(
  store: Store,
  { status, kind, quote, order, search }: Omit<ListQuery, 'page'>,
  today: string,
) {
  let select = store.db
    .selectFrom('enquiries')
    .leftJoin('quotes', 'quotes.enquiry_id', 'enquiries.id')
    .leftJoin('orders', 'orders.enquiry_id', 'enquiries.id');
  if (status) select = select.where('enquiries.status', '=', status);
  if (kind) select = select.where('enquiries.kind', '=', kind);
  if (quote === 'draft') {
    select = select.where('quotes.latest_version', '=', 0);
  } else if (quote === 'expired') {
    select = select
      .where('quotes.state', 'in', SHOWN_EXPIRED_STATES)
      .where('quotes.valid_until', '<', today);
  } else if (quote === 'sent' || quote === 'viewed') {
    select = select.where('quotes.state', '=', quote).where('quotes.valid_until', '>=', today);
  } else if (quote) {
    select = select.where('quotes.state', '=', quote);
  }
  // Late as sales/order-lifecycle.ts's isLate says: open, and its date before today.
  if (order === 'late') {
    select = select
      .where('orders.stage', 'in', OPEN_STAGES)
      .where('orders.expected_date', '<', today);
  } else if (order) {
    select = select.where('orders.stage', '=', order);
  }
  if (search?.trim()) select = select.where(searchCondition(search));
  return select;
}

/** A customer waiting on the team: they asked for changes to the quote. */
const WAITING = 'changes-requested';

/**
 * One page of the inbox and how many match in all: first the enquiries whose customer is
 * waiting on the team (changes asked for), then the rest, each newest first. Two lists
 * each read in the order of an index rather than one sorted by an expression, so a page
 * costs its rows, not the whole table.
 */
export async function listEnquiries(store: Store, query: ListQuery, today: string) {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const start = (page - 1) * PAGE_SIZE;
  const waitingOnly = () => filtered(store, query, today).where('quotes.state', '=', WAITING);
  const [total, waiting] = await Promise.all([
    countOf(filtered(store, query, today)),
    countOf(waitingOnly()),
  ]);
  const fromWaiting = Math.max(0, Math.min(PAGE_SIZE, waiting - start));
  const [first, rest] = await Promise.all([
    fromWaiting > 0 ? pageOf(waitingOnly(), start, fromWaiting) : [],
    fromWaiting < PAGE_SIZE && start + fromWaiting < total
      ? pageOf(
          filtered(store, query, today).where((eb) =>
            eb.or([eb('quotes.state', 'is', null), eb('quotes.state', '<>', WAITING)]),
          ),
          Math.max(0, start - waiting),
          PAGE_SIZE - fromWaiting,
        )
      : [],
  ]);
  return { rows: [...first, ...rest].map(quoteNumbers), total, page };
}

type Filtered = ReturnType<typeof filtered>;

async function countOf(select: Filtered) {
  const row = await select.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** `limit` rows from `offset`, newest first. */
function pageOf(select: Filtered, offset: number, limit: number) {
  return select
    .select([
      'enquiries.id',
      'enquiries.reference',
      'enquiries.kind',
      'enquiries.status',
      'enquiries.spam',
      'enquiries.name',
      'enquiries.email',
      'enquiries.company',
      'enquiries.created_at',
      'enquiries.erased_at',
      'quotes.state as quote_state',
      'quotes.latest_version as quote_version',
      'quotes.valid_until as quote_valid_until',
      'orders.stage as order_stage',
      'orders.expected_date as order_expected_date',
    ])
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** PostgreSQL and SQLite give integers alike only once they are read with Number(). */
export function quoteNumbers<Row extends { quote_version: number | null }>(row: Row): Row {
  return { ...row, quote_version: row.quote_version === null ? null : Number(row.quote_version) };
}

/**
 * One enquiry with its history, every email about it (the sales team's, then each of its
 * quote's, oldest first) and its quote.
 */
export async function getEnquiry(store: Store, id: string) {
  const enquiry = await store.db
    .selectFrom('enquiries')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!enquiry) return undefined;
  const [events, mails, quote] = await Promise.all([
    store.db
      .selectFrom('enquiry_events')
      .selectAll()
      .where('enquiry_id', '=', id)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    store.db
      .selectFrom('outbox')
      .selectAll()
      .where('enquiry_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    getQuote(store, id),
  ]);
  return { enquiry, events, mails: mails.map(outboxNumbers), quote };
}

function outboxNumbers(row: OutboxRow): OutboxRow {
  return {
    ...row,
    attempts: Number(row.attempts),
    quote_version: row.quote_version === null ? null : Number(row.quote_version),
  };
}

/** False when there is no such enquiry. */
export async function changeStatus(
  store: Store,
  id: string,
  status: EnquiryStatus,
  staffEmail: string,
): Promise<boolean> {
  return store.db.transaction().execute(async (trx) => {
    const exists = await trx
      .selectFrom('enquiries')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!exists) return false;
    await moveStatus(trx, id, status, staffEmail, new Date().toISOString());
    return true;
  });
}

export async function addNote(store: Store, id: string, note: string, staffEmail: string) {
  const exists = await store.db
    .selectFrom('enquiries')
    .select('id')
    .where('id', '=', id)
    .where('erased_at', 'is', null)
    .executeTakeFirst();
  if (!exists) return false;
  await store.db
    .insertInto('enquiry_events')
    .values({
      id: randomUUID(),
      enquiry_id: id,
      at: new Date().toISOString(),
      staff_email: staffEmail,
      kind: 'note',
      from_status: null,
      to_status: null,
      note,
    })
    .execute();
  return true;
}
