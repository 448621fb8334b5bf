import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { QuoteDisplayState } from '../quotes/state';
import type { Store } from './connect';
import { getQuote, moveStatus } from './quotes';
import type { EnquiryKind, EnquiryStatus, OutboxRow } from './schema';

/**
 * What the staff inbox reads and changes. Every change is recorded as an event with who
 * made it and when. The list carries each enquiry's quote (state and version) and filters
 * by it; "expired" is read from the date, never stored (quotes/state.ts).
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
      .where('quotes.state', 'in', ['sent', 'viewed'])
      .where('quotes.valid_until', '<', today);
  } else if (quote === 'sent' || quote === 'viewed') {
    select = select.where('quotes.state', '=', quote).where('quotes.valid_until', '>=', today);
  } else if (quote) {
    select = select.where('quotes.state', '=', quote);
  }
  const words = (search ?? '').trim().toLowerCase().slice(0, 100);
  if (words) {
    // The visitor's text is a value, never SQL; % and _ in it match themselves.
    const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    select = select.where((eb) =>
      eb.or(
        ['name', 'email', 'company', 'reference'].map(
          (column) =>
            sql<SqlBool>`lower(${sql.ref(`enquiries.${column}`)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return select;
}

/** One page of the inbox, newest first, and how many match in all. */
export async function listEnquiries(store: Store, query: ListQuery, today: string) {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const [rows, count] = await Promise.all([
    filtered(store, query, today)
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
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    filtered(store, query, today)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows: rows.map(quoteNumbers), total: Number(count?.total ?? 0), page };
}

/** PostgreSQL and SQLite give integers alike only once they are read with Number(). */
function quoteNumbers<Row extends { quote_version: number | null }>(row: Row): Row {
  return { ...row, quote_version: row.quote_version === null ? null : Number(row.quote_version) };
}

/** Every enquiry that matches, with its quote's state and acceptance, for the CSV export. */
export async function allMatching(store: Store, query: ListQuery, today: string) {
  const rows = await filtered(store, query, today)
    .selectAll('enquiries')
    .select([
      'quotes.state as quote_state',
      'quotes.latest_version as quote_version',
      'quotes.valid_until as quote_valid_until',
      'quotes.total_ex_pence as quote_total_ex_pence',
      'quotes.accepted_po',
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

/**
 * After an erasure, the erased words out of the store's files, not only out of its rows.
 * SQLite runs with secure_delete (connect.ts), so the rewritten rows' old bytes are zeroed
 * in the database file; the WAL still holds the pages as they were until a checkpoint, so
 * one is made now and the WAL truncated. PostgreSQL keeps an updated row's old version in
 * the table until a vacuum: the tables the erasure rewrote are vacuumed now (an old
 * version a running transaction can still see goes at the next vacuum after it ends).
 * Decision 018 says what stays: PostgreSQL's WAL until it is recycled, and backups until
 * they age out.
 */
export async function scrubErased(store: Store) {
  if (store.kind === 'sqlite') {
    await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(store.db);
  } else {
    await sql`VACUUM enquiries, enquiry_events, quotes, quote_versions, outbox`.execute(store.db);
  }
}

/**
 * Erases what an enquiry said (a privacy request): the visitor's answers, the quote, the
 * notes, an email not yet sent, and the personal data of the quote the team sent (who
 * accepted it, the purchase order number, the customer's messages); its link ends. The reference, the dates and the history of who did what
 * stay, with a record that it was erased, by whom and when.
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
    await trx
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
        erased_at: at,
      })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('enquiry_events')
      .set({ note: null })
      .where('enquiry_id', '=', id)
      .execute();
    // The quote's personal data goes too, and its link ends (no nonce, no hash).
    await trx
      .updateTable('quotes')
      .set({
        accepted_name: null,
        accepted_po: null,
        customer_message: null,
        draft_note: null,
        link_nonce: null,
        token_hash: null,
      })
      .where('enquiry_id', '=', id)
      .execute();
    await trx
      .updateTable('quote_versions')
      .set({ note: '' })
      .where('quote_id', 'in', (eb) =>
        eb.selectFrom('quotes').select('id').where('enquiry_id', '=', id),
      )
      .execute();
    await trx
      .deleteFrom('outbox')
      .where('enquiry_id', '=', id)
      .where('state', '=', 'pending')
      .execute();
    await trx
      .insertInto('enquiry_events')
      .values({
        id: randomUUID(),
        enquiry_id: id,
        at,
        staff_email: staffEmail,
        kind: 'erased',
        from_status: null,
        to_status: null,
        note: null,
      })
      .execute();
    return true;
  });
}
