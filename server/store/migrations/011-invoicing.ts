import type { Migration } from 'kysely';

/**
 * What issue 38's invoicing needs beside its tables (migration 010):
 * - the deposit a quote asks (a whole percentage, 0 for none) on its draft and on each
 *   version sent, and on the order an acceptance makes from it; lines marked as
 *   construction work travel inside the lines' JSON, as every line field does;
 * - the customer's declaration at acceptance (JSON of sales/invoice.ts's Declaration), kept
 *   with the order as the written notice HMRC expects; null when no line is construction;
 * - the invoice or credit note an email sends (invoice, credit note and reminder emails);
 * - choices staff make once and the inbox keeps (the bank statement's columns), by name.
 */
export const invoicing: Migration = {
  async up(db) {
    await db.schema.alterTable('quotes').addColumn('draft_deposit_percent', 'integer').execute();
    await db.schema
      .alterTable('quote_versions')
      .addColumn('deposit_percent', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('orders')
      .addColumn('deposit_percent', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('orders').addColumn('declaration', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('invoice_id', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('credit_note_id', 'text').execute();
    await db.schema
      .createTable('kept_choices')
      .addColumn('name', 'text', (column) => column.primaryKey())
      .addColumn('value', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .addColumn('updated_by', 'text', (column) => column.notNull())
      .execute();
  },
};
