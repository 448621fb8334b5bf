import { randomUUID } from 'node:crypto';
import { sql, type SqlBool } from 'kysely';
import type { Store } from './connect';
import { getQuote } from './quotes';
import type { EnquiryKind, EnquiryStatus, OutboxRow } from './schema';

/**
 * What the staff inbox reads and changes. Every change is recorded as an event with who
 * made it and when.
 */
export interface ListQuery {
  status?: EnquiryStatus | undefined;
  kind?: EnquiryKind | undefined;
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

function filtered(store: Store, { status, kind, search }: Omit<ListQuery, 'page'>) {
  let select = store.db.selectFrom('enquiries');
  if (status) select = select.where('status', '=', status);
  if (kind) select = select.where('kind', '=', kind);
  const words = (search ?? '').trim().toLowerCase().slice(0, 100);
  if (words) {
    // The visitor's text is a value, never SQL; % and _ in it match themselves.
    const pattern = `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    select = select.where((eb) =>
      eb.or(
        ['name', 'email', 'company', 'reference'].map(
          (column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return select;
}

/** One page of the inbox, newest first, and how many match in all. */
export async function listEnquiries(store: Store, query: ListQuery) {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const [rows, count] = await Promise.all([
    filtered(store, query)
      .select([
        'id',
        'reference',
        'kind',
        'status',
        'spam',
        'name',
        'email',
        'company',
        'created_at',
        'erased_at',
      ])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    filtered(store, query)
      .select((eb) => eb.fn.countAll().as('total'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.total ?? 0), page };
}

/** Every enquiry that matches, for the CSV export. */
export function allMatching(store: Store, query: ListQuery) {
  return filtered(store, query)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
    const current = await trx
      .selectFrom('enquiries')
      .select(['status', 'erased_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current) return false;
    if (current.status === status) return true;
    await trx.updateTable('enquiries').set({ status }).where('id', '=', id).execute();
    await trx
      .insertInto('enquiry_events')
      .values({
        id: randomUUID(),
        enquiry_id: id,
        at: new Date().toISOString(),
        staff_email: staffEmail,
        kind: 'status',
        from_status: current.status,
        to_status: status,
        note: null,
      })
      .execute();
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
