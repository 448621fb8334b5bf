import { formatDate, isPast } from '../../sales/calendar';
import { OPEN_STAGES } from '../../sales/order';
import { ORDER_STAGE_LABELS } from '../../sales/order-display';
import { displayState } from '../../sales/quote-display';
import type { EnquiryRow, OrderRow, QuoteRow } from '../../store/schema';
import { KIND_LABELS, quoteStateText, STATUS_LABELS } from './labels';
import { SpamBadge } from './layout';
import { urls } from '../../urls';

export type InboxRow = Pick<
  EnquiryRow,
  | 'id'
  | 'reference'
  | 'kind'
  | 'status'
  | 'spam'
  | 'name'
  | 'email'
  | 'company'
  | 'created_at'
  | 'erased_at'
> & {
  quote_state: QuoteRow['state'] | null;
  quote_version: number | null;
  quote_valid_until: string | null;
  order_stage: OrderRow['stage'] | null;
  order_expected_date: string | null;
};

/** The row's order is late as sales/order-lifecycle.ts's isLate says: open, its date passed. */
function isLateRow(row: InboxRow, today: string) {
  return (
    row.order_stage !== null &&
    OPEN_STAGES.includes(row.order_stage) &&
    isPast(row.order_expected_date, today)
  );
}

/**
 * One page of enquiries: those whose customer waits on the team first, then newest first;
 * on a phone each row is a block of labelled values.
 */
export function InboxTable({ rows, today }: { rows: InboxRow[]; today: string }) {
  return (
    <table className="stack">
      <caption className="sr-only">Enquiries: those waiting on us first, then newest first</caption>
      <thead>
        <tr>
          <th scope="col">Reference</th>
          <th scope="col">Type</th>
          <th scope="col">Name</th>
          <th scope="col">Company</th>
          <th scope="col">Received</th>
          <th scope="col">Status</th>
          <th scope="col">Quote</th>
          <th scope="col">Order</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <InboxLine key={row.id} row={row} today={today} />
        ))}
      </tbody>
    </table>
  );
}

/** One enquiry in the list: its reference and its customer's name both open it. */
function InboxLine({ row, today }: { row: InboxRow; today: string }) {
  const href = urls.staff.enquiry.href(row.id);
  const quote = row.quote_state
    ? displayState({ state: row.quote_state, valid_until: row.quote_valid_until }, today)
    : undefined;
  const waiting = row.quote_state === 'changes-requested';
  return (
    <tr className={waiting ? 'waiting' : undefined}>
      <td>
        <a href={href}>{row.reference}</a>
        <SpamBadge spam={row.spam} />
        {waiting ? (
          <>
            {' '}
            <span className="badge waiting">Waiting on us</span>
          </>
        ) : null}
      </td>
      <td data-label="Type">{KIND_LABELS[row.kind] ?? row.kind}</td>
      <td data-label="Name">
        {row.erased_at ? (
          <em>Erased</em>
        ) : (
          <a href={href} tabIndex={-1}>
            {row.name}
          </a>
        )}
      </td>
      <td data-label="Company">{row.company}</td>
      <td data-label="Received">{formatDate(row.created_at)}</td>
      <td data-label="Status">
        <span className={row.status === 'new' ? 'badge new' : 'badge'}>
          {STATUS_LABELS[row.status] ?? row.status}
        </span>
      </td>
      <td data-label="Quote">{quoteStateText(quote, row.quote_version)}</td>
      <td data-label="Order">
        {row.order_stage ? ORDER_STAGE_LABELS[row.order_stage] : '—'}
        {isLateRow(row, today) ? (
          <>
            {' '}
            <span className="badge late">Late</span>
          </>
        ) : null}
      </td>
    </tr>
  );
}
