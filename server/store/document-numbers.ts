import { sql, type Transaction } from 'kysely';
import type { Database } from './schema';
import type { DocumentNumberRow } from './schema-invoices';

/**
 * The next number of one of the business's two gapless sequences (invoices, credit notes),
 * taken in the transaction that issues the document (PRODUCT.md "References"). The update
 * holds the sequence's row until that transaction ends, so two instances issuing at once
 * take turns; a transaction that fails rolls its number back, so none is ever skipped.
 * Take it only once the document is decided: a refused issue must not use one up.
 */
export async function takeNumber(
  trx: Transaction<Database>,
  series: DocumentNumberRow['series'],
): Promise<number> {
  const row = await trx
    .updateTable('document_numbers')
    .set({ last: sql<number>`last + 1` })
    .where('series', '=', series)
    .returning('last')
    .executeTakeFirstOrThrow();
  return Number(row.last);
}
