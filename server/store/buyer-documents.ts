import { sql } from 'kysely';
import type { Order } from '../sales/order';
import type { QuoteLine } from '../sales/money';
import type { QuoteState } from '../sales/quote';
import type { Store } from './connect';
import { buyerAddress } from './buyers';
import { getOrder } from './order-rows';
import { parseLines } from './quote-rows';
import { invoiceRecords, type InvoiceRecord } from './sales-documents';

/** At most this many jobs are listed: far beyond any one buyer's, and a bound on the work. */
export const MAX_JOBS = 200;

/**
 * One job of the buyer's: the enquiry's reference, its quote as last sent (state, version,
 * lines, Valid until), its order once accepted, and its invoices. The quote's link is made
 * by the page from `quote` (auth/links.ts), never stored.
 */
export interface BuyerJob {
  reference: string;
  quote: { id: string; link_nonce: string | null; state: QuoteState };
  version: { version: number; lines: QuoteLine[]; validUntil: string; sentAt: string };
  order: Order | undefined;
  invoices: InvoiceRecord[];
}

/**
 * Every job whose quote the team has sent to the address (as typed on the enquiry, in any
 * case), not erased, newest first. Only the address's own: the query is by the session's
 * address and nothing the browser sends.
 */
export async function buyerJobs(store: Store, email: string): Promise<BuyerJob[]> {
  const rows = await store.db
    .selectFrom('enquiries')
    .innerJoin('quotes', 'quotes.enquiry_id', 'enquiries.id')
    .innerJoin('quote_versions', (join) =>
      join
        .onRef('quote_versions.quote_id', '=', 'quotes.id')
        .onRef('quote_versions.version', '=', 'quotes.latest_version'),
    )
    .select([
      'enquiries.id as enquiryId',
      'enquiries.reference',
      'quotes.id as quoteId',
      'quotes.link_nonce',
      'quotes.state',
      'quote_versions.version',
      'quote_versions.lines',
      'quote_versions.valid_until',
      'quote_versions.sent_at',
    ])
    .where(sql<string>`lower(enquiries.email)`, '=', sql<string>`lower(${buyerAddress(email)})`)
    .where('enquiries.erased_at', 'is', null)
    .where('quotes.latest_version', '>', 0)
    .orderBy('quote_versions.sent_at', 'desc')
    .limit(MAX_JOBS)
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      // Only an accepted quote has an order, and only an order has invoices.
      const accepted = row.state === 'accepted';
      const [order, invoices] = await Promise.all([
        accepted ? getOrder(store.db, row.enquiryId, row.reference) : undefined,
        accepted ? invoiceRecords(store.db, row.enquiryId) : [],
      ]);
      return {
        reference: row.reference,
        quote: { id: row.quoteId, link_nonce: row.link_nonce, state: row.state },
        version: {
          version: Number(row.version),
          lines: parseLines(row.lines),
          validUntil: row.valid_until,
          sentAt: row.sent_at,
        },
        order: order?.order,
        invoices,
      };
    }),
  );
}
