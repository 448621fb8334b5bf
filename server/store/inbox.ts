import { randomUUID } from 'node:crypto';
import { sql, type ExpressionBuilder, type SqlBool, type Transaction } from 'kysely';
import { SHOWN_EXPIRED_STATES, type QuoteDisplayState } from '../sales/quote-display';
import { emptyWal, type Store } from './connect';
import { searchCondition } from './inbox-search';
import { moveStatus, recordEvent } from './quote-history';
import { getQuote } from './quote-rows';
import type { Database, EnquiryKind, EnquiryStatus, OutboxRow } from './schema';

/**
 * What the staff inbox reads and changes. Every change is recorded as an event with who
 * made it and when. The list carries each enquiry's quote (state and version) and filters
 * by it; "expired" is read from the date, never stored (sales/quote-display.ts).
 */
export interface ListQuery {
  status?: EnquiryStatus | undefined;
  kind?: EnquiryKind | undefined;
  quote?: QuoteDisplayState | undefined;
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

/** `today` (YYYY-MM-DD in Glasgow) decides which sent quotes read as expired. */
function filtered(
  store: Store,
  { status, kind, quote, search }: Omit<ListQuery, 'page'>,
  today: string,
) {
  let select = store.db
    .selectFrom('enquiries')
    .leftJoin('quotes', 'quotes.enquiry_id', 'enquiries.id');
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
    ])
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** PostgreSQL and SQLite give integers alike only once they are read with Number(). */
function quoteNumbers<Row extends { quote_version: number | null }>(row: Row): Row {
  return { ...row, quote_version: row.quote_version === null ? null : Number(row.quote_version) };
}

/**
 * Every enquiry that matches, newest first, for the CSV export: with its quote's state and
 * acceptance, and the totals of the version that counts, the accepted one or else the
 * latest sent (one row of quote_versions, by its unique quote and version).
 */
export async function allMatching(store: Store, query: ListQuery, today: string) {
  const rows = await filtered(store, query, today)
    .leftJoin('quote_versions', (join) =>
      join
        .onRef('quote_versions.quote_id', '=', 'quotes.id')
        .on(
          sql<SqlBool>`${sql.ref('quote_versions.version')} = coalesce(${sql.ref('quotes.accepted_version')}, ${sql.ref('quotes.latest_version')})`,
        ),
    )
    .selectAll('enquiries')
    .select([
      'quotes.state as quote_state',
      'quotes.latest_version as quote_version',
      'quotes.valid_until as quote_valid_until',
      'quotes.accepted_po',
      'quote_versions.version as priced_version',
      'quote_versions.total_ex_pence as priced_ex_pence',
      'quote_versions.vat_pence as priced_vat_pence',
      'quote_versions.total_inc_pence as priced_inc_pence',
    ])
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .execute();
  return rows.map(quoteNumbers);
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

/** One step of an erasure, in its transaction. */
type Erase = (trx: Transaction<Database>, enquiryId: string) => Promise<unknown>;
/** The ids of the enquiry's quote (one at most). */
const quoteOf = (enquiryId: string) => (eb: ExpressionBuilder<Database, 'quote_versions'>) =>
  eb.selectFrom('quotes').select('id').where('enquiry_id', '=', enquiryId);

/**
 * What an erasure blanks, table by table: one entry per table that holds an enquiry's
 * words, each a step of the erasure's transaction. The visitor's answers; the notes'
 * text and the customer's messages in the history; the quote's personal data, its draft,
 * every version's lines and note (staff's words about the customer: "Installation at Jane
 * Doe's flat, 12 Main St"), and its link; every email's snapshot of the customer's words,
 * and the emails not sent yet. The reference, dates, figures and the history of who did
 * what stay. A table added later that holds an enquiry's words adds its step here; the
 * tables listed are also the ones PostgreSQL vacuums after an erasure (scrubErased).
 */
export const ERASURE: readonly { table: keyof Database; erase: Erase }[] = [
  {
    table: 'enquiries',
    erase: (trx, id) =>
      trx
        .updateTable('enquiries')
        .set({
          name: '',
          email: '',
          phone: '',
          company: '',
          subject: '',
          message: '',
          details: '{}',
          lines: null,
          total_pence: null,
          idempotency_key: null,
        })
        .where('id', '=', id)
        .execute(),
  },
  {
    table: 'enquiry_events',
    erase: (trx, id) =>
      trx.updateTable('enquiry_events').set({ note: null }).where('enquiry_id', '=', id).execute(),
  },
  {
    // The customer's link ends (no nonce, no hash) and the draft is closed.
    table: 'quotes',
    erase: (trx, id) =>
      trx
        .updateTable('quotes')
        .set({
          accepted_name: null,
          accepted_po: null,
          customer_message: null,
          draft_lines: null,
          draft_valid_until: null,
          draft_note: null,
          link_nonce: null,
          token_hash: null,
        })
        .where('enquiry_id', '=', id)
        .execute(),
  },
  {
    // The figures stay in the version's own columns (the pipeline's totals).
    table: 'quote_versions',
    erase: (trx, id) =>
      trx
        .updateTable('quote_versions')
        .set({ lines: '[]', note: '' })
        .where('quote_id', 'in', quoteOf(id))
        .execute(),
  },
  {
    // An email not sent yet is not sent; a sent one keeps its state and time, not the words.
    table: 'outbox',
    erase: async (trx, id) => {
      await trx
        .deleteFrom('outbox')
        .where('enquiry_id', '=', id)
        .where('state', '=', 'pending')
        .execute();
      await trx.updateTable('outbox').set({ words: null }).where('enquiry_id', '=', id).execute();
    },
  },
  {
    // The quote's kept PDF (store/quote-pdfs.ts): deleted after the quotes' update above,
    // which a PDF being kept at this moment waits for or is seen by.
    table: 'quote_pdfs',
    erase: (trx, id) =>
      trx
        .deleteFrom('quote_pdfs')
        .where('quote_id', 'in', (eb) =>
          eb.selectFrom('quotes').select('quotes.id').where('quotes.enquiry_id', '=', id),
        )
        .execute(),
  },
];

/**
 * After an erasure, the erased words out of the store's files, not only out of its rows.
 * SQLite runs with secure_delete (connect.ts), so the rewritten rows' old bytes are zeroed
 * in the database file; the WAL still holds the pages as they were until a checkpoint, so
 * one is made now and the WAL truncated. A reader on another connection (a backup, `npm
 * run staff`) holds the WAL: the checkpoint waits for it (busy_timeout), and if it is still
 * held, this throws, and the store's clean close at shutdown empties and removes the WAL
 * (connect.ts). PostgreSQL keeps an updated row's old version in the table until a vacuum:
 * the tables the erasure rewrote are vacuumed now (an old version a running transaction
 * can still see goes at the next vacuum after it ends). Decision 018 says what stays:
 * PostgreSQL's WAL until it is recycled, and backups until they age out.
 */
export async function scrubErased(store: Store) {
  if (store.kind === 'sqlite') {
    await emptyWal(store.db);
  } else {
    const tables = ERASURE.map(({ table }) => sql.table(table));
    await sql`VACUUM ${sql.join(tables)}`.execute(store.db);
  }
}

/**
 * Erases what an enquiry said (a privacy request): every step of ERASURE in one
 * transaction, with a record that it was erased, by whom and when.
 */
export async function eraseEnquiry(store: Store, id: string, staffEmail: string) {
  return store.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('enquiries')
      .select(['erased_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return false;
    if (current.erased_at) return true;
    const at = new Date().toISOString();
    for (const { erase } of ERASURE) await erase(trx, id);
    await trx.updateTable('enquiries').set({ erased_at: at }).where('id', '=', id).execute();
    await recordEvent(trx, id, staffEmail, 'erased', at);
    return true;
  });
}
