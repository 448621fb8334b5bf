import type { Migration } from 'kysely';

/**
 * Invoices, credit notes and payments (sales/invoice.ts, PRODUCT.md "Invoices and
 * payments"), and the one gapless sequence each is numbered from.
 * - An invoice and a credit note are documents issued once and never changed: each row
 *   keeps its whole document as issued (JSON), with the columns the inbox sorts and finds
 *   by beside it. HMRC asks for them to be kept six years, longer than an enquiry (24
 *   months), so they do not go with their enquiry: the link to it is emptied instead.
 * - document_numbers holds the last number of each sequence. A number is taken by an
 *   update of its row in the transaction that issues the document: concurrent issues wait
 *   for each other, and one that fails rolls its number back with it, so none is skipped.
 * - A payment taken from a bank statement keeps the statement row's fingerprint, unique,
 *   so a statement imported twice records nothing twice.
 */
export const invoices: Migration = {
  async up(db) {
    await db.schema
      .createTable('document_numbers')
      .addColumn('series', 'text', (column) => column.primaryKey())
      .addColumn('last', 'integer', (column) => column.notNull())
      .execute();
    await db
      .insertInto('document_numbers')
      .values([
        { series: 'invoice', last: 0 },
        { series: 'credit-note', last: 0 },
      ])
      .execute();

    await db.schema
      .createTable('invoices')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('number', 'integer', (column) => column.notNull().unique())
      .addColumn('enquiry_id', 'text', (column) =>
        column.references('enquiries.id').onDelete('set null'),
      )
      .addColumn('order_reference', 'text', (column) => column.notNull())
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('issued_at', 'text', (column) => column.notNull())
      .addColumn('due_date', 'text', (column) => column.notNull())
      .addColumn('payable_pence', 'integer', (column) => column.notNull())
      .addColumn('document', 'text', (column) => column.notNull())
      // When the one reminder was queued (not part of the document).
      .addColumn('reminded_at', 'text')
      .execute();
    await db.schema.createIndex('invoices_enquiry').on('invoices').column('enquiry_id').execute();
    await db.schema.createIndex('invoices_due_date').on('invoices').column('due_date').execute();

    await db.schema
      .createTable('credit_notes')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('number', 'integer', (column) => column.notNull().unique())
      .addColumn('invoice_id', 'text', (column) => column.notNull().references('invoices.id'))
      .addColumn('issued_at', 'text', (column) => column.notNull())
      .addColumn('credited_pence', 'integer', (column) => column.notNull())
      .addColumn('document', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('credit_notes_invoice')
      .on('credit_notes')
      .column('invoice_id')
      .execute();

    await db.schema
      .createTable('payments')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('invoice_id', 'text', (column) => column.notNull().references('invoices.id'))
      .addColumn('amount_pence', 'integer', (column) => column.notNull())
      .addColumn('received_on', 'text', (column) => column.notNull())
      .addColumn('method', 'text', (column) => column.notNull())
      .addColumn('recorded_at', 'text', (column) => column.notNull())
      .addColumn('recorded_by', 'text', (column) => column.notNull())
      .addColumn('statement_row', 'text', (column) => column.unique())
      .execute();
    await db.schema.createIndex('payments_invoice').on('payments').column('invoice_id').execute();
  },
};
