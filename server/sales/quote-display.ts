import { isPast } from './calendar';
import type { QuoteState } from './quote';
import { OPEN_STATES } from './quote-transitions';

/**
 * A quote's state as the inbox shows, filters and exports it. "Expired" is not stored: an
 * open version whose Valid until has passed in Glasgow reads as expired, at once, on every
 * instance, without a job to mark it. A changes request keeps its name whatever the date:
 * the team owes the customer an answer to it.
 */
export type QuoteDisplayState = QuoteState | 'expired';

export const QUOTE_STATES = [
  'draft',
  'sent',
  'viewed',
  'changes-requested',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const satisfies readonly QuoteDisplayState[];

export const QUOTE_STATE_LABELS: Record<QuoteDisplayState, string> = {
  draft: 'Draft',
  sent: 'Sent',
  viewed: 'Viewed',
  'changes-requested': 'Changes requested',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

/** The stored states the inbox shows as Expired once their Valid until has passed. */
export const SHOWN_EXPIRED_STATES: readonly QuoteState[] = OPEN_STATES.filter(
  (state) => state !== 'changes-requested',
);

/** `today` is londonDate's: YYYY-MM-DD in Glasgow. */
export function displayState(
  quote: { state: QuoteState; valid_until: string | null },
  today: string,
): QuoteDisplayState {
  return SHOWN_EXPIRED_STATES.includes(quote.state) && isPast(quote.valid_until, today)
    ? 'expired'
    : quote.state;
}
