import { formatDate, formatDay } from '../../sales/calendar';
import type { CustomerView } from '../customer-view';

/**
 * A line above the lines of a quote that can no longer be accepted as it stands, so a
 * printed or saved copy never passes for an open offer; none for an open quote.
 */
export function statusLine(view: CustomerView): string | undefined {
  switch (view.status) {
    case 'accepted':
      return view.acceptance
        ? `Accepted by ${view.acceptance.name} on ${formatDate(view.acceptance.at)}: order ${view.acceptance.orderReference}${view.acceptance.po ? `, purchase order ${view.acceptance.po}` : ''}.`
        : 'Accepted.';
    case 'expired':
      return `This quote expired on ${formatDay(view.validUntil)}.`;
    case 'withdrawn':
      return 'This quote was withdrawn and can no longer be accepted.';
    case 'declined':
      return 'This quote was declined.';
    case 'open':
    case 'changes-requested':
      return undefined;
  }
}
