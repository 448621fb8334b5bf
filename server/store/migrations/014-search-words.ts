import type { Migration } from 'kysely';
import { searchWords } from '../inbox-search';

/**
 * The inbox's search in any case for every letter (decision 043): SQLite's lower() and LIKE
 * fold A-Z alone, so "émilie" could not find "Émilie". `search_words` keeps each enquiry's
 * name, e-mail and company ('contact') and the PO number given at acceptance ('po'),
 * folded, written with the words themselves and deleted by an erasure; here they are
 * written for the enquiries and accepted quotes already stored.
 */
export const searchWordsTable: Migration = {
  async up(db) {
    // SQLite's migrations run outside a transaction: a start stopped half-way through this
    // one runs it again from the beginning, over the table it made.
    await db.schema
      .createTable('search_words')
      .ifNotExists()
      .addColumn('enquiry_id', 'text', (column) =>
        column.notNull().references('enquiries.id').onDelete('cascade'),
      )
      .addColumn('field', 'text', (column) => column.notNull())
      .addColumn('words', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('search_words_key', ['enquiry_id', 'field'])
      .execute();
    await db.deleteFrom('search_words').execute();
    const enquiries = await db
      .selectFrom('enquiries')
      .select(['id', 'name', 'email', 'company'])
      .where('erased_at', 'is', null)
      .execute();
    const quotes = await db
      .selectFrom('quotes')
      .select(['enquiry_id', 'accepted_po'])
      .where('accepted_po', 'is not', null)
      .where('accepted_po', '!=', '')
      .execute();
    const rows = [
      ...enquiries.map(({ id, name, email, company }) =>
        searchWords(id, 'contact', [name, email, company]),
      ),
      ...quotes.map(({ enquiry_id, accepted_po }) =>
        searchWords(enquiry_id, 'po', [String(accepted_po)]),
      ),
    ];
    // 500 rows of 3 values a statement, far under either store's limit (in-batches.ts).
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto('search_words')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  },
};
