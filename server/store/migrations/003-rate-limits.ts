import type { Migration } from 'kysely';

export const rateLimits: Migration = {
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
};
