import type { Migration } from 'kysely';
import { LINK_KEY_NAME } from '../keys';
import type { MigrationContext } from '../migrations';

export const serverKeys = (context: MigrationContext): Migration => ({
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
});
