import { addDays, londonDate, startOfLondonMonth } from '../sales/calendar';
import { OPEN_STAGES } from '../sales/order';
import type { QuoteState } from '../sales/quote';
import { OPEN_STATES } from '../sales/quote-transitions';
import type { Store } from './connect';

/**
 * The sales pipeline at a glance, for the inbox's first screen: what went out and what
 * came back this month (in Glasgow), which open quotes run out within the week, and the
 * orders in hand: how many, their worth and how many are late. Each figure is one query on
 * an index (quote_versions.sent_at, quotes.accepted_at, quotes(state, valid_until),
 * orders(stage, expected_date)), so it stays quick with thousands of quotes.
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
  /** Orders the work goes on in (Accepted, In production, Ready), whenever accepted. */
  ordersInProgress: number;
  /** Pence ex VAT: those orders' frozen totals. */
  ordersValue: number;
  /** Of those, the ones whose expected date is before today in Glasgow. */
  lateOrders: number;
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
  const [sent, accepted, expiringCount, expiring, orders, late] = await Promise.all([
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
    store.db
      .selectFrom('orders')
      .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum('total_ex_pence').as('value')])
      .where('stage', 'in', OPEN_STAGES)
      .executeTakeFirst(),
    // Late as sales/order-lifecycle.ts's isLate says, on the orders(stage, expected_date) index.
    store.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('stage', 'in', OPEN_STAGES)
      .where('expected_date', '<', today)
      .executeTakeFirst(),
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
    ordersInProgress: Number(orders?.count ?? 0),
    ordersValue: Number(orders?.value ?? 0),
    lateOrders: Number(late?.count ?? 0),
  };
}
