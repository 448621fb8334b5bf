import { vatBreakdown } from '../../../app/catalogue/money';
import { answers, formatDate, kindLabel, storedLines } from '../../enquiries/present';
import { renderDocument } from '../../html/document';
import { QuoteTable } from '../../../app/components/quote/quote-table';
import { Answers } from '../../html/answers';
import { STATUSES } from '../../store/inbox';
import type { EnquiryRow, EventRow, OutboxRow } from '../../store/schema';
import { eventText, mailState, STATUS_LABELS } from './labels';
import { Csrf, SpamBadge, StaffDocument, type Staff } from './layout';

/** One enquiry: what was sent, its e-mail, its status, notes and history, and erasure. */
export function enquiryPage({
  staff,
  enquiry,
  events,
  mail,
  flash,
  problem,
}: {
  staff: Staff;
  enquiry: EnquiryRow;
  events: EventRow[];
  mail: OutboxRow | undefined;
  flash?: string | undefined;
  problem?: string | undefined;
}) {
  const lines = storedLines(enquiry);
  const totals =
    enquiry.total_pence === null ? undefined : vatBreakdown(Number(enquiry.total_pence));
  const base = `/staff/enquiries/${enquiry.id}`;
  return renderDocument(
    <StaffDocument title={enquiry.reference} staff={staff}>
      <p>
        <a href="/staff">Back to the inbox</a>
      </p>
      <h1>
        {kindLabel(enquiry)} {enquiry.reference}
      </h1>
      <p className="lead">
        Received {formatDate(enquiry.created_at)}
        <SpamBadge spam={enquiry.spam} />
      </p>
      {flash ? (
        <p className="success" role="status">
          {flash}
        </p>
      ) : null}
      {problem ? (
        <p className="notice" role="alert">
          {problem}
        </p>
      ) : null}
      <h2>What was sent</h2>
      {enquiry.erased_at ? (
        <p className="notice">
          Erased {formatDate(enquiry.erased_at)}: what this enquiry said is no longer kept.
        </p>
      ) : (
        <>
          <Answers rows={answers(enquiry)} />
          {lines.length > 0 ? (
            <>
              <h2 id="lines-heading">Quote lines (priced by the website)</h2>
              <QuoteTable labelledBy="lines-heading" lines={lines} totals={totals} />
            </>
          ) : null}
        </>
      )}
      <h2>Email to the sales team</h2>
      <p>{mailState(mail)}</p>
      <h2>Status</h2>
      <form method="post" action={`${base}/status`} className="filters">
        <Csrf staff={staff} />
        <div className="field">
          <label htmlFor="status">Status</label>
          <select id="status" name="status" defaultValue={enquiry.status}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="row-actions">
          <button className="button" type="submit">
            Change status
          </button>
        </div>
      </form>
      {enquiry.erased_at ? null : (
        <>
          <h2>Add an internal note</h2>
          <form method="post" action={`${base}/notes`}>
            <Csrf staff={staff} />
            <div className="field">
              <label htmlFor="note">Note</label>
              <p className="hint" id="note-hint">
                Seen by staff only, never by the customer.
              </p>
              <textarea
                id="note"
                name="note"
                rows={3}
                aria-describedby="note-hint"
                maxLength={2000}
              />
            </div>
            <div className="actions">
              <button className="button" type="submit">
                Add note
              </button>
            </div>
          </form>
        </>
      )}
      <h2>History</h2>
      {events.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ol className="history">
          {events.map((event) => (
            <li key={event.id}>
              <strong>{formatDate(event.at)}</strong>, {event.staff_email}:{' '}
              <span className="pre">{eventText(event)}</span>
            </li>
          ))}
        </ol>
      )}
      {enquiry.erased_at ? null : (
        <>
          <h2>Privacy</h2>
          <p>
            <a className="button danger" href={`${base}/erase`}>
              Erase this enquiry…
            </a>
          </p>
        </>
      )}
    </StaffDocument>,
  );
}
