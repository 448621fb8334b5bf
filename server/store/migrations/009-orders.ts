import type { Migration } from 'kysely';

export const orders: Migration = {
  async up(db) {
    // The order an acceptance makes (sales/order.ts): the accepted version's lines and
    // figures frozen, the customer's billing and site addresses, and its stage; each step
    // on its timeline is a row of order_steps. expected_date is the last step's, kept on
    // the order so the inbox finds late orders by an index.
    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('enquiry_id', 'text', (column) =>
        column.notNull().unique().references('enquiries.id').onDelete('cascade'),
      )
      .addColumn('quote_version', 'integer', (column) => column.notNull())
      .addColumn('stage', 'text', (column) => column.notNull())
      .addColumn('lines', 'text', (column) => column.notNull())
      .addColumn('total_ex_pence', 'integer', (column) => column.notNull())
      .addColumn('vat_pence', 'integer', (column) => column.notNull())
      .addColumn('total_inc_pence', 'integer', (column) => column.notNull())
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('po', 'text', (column) => column.notNull())
      .addColumn('billing_company', 'text', (column) => column.notNull())
      .addColumn('billing_address', 'text', (column) => column.notNull())
      .addColumn('billing_postcode', 'text', (column) => column.notNull())
      .addColumn('site_company', 'text')
      .addColumn('site_address', 'text')
      .addColumn('site_postcode', 'text')
      .addColumn('expected_date', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createIndex('orders_stage_expected')
      .on('orders')
      .columns(['stage', 'expected_date'])
      .execute();
    await db.schema.createIndex('orders_created_at').on('orders').column('created_at').execute();
    await db.schema
      .createTable('order_steps')
      .addColumn('id', 'text', (column) => column.primaryKey())
      .addColumn('order_id', 'text', (column) =>
        column.notNull().references('orders.id').onDelete('cascade'),
      )
      .addColumn('seq', 'integer', (column) => column.notNull())
      .addColumn('stage', 'text', (column) => column.notNull())
      .addColumn('is_update', 'integer', (column) => column.notNull())
      .addColumn('at', 'text', (column) => column.notNull())
      .addColumn('by_email', 'text', (column) => column.notNull())
      .addColumn('message', 'text', (column) => column.notNull())
      .addColumn('expected_date', 'text')
      .addColumn('ready_way', 'text')
      // Two instances taking the same step at once: the second insert fails, so the
      // step (and its e-mail) is taken once even if both conditional writes passed.
      .addUniqueConstraint('order_steps_order_seq', ['order_id', 'seq'])
      .execute();
    // Which of an order's steps an e-mail tells the customer of.
    await db.schema.alterTable('outbox').addColumn('order_step', 'integer').execute();
  },
};
