import { sql, type Migration } from 'kysely';

/**
 * The buyer's own page (PRODUCT.md "The buyer's own page"): sign-in by an e-mailed link.
 * - buyer_links: each link asked for, by the address it went to. The token is an HMAC of
 *   the row's id and nonce under the link key (auth/links.ts), so the store keeps only the
 *   nonce and the token's SHA-256: a copy of the database opens nothing. Used once, within
 *   30 minutes (used_at, expires_at).
 * - buyer_sessions: a browser signed in by a link, for 30 days, by the SHA-256 of its id,
 *   as staff sessions are kept; listed and ended by the address.
 * - outbox.buyer_link_id: the link an e-mail sends (its token made again when it is sent).
 * - an index on the enquiries' addresses as typed in any case: the page lists an
 *   address's quotes, orders and invoices by it.
 */
export const buyerSignIn: Migration = {
  async up(db) {
    await db.schema
      .createTable('buyer_links')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('nonce', 'text', (column) => column.notNull())
      .addColumn('token_hash', 'text', (column) => column.notNull().unique())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createTable('buyer_sessions')
      .addColumn('id_hash', 'text', (column) => column.primaryKey())
      .addColumn('email', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('last_seen_at', 'text', (column) => column.notNull())
      .addColumn('expires_at', 'text', (column) => column.notNull())
      .addColumn('browser', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('buyer_sessions_email')
      .on('buyer_sessions')
      .column('email')
      .execute();
    await db.schema.createIndex('buyer_links_email').on('buyer_links').column('email').execute();
    await db.schema.alterTable('outbox').addColumn('buyer_link_id', 'text').execute();
    await db.schema
      .createIndex('enquiries_email_lower')
      .on('enquiries')
      .expression(sql`lower(email)`)
      .execute();
  },
};
