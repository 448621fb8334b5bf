import { Migrator, type Kysely, type Migration } from 'kysely';
import type { Database } from './schema';

/** What a migration that makes a secret needs from the server's start (store/connect.ts). */
export interface MigrationContext {
  /** The quote-link key to keep: the embedded store's old key file's, else a new one. */
  linkKey(): string;
}

/**
 * Versioned migrations, applied in order at start and recorded in `kysely_migration`.
 * Kysely's Migrator takes a lock first (on PostgreSQL an advisory lock inside the
 * migration's transaction), so instances starting together apply each one once.
 * Never edit a migration that has shipped: add the next one.
 */
const migrations = (context: MigrationContext): Record<string, Migration> => ({
  '001-enquiries-and-outbox': {
    async up(db) {
      await db.schema
        .createTable('enquiries')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('reference', 'text', (column) => column.notNull().unique())
        .addColumn('access_token', 'text', (column) => column.notNull().unique())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('status', 'text', (column) => column.notNull().defaultTo('new'))
        .addColumn('spam', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('name', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('phone', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('company', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('subject', 'text', (column) => column.notNull().defaultTo(''))
        .addColumn('message', 'text', (column) => column.notNull().defaultTo(''))
        // The site survey's own answers, as JSON.
        .addColumn('details', 'text', (column) => column.notNull().defaultTo('{}'))
        // A quote's lines as the server priced them, as JSON.
        .addColumn('lines', 'text')
        .addColumn('total_pence', 'integer')
        .addColumn('idempotency_key', 'text', (column) => column.unique())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('enquiries_created_at')
        .on('enquiries')
        .column('created_at')
        .execute();
      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('enquiry_id', 'text', (column) =>
          column.notNull().references('enquiries.id').onDelete('cascade'),
        )
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('lease_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['state', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_enquiry').on('outbox').column('enquiry_id').execute();
    },
  },
  '002-staff-inbox': {
    async up(db) {
      await db.schema
        .createTable('staff')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull().unique())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createTable('staff_sessions')
        // The SHA-256 of the cookie's value: a copy of the table opens no session.
        .addColumn('id_hash', 'text', (column) => column.primaryKey())
        .addColumn('staff_id', 'text', (column) =>
          column.notNull().references('staff.id').onDelete('cascade'),
        )
        .addColumn('csrf_token', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('last_seen_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('staff_sessions_staff')
        .on('staff_sessions')
        .column('staff_id')
        .execute();
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('id', 'text', (column) => column.primaryKey())
        // "account:name@example.com" or "address:203.0.113.7"
        .addColumn('key', 'text', (column) => column.notNull())
        .addColumn('at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_failures_key')
        .on('sign_in_failures')
        .columns(['key', 'at'])
        .execute();
      // What staff did to an enquiry. It outlives an erasure: it records that the enquiry
      // was erased, by whom and when, never what it said.
      await db.schema
        .createTable('enquiry_events')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('enquiry_id', 'text', (column) =>
          column.notNull().references('enquiries.id').onDelete('cascade'),
        )
        .addColumn('at', 'text', (column) => column.notNull())
        .addColumn('staff_email', 'text', (column) => column.notNull())
        .addColumn('kind', 'text', (column) => column.notNull())
        .addColumn('from_status', 'text')
        .addColumn('to_status', 'text')
        .addColumn('note', 'text')
        .execute();
      await db.schema
        .createIndex('enquiry_events_enquiry')
        .on('enquiry_events')
        .columns(['enquiry_id', 'at'])
        .execute();
      await db.schema.alterTable('enquiries').addColumn('erased_at', 'text').execute();
      await db.schema
        .createIndex('enquiries_status_created_at')
        .on('enquiries')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema
        .createIndex('enquiries_kind_created_at')
        .on('enquiries')
        .columns(['kind', 'created_at'])
        .execute();
    },
  },
  '003-rate-limits': {
    async up(db) {
      // One row per visitor address and limit: how many requests in the window that ends
      // at resets_at. Shared by every instance, so several count a visitor once.
      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (column) => column.primaryKey())
        .addColumn('hits', 'integer', (column) => column.notNull())
        .addColumn('resets_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('rate_limits_resets_at')
        .on('rate_limits')
        .column('resets_at')
        .execute();
    },
  },
  '004-quotes': {
    async up(db) {
      await db.schema
        .createTable('quotes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('enquiry_id', 'text', (column) =>
          column.notNull().unique().references('enquiries.id').onDelete('cascade'),
        )
        .addColumn('state', 'text', (column) => column.notNull())
        .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('draft_lines', 'text')
        .addColumn('draft_valid_until', 'text')
        .addColumn('draft_note', 'text')
        .addColumn('latest_version', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('valid_until', 'text')
        .addColumn('total_ex_pence', 'integer')
        .addColumn('link_nonce', 'text')
        .addColumn('token_hash', 'text', (column) => column.unique())
        .addColumn('sent_at', 'text')
        .addColumn('accepted_at', 'text')
        .addColumn('accepted_version', 'integer')
        .addColumn('accepted_name', 'text')
        .addColumn('accepted_po', 'text')
        .addColumn('customer_message', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('updated_at', 'text', (column) => column.notNull())
        .execute();
      await db.schema
        .createIndex('quotes_state_valid_until')
        .on('quotes')
        .columns(['state', 'valid_until'])
        .execute();
      await db.schema.createIndex('quotes_sent_at').on('quotes').column('sent_at').execute();
      await db.schema
        .createIndex('quotes_accepted_at')
        .on('quotes')
        .column('accepted_at')
        .execute();
      await db.schema
        .createTable('quote_versions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('quote_id', 'text', (column) =>
          column.notNull().references('quotes.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('lines', 'text', (column) => column.notNull())
        .addColumn('total_ex_pence', 'integer', (column) => column.notNull())
        .addColumn('vat_pence', 'integer', (column) => column.notNull())
        .addColumn('total_inc_pence', 'integer', (column) => column.notNull())
        .addColumn('valid_until', 'text', (column) => column.notNull())
        .addColumn('note', 'text', (column) => column.notNull())
        .addColumn('sent_at', 'text', (column) => column.notNull())
        .addColumn('sent_by', 'text', (column) => column.notNull())
        .addColumn('first_viewed_at', 'text')
        .addUniqueConstraint('quote_versions_quote_version', ['quote_id', 'version'])
        .execute();
      await db.schema
        .createIndex('quote_versions_sent_at')
        .on('quote_versions')
        .column('sent_at')
        .execute();
      // Which email an outbox row sends (the enquiry's to the team, or one of a quote's).
      await db.schema
        .alterTable('outbox')
        .addColumn('kind', 'text', (column) => column.notNull().defaultTo('enquiry'))
        .execute();
      await db.schema.alterTable('outbox').addColumn('quote_version', 'integer').execute();
    },
  },
  '005-server-keys': {
    async up(db) {
      // The server's own secrets, one row each: the quote-link key (quotes/links.ts). Made
      // here, under the migration lock, so that instances starting at once on one
      // PostgreSQL keep one key. "If not exists" and "do nothing": a PostgreSQL restore
      // of an older backup brings back a migration table without this one, not the keys.
      await db.schema
        .createTable('server_keys')
        .ifNotExists()
        .addColumn('name', 'text', (column) => column.primaryKey())
        .addColumn('value', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute();
      await db
        .insertInto('server_keys')
        .values({
          name: LINK_KEY_NAME,
          value: context.linkKey(),
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    },
  },
  '006-outbox-words': {
    async up(db) {
      // What an answer's email quotes, kept with it (schema.ts, OutboxRow.words).
      await db.schema.alterTable('outbox').addColumn('words', 'text').execute();
      // An answer's email still to be sent keeps its own answer's words: a message is in
      // the history line written with it (same enquiry, kind and time); who accepted and
      // their PO are the quote's, which an acceptance never changes.
      const waiting = await db
        .selectFrom('outbox')
        .select(['id', 'enquiry_id', 'kind', 'created_at'])
        .where('state', '=', 'pending')
        .where('kind', 'in', ['quote-accepted', 'quote-changes', 'quote-declined'])
        .execute();
      for (const row of waiting) {
        let words;
        if (row.kind === 'quote-accepted') {
          const quote = await db
            .selectFrom('quotes')
            .select(['accepted_name', 'accepted_po'])
            .where('enquiry_id', '=', row.enquiry_id)
            .executeTakeFirst();
          words = { name: quote?.accepted_name ?? '', po: quote?.accepted_po ?? '' };
        } else {
          const event = await db
            .selectFrom('enquiry_events')
            .select('note')
            .where('enquiry_id', '=', row.enquiry_id)
            .where('kind', '=', row.kind)
            .where('at', '=', row.created_at)
            .executeTakeFirst();
          words = { message: event?.note ?? '' };
        }
        await db
          .updateTable('outbox')
          .set({ words: JSON.stringify(words) })
          .where('id', '=', row.id)
          .execute();
      }
    },
  },
  '007-quote-pdfs': {
    async up(db) {
      // Each quote's PDF as it was made (quotes/pdf/kept-pdfs.ts): made once per version
      // and render key, then read. 'bytea' is PostgreSQL's bytes; SQLite keeps the bytes as
      // a BLOB whatever the column's declared type (affinity never converts a BLOB).
      await db.schema
        .createTable('quote_pdfs')
        .addColumn('quote_id', 'text', (column) =>
          column.notNull().references('quotes.id').onDelete('cascade'),
        )
        .addColumn('version', 'integer', (column) => column.notNull())
        .addColumn('render_key', 'text', (column) => column.notNull())
        .addColumn('pdf', 'bytea', (column) => column.notNull())
        .addColumn('bytes', 'integer', (column) => column.notNull())
        .addColumn('made_at', 'text', (column) => column.notNull())
        .addPrimaryKeyConstraint('quote_pdfs_key', ['quote_id', 'version', 'render_key'])
        .execute();
    },
  },
  '008-real-valid-until': {
    async up(db) {
      // Before issue 36 the editor took a Valid until the calendar lacks (2027-02-30), and
      // the inbox's filters and 7-day figure compare the stored text in SQL, so such a quote
      // read as expired from the 1st of the next month. Each is rewritten as a real date by
      // one rule: YYYY-MM-DD with a month 01-12 and a day 01-31 is the day the calendar
      // reaches counting on from the 1st of that month, the day every page, e-mail and PDF
      // printed (2027-02-30 is 2027-03-02), so no customer's date moves. Any other text
      // (which the old form refused too) in a sent quote or version becomes the day it was
      // sent in Glasgow, so it reads as expired and never as open without end; in an open
      // draft it is cleared, and the editor asks for the date again. Only dates change, and
      // nothing is logged.
      const sentDay = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/London',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      /** The real date `text` names by the rule above; undefined for other text. */
      const realDay = (text: string) => {
        const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? [];
        if (!year || !month || !day) return undefined;
        if (+month < 1 || +month > 12 || +day < 1 || +day > 31) return undefined;
        return new Date(Date.UTC(+year, +month - 1, +day)).toISOString().slice(0, 10);
      };
      /** Whether `text` is already a real date: one the rule leaves as it is. */
      const isReal = (text: string) => realDay(text) === text;
      /** The rule for a sent quote or version: its own real day, else the day it was sent. */
      const sentValidUntil = (text: string, sentAt: string | null) => {
        const sent = new Date(sentAt ?? '');
        return realDay(text) ?? sentDay.format(Number.isNaN(sent.getTime()) ? new Date() : sent);
      };

      const versions = await db
        .selectFrom('quote_versions')
        .select(['id', 'valid_until', 'sent_at'])
        .execute();
      for (const version of versions) {
        if (isReal(version.valid_until)) continue;
        await db
          .updateTable('quote_versions')
          .set({ valid_until: sentValidUntil(version.valid_until, version.sent_at) })
          .where('id', '=', version.id)
          .execute();
      }
      const quotes = await db
        .selectFrom('quotes')
        .select(['id', 'valid_until', 'draft_valid_until', 'sent_at'])
        .where((eb) =>
          eb.or([eb('valid_until', 'is not', null), eb('draft_valid_until', 'is not', null)]),
        )
        .execute();
      for (const quote of quotes) {
        const validUntil = quote.valid_until;
        const draft = quote.draft_valid_until;
        const changes = {
          ...(validUntil !== null && !isReal(validUntil)
            ? { valid_until: sentValidUntil(validUntil, quote.sent_at) }
            : {}),
          ...(draft && !isReal(draft) ? { draft_valid_until: realDay(draft) ?? null } : {}),
        };
        if (Object.keys(changes).length === 0) continue;
        await db.updateTable('quotes').set(changes).where('id', '=', quote.id).execute();
      }
    },
  },
});

/** The quote-link key's row in `server_keys`. */
export const LINK_KEY_NAME = 'quote-link';

export const MIGRATIONS = Object.keys(migrations({ linkKey: () => '' }));

/** Brings the store up to date, or, with `upTo`, to that migration (a test's older store). */
export async function migrate(
  db: Kysely<Database>,
  context: MigrationContext,
  log?: { info(object: object, message: string): void },
  upTo?: string,
) {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations(context) },
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
  const applied = (results ?? []).map(({ migrationName }) => migrationName);
  log?.info(
    { event: 'migrations', applied, current: MIGRATIONS.at(-1) },
    applied.length > 0 ? `Migrations applied: ${applied.join(', ')}` : 'Migrations: up to date',
  );
}
