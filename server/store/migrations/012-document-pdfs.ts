import type { Migration } from 'kysely';

/**
 * The PDF of each invoice and credit note as it was made (quotes/pdf/kept-documents.ts), by
 * its number (INV-00001, CN-00001): made once, the first time it is asked for (its e-mail
 * or a download), then read. The document never changes, so neither does its file; it is
 * kept as long as the document is (six years), through an enquiry's erasure.
 */
export const documentPdfs: Migration = {
  async up(db) {
    await db.schema
      .createTable('document_pdfs')
      .addColumn('number', 'text', (column) => column.primaryKey())
      .addColumn('pdf', 'bytea', (column) => column.notNull())
      .addColumn('bytes', 'integer', (column) => column.notNull())
      .addColumn('made_at', 'text', (column) => column.notNull())
      .execute();
  },
};
