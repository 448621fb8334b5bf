import { STATUSES } from '../../store/inbox';
import type { EnquiryRow } from '../../store/schema';
import { STATUS_LABELS } from './labels';
import { Csrf, type Staff } from './layout';
import { urls } from '../../urls';

/** An address for a mailto: link; the characters that would start its query are escaped. */
function mailto(email: string, subject: string) {
  const address = email.replace(/[?&#%\s]/g, (character) => encodeURIComponent(character));
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** A number as typed ("0141 496 0000") for a tel: link: digits and a leading plus only. */
function telephone(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('+')
    ? `+${digits.slice(1).replace(/\+/g, '')}`
    : digits.replace(/\+/g, '');
}

/** Answer the customer in one press: from the staff member's own mail program, or a call. */
export function ContactPanel({ enquiry }: { enquiry: EnquiryRow }) {
  if (enquiry.erased_at) return null;
  return (
    <section className="panel" aria-labelledby="contact-heading">
      <h2 id="contact-heading">Contact {enquiry.name}</h2>
      <p className="flush">
        {enquiry.company ? `${enquiry.company}. ` : ''}
        {enquiry.email}
        {enquiry.phone ? `, ${enquiry.phone}` : ''}
      </p>
      <div className="actions compact">
        <a className="button secondary" href={mailto(enquiry.email, `Re: ${enquiry.reference}`)}>
          Reply by email
        </a>
        {telephone(enquiry.phone) ? (
          <a className="button secondary" href={`tel:${telephone(enquiry.phone)}`}>
            Call {enquiry.phone}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** The status and an internal note: the two things staff do to every enquiry. */
export function WorkPanel({
  staff,
  enquiry,
  noteProblem,
}: {
  staff: Staff;
  enquiry: EnquiryRow;
  noteProblem?: string | undefined;
}) {
  return (
    <section className="panel" aria-labelledby="work-heading">
      <h2 id="work-heading" className="sr-only">
        Status and notes
      </h2>
      <form
        method="post"
        action={urls.staff.enquiryStatus.href(enquiry.id)}
        className="filters flush"
      >
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
        <form method="post" action={urls.staff.enquiryNotes.href(enquiry.id)}>
          <Csrf staff={staff} />
          <div className="field">
            <label htmlFor="note">Internal note</label>
            <p className="hint" id="note-hint">
              Seen by staff only, never by the customer.
            </p>
            {noteProblem ? (
              <p className="error" id="note-error">
                {noteProblem}
              </p>
            ) : null}
            <textarea
              id="note"
              name="note"
              rows={2}
              aria-describedby={noteProblem ? 'note-hint note-error' : 'note-hint'}
              aria-invalid={noteProblem ? true : undefined}
              maxLength={2000}
            />
          </div>
          <div className="actions compact">
            <button className="button secondary" type="submit">
              Add note
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
