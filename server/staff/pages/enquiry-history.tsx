import { formatDate } from '../../sales/calendar';
import { CUSTOMER } from '../../sales/quote';
import type { OrderStep } from '../../sales/order';
import type { EventRow, OutboxRow, QuoteRow } from '../../store/schema';
import { eventText, mailState, mailSubject } from './labels';

/**
 * Every step, oldest first, with when and who: a staff member's address, or nothing
 * more for the customer's own steps, which say so ("The customer viewed v1").
 */
export function History({
  events,
  quote,
  steps,
}: {
  events: EventRow[];
  quote: QuoteRow | undefined;
  /** The order's timeline, if there is an order: its steps' ways and dates. */
  steps: readonly OrderStep[] | undefined;
}) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      {events.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol className="history">
          {events.map((event) => {
            const byCustomer = event.staff_email === CUSTOMER;
            const by = byCustomer
              ? event.kind === 'status'
                ? ', the customer'
                : ''
              : `, ${event.staff_email}`;
            return (
              <li key={event.id}>
                <strong>{formatDate(event.at)}</strong>
                {by}: <span className="pre">{eventText(event, quote, steps)}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Each email about the enquiry (the sales team's, the quote's), and where it stands. */
export function Emails({ mails }: { mails: OutboxRow[] }) {
  return (
    <section aria-labelledby="emails-heading">
      <h2 id="emails-heading">Emails</h2>
      {mails.length === 0 ? (
        <p>No email: the enquiry was erased before it was sent.</p>
      ) : (
        <ul className="history">
          {mails.map((mail) => (
            <li key={mail.id}>
              <strong>{mailSubject(mail.kind, mail.quote_version)}</strong>: {mailState(mail)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
