import type { Migration } from 'kysely';

export const staffInbox: Migration = {
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
};
