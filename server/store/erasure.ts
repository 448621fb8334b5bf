import { sql, type ExpressionBuilder, type Transaction } from 'kysely';
import { emptyWal, type Store } from './connect';
import { recordEvent } from './quote-history';
import type { Database } from './schema';

/** One step of an erasure, in its transaction. */
type Erase = (trx: Transaction<Database>, enquiryId: string) => Promise<unknown>;
/** The ids of the enquiry's quote (one at most). */
const quoteOf = (enquiryId: string) => (eb: ExpressionBuilder<Database, 'quote_versions'>) =>
  eb.selectFrom('quotes').select('id').where('enquiry_id', '=', enquiryId);

/** The enquiry's address as the buyer's sign-ins keep it: lower case, on both stores alike. */
const addressOf = (enquiryId: string) => (eb: ExpressionBuilder<Database, keyof Database>) =>
  eb
    .selectFrom('enquiries')
    .select(sql<string>`lower(email)`.as('email'))
    .where('id', '=', enquiryId);

/**
 * What an erasure blanks, table by table: one entry per table that holds an enquiry's
 * words, each a step of the erasure's transaction. The visitor's answers; the notes'
 * text and the customer's messages in the history; the quote's personal data, its draft,
 * every version's lines and note (staff's words about the customer: "Installation at Jane
 * Doe's flat, 12 Main St"), and its link; every email's snapshot of the customer's words,
 * and the emails not sent yet; the order's names, PO number, addresses, lines and the team's
 * words on its steps; the buyer's sign-in links and sessions by the address. The reference,
 * dates, figures, stages and the history of who did what stay. A table added later that holds an enquiry's words adds its step here; the
 * tables listed are also the ones PostgreSQL vacuums after an erasure (scrubErased).
 *
 * Invoices, credit notes and the payments against them are not listed, on purpose: HMRC
 * asks for them six years (PRODUCT.md "Invoices and payments"), and each keeps, frozen in
 * its own row, only what a VAT invoice must show (the customer's name and billing address,
 * the PO number, the lines and figures). Everything else of the enquiry is blanked above;
 * an invoice's e-mail not sent yet is not sent (the outbox's step). The privacy page says so.
 */
export const ERASURE: readonly { table: keyof Database; erase: Erase }[] = [
  {
    // The buyer's sign-ins by the enquiry's address (store/buyers.ts): every session and
    // link ends, before the address itself is blanked below.
    table: 'buyer_sessions',
    erase: (trx, id) =>
      trx
        .deleteFrom('buyer_sessions')
        .where(sql<string>`lower(email)`, 'in', addressOf(id))
        .execute(),
  },
  {
    table: 'buyer_links',
    erase: (trx, id) =>
      trx
        .deleteFrom('buyer_links')
        .where(sql<string>`lower(email)`, 'in', addressOf(id))
        .execute(),
  },
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
    // The name, e-mail, company and PO number as the inbox's search keeps them, folded.
    table: 'search_words',
    erase: (trx, id) => trx.deleteFrom('search_words').where('enquiry_id', '=', id).execute(),
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
  {
    // The order's personal data: who accepted, the PO number, both addresses and the lines'
    // words (staff's words about the customer's site). The stage, dates and figures stay.
    table: 'orders',
    erase: (trx, id) =>
      trx
        .updateTable('orders')
        .set({
          name: '',
          po: '',
          billing_company: '',
          billing_address: '',
          billing_postcode: '',
          site_company: null,
          site_address: null,
          site_postcode: null,
          lines: '[]',
        })
        .where('enquiry_id', '=', id)
        .execute(),
  },
  {
    // The team's words to the customer on each step, and a cancellation's reason.
    table: 'order_steps',
    erase: (trx, id) =>
      trx
        .updateTable('order_steps')
        .set({ message: '' })
        .where('order_id', 'in', (eb) =>
          eb.selectFrom('orders').select('orders.id').where('orders.enquiry_id', '=', id),
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
