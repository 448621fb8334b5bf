import type { Migration } from 'kysely';

export const quotes: Migration = {
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
    await db.schema.createIndex('quotes_accepted_at').on('quotes').column('accepted_at').execute();
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
};
