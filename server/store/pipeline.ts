import { addDays, londonDate, startOfLondonMonth } from '../sales/calendar';
import type { QuoteState } from '../sales/quote';
import { OPEN_STATES } from '../sales/quote-transitions';
import type { Store } from './connect';

/**
 * The sales pipeline at a glance, for the inbox's first screen: what went out and what
 * came back this month (in Glasgow), and which open quotes run out within the week. Each
 * figure is one query on an index (quote_versions.sent_at, quotes.accepted_at,
 * quotes(state, valid_until)), so it stays quick with thousands of quotes.
 */
export const EXPIRING_WITHIN_DAYS = 7;
/** The most expiring quotes listed; the count says how many there are in all. */
export const EXPIRING_LISTED = 20;

export interface ExpiringQuote {
  enquiryId: string;
  reference: string;
  name: string;
  company: string;
  state: QuoteState;
  version: number;
  validUntil: string;
}

export interface Pipeline {
  /** YYYY-MM-DD, the first day of this month. */
  month: string;
  today: string;
  /** Distinct quotes with a version sent this month. */
  sent: number;
  accepted: number;
  /** Pence ex VAT: the accepted versions' totals. */
  acceptedValue: number;
  expiringCount: number;
  expiring: ExpiringQuote[];
}

/** `now` is the services' clock, so a test can set the month. */
export async function pipelineSummary(store: Store, now: Date): Promise<Pipeline> {
  const since = startOfLondonMonth(now);
  const today = londonDate(now);
  const until = addDays(today, EXPIRING_WITHIN_DAYS);
  // Open quotes with a Valid until in the week ahead; an erased enquiry's link has ended.
  const expiringQuery = store.db
    .selectFrom('quotes')
    .innerJoin('enquiries', 'enquiries.id', 'quotes.enquiry_id')
    .where('quotes.state', 'in', OPEN_STATES)
    .where('quotes.valid_until', '>=', today)
    .where('quotes.valid_until', '<=', until)
    .where('enquiries.erased_at', 'is', null);
  const [sent, accepted, expiringCount, expiring] = await Promise.all([
    store.db
      .selectFrom('quote_versions')
      .select((eb) => eb.fn.count('quote_id').distinct().as('count'))
      .where('sent_at', '>=', since)
      .executeTakeFirst(),
    store.db
      .selectFrom('quotes')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('total_ex_pence').as('value')])
      .where('accepted_at', '>=', since)
      .where('state', '=', 'accepted')
      .executeTakeFirst(),
    expiringQuery.select((eb) => eb.fn.countAll().as('count')).executeTakeFirst(),
    expiringQuery
      .select([
        'enquiries.id as enquiryId',
        'enquiries.reference',
        'enquiries.name',
        'enquiries.company',
        'quotes.state',
        'quotes.latest_version as version',
        'quotes.valid_until as validUntil',
      ])
      .orderBy('quotes.valid_until')
      .orderBy('enquiries.reference')
      .limit(EXPIRING_LISTED)
      .execute(),
  ]);
  return {
    month: `${today.slice(0, 8)}01`,
    today,
    sent: Number(sent?.count ?? 0),
    accepted: Number(accepted?.count ?? 0),
    acceptedValue: Number(accepted?.value ?? 0),
    expiringCount: Number(expiringCount?.count ?? 0),
    expiring: expiring.map((row) => ({
      ...row,
      version: Number(row.version),
      validUntil: row.validUntil ?? today,
    })),
  };
}
