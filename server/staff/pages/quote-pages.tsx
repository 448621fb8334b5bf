import { quoteReference } from '../../../app/catalogue/references';
import { renderDocument } from '../../html/document';
import type { DraftValues } from '../draft-form';
import type { EnquiryRow } from '../../store/schema';
import { Csrf, StaffDocument, type Staff } from './layout';
import { urls } from '../../urls';

type Enquiry = Pick<EnquiryRow, 'id' | 'reference'>;

/** The step before withdrawing a sent quote: what it does, and a way back. */
export function withdrawPage({
  staff,
  enquiry,
  version,
}: {
  staff: Staff;
  enquiry: Enquiry;
  version: number;
}) {
  const name = quoteReference(enquiry.reference, version);
  return renderDocument(
    <StaffDocument title={`Withdraw ${name}`} staff={staff}>
      <h1>Withdraw quote {name}?</h1>
      <p className="lead">
        The customer’s link will say that the quote was withdrawn, and it can no longer be accepted.
        You can revise it and send a new version later.
      </p>
      <form
        method="post"
        action={urls.staff.quoteWithdraw.href(enquiry.id)}
        className="row-actions"
      >
        <Csrf staff={staff} />
        <button className="button" type="submit">
          Withdraw quote
        </button>
        <a href={urls.staff.enquiry.href(enquiry.id)}>Keep it</a>
      </form>
    </StaffDocument>,
  );
}

/**
 * A save that came after the draft was sent (by someone else, or in another tab): nothing
 * was saved; what was typed is shown to carry into a revision.
 */
export function draftClosedPage({
  staff,
  enquiry,
  version,
  values,
}: {
  staff: Staff;
  enquiry: Enquiry;
  version: number;
  values: DraftValues;
}) {
  return renderDocument(
    <StaffDocument title={`Quote for ${enquiry.reference}`} staff={staff}>
      <h1>Quote for {enquiry.reference}: not saved</h1>
      <p className="notice" role="alert">
        Someone else sent this quote as v{version} while you were editing it, so there is no draft
        to save into: nothing of yours was saved. To change it, revise the quote; what you typed is
        below to apply again.
      </p>
      <h2 id="typed-heading">What you typed</h2>
      <table className="stack" aria-labelledby="typed-heading">
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit price ex VAT (£)</th>
            <th scope="col">Lead time</th>
          </tr>
        </thead>
        <tbody>
          {values.lines.map((line, index) => (
            <tr key={index}>
              <td>{line.description}</td>
              <td data-label="Quantity">{line.quantity}</td>
              <td data-label="Unit price ex VAT (£)">{line.price}</td>
              <td data-label="Lead time">{line.leadTime}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="facts">
        <dt>Valid until</dt>
        <dd>{values.validUntil || '—'}</dd>
        <dt>Note to the customer</dt>
        <dd className="pre">{values.note || '—'}</dd>
      </dl>
      <form method="post" action={urls.staff.quoteOpen.href(enquiry.id)} className="row-actions">
        <Csrf staff={staff} />
        <button className="button" type="submit">
          Revise quote
        </button>
        <a href={urls.staff.enquiry.href(enquiry.id)}>Back to {enquiry.reference}</a>
      </form>
    </StaffDocument>,
  );
}
