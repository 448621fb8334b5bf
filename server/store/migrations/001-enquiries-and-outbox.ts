import type { Migration } from 'kysely';

export const enquiriesAndOutbox: Migration = {
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
};
