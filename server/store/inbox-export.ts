import { sql, type SqlBool } from 'kysely';
import type { Store } from './connect';
import { filtered, quoteNumbers, type ListQuery } from './inbox';

/**
 * Every enquiry that matches, newest first, for the CSV export: with its quote's state and
 * acceptance, and the totals of the version that counts, the accepted one or else the
 * latest sent (one row of quote_versions, by its unique quote and version), and its
 * order's stage, acceptance and expected date.
 */
export async function allMatching(store: Store, query: ListQuery, today: string) {
  const rows = await filtered(store, query, today)
    .leftJoin('quote_versions', (join) =>
      join
        .onRef('quote_versions.quote_id', '=', 'quotes.id')
        .on(
          sql<SqlBool>`${sql.ref('quote_versions.version')} = coalesce(${sql.ref('quotes.accepted_version')}, ${sql.ref('quotes.latest_version')})`,
        ),
    )
    .selectAll('enquiries')
    .select([
      'quotes.state as quote_state',
      'quotes.latest_version as quote_version',
      'quotes.valid_until as quote_valid_until',
      'quotes.accepted_po',
      'quote_versions.version as priced_version',
      'quote_versions.total_ex_pence as priced_ex_pence',
      'quote_versions.vat_pence as priced_vat_pence',
      'quote_versions.total_inc_pence as priced_inc_pence',
      'orders.stage as order_stage',
      'orders.created_at as order_accepted_at',
      'orders.expected_date as order_expected_date',
    ])
    .orderBy('enquiries.created_at', 'desc')
    .orderBy('enquiries.id', 'desc')
    .execute();
  return rows.map(quoteNumbers);
}
