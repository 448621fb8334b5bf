import type { QuoteStep } from '../sales/quote';

/** Where an enquiry stands in the sales team's work. */
export type EnquiryStatus = 'new' | 'in-progress' | 'quoted' | 'won' | 'lost';

const ALL: readonly EnquiryStatus[] = ['new', 'in-progress', 'quoted', 'won', 'lost'];

/**
 * The one rule that makes the enquiry's status follow its quote, by step: to the status it
 * moves to, from the statuses it moves. A draft prepared or saved starts the work on a New
 * enquiry (not a Quoted one being revised); sending makes it Quoted; withdrawing puts a
 * Quoted one back In progress; the customer's acceptance makes it Won and a decline Lost;
 * asking for a new quote (on an expired, declined or withdrawn one) puts it back In
 * progress, unless staff already called it Won. Staff can still set any status by hand.
 */
const FOLLOWS: Record<QuoteStep, { to: EnquiryStatus; from: readonly EnquiryStatus[] }> = {
  prepared: { to: 'in-progress', from: ['new'] },
  sent: { to: 'quoted', from: ALL },
  withdrawn: { to: 'in-progress', from: ['new', 'quoted'] },
  accepted: { to: 'won', from: ALL },
  declined: { to: 'lost', from: ALL },
  'new-quote-asked': { to: 'in-progress', from: ['new', 'quoted', 'lost'] },
};

/** The enquiry's status after `step`, or undefined when it stays as it is. */
export function statusAfter(step: QuoteStep, current: EnquiryStatus): EnquiryStatus | undefined {
  const { to, from } = FOLLOWS[step];
  return to !== current && from.includes(current) ? to : undefined;
}
