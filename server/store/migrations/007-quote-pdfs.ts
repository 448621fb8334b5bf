import type { Migration } from 'kysely';

export const quotePdfs: Migration = {
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
};
