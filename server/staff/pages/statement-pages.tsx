import { formatPrice } from '../../../app/catalogue/money';
import { renderDocument } from '../../html/document';
import type { ColumnMapping } from '../../sales/bank-statement';
import { formatDay } from '../../sales/calendar';
import { invoiceNumbersIn, type StatementMatch, type Unmatched } from '../../sales/statement-match';
import type { OpenInvoiceRow } from '../../store/statements';
import { Csrf, StaffDocument, type Staff } from './layout';
import { urls } from '../../urls';

/**
 * The bank statement import (PRODUCT.md "Invoices and payments", Bank statements): upload
 * the bank's CSV export; choose its columns the first time; see each credit proposed against
 * the open invoice its reference names, and record the ticked ones; the rest are listed for
 * a person. The statement travels in the forms (a hidden field), never stored: only the
 * payments recorded from it are, with each row's fingerprint.
 */
export const FILE_FORM = { method: 'post', encType: 'multipart/form-data' } as const;

/** The statement itself, carried by each form that follows the upload. */
export function Statement({ text }: { text: string }) {
  return <input type="hidden" name="statement" value={text} />;
}

const WHY: Record<Unmatched, (invoice: string | undefined) => string> = {
  'no-invoice': () => 'Names no open invoice',
  'several-invoices': () => 'Names more than one open invoice',
  'above-due': (invoice) => `More than is due on ${invoice ?? 'the invoice it names'}`,
};

function leadOf(proposed: number, all: number) {
  const payments = all === 1 ? '1 payment' : `${all} payments`;
  if (proposed === 0) return `None of the statement’s ${payments} in names an open invoice.`;
  // "1 of ... names", as "None of ... names": the verb agrees with the one proposed.
  const verb = proposed === 1 ? 'names' : 'name';
  return `${proposed} of the statement’s ${payments} in ${verb} an open invoice. Untick any you do not want recorded, then record them.`;
}

export function matchesPage({
  staff,
  text,
  mapping,
  match,
  unreadable,
  invoices,
}: {
  staff: Staff;
  text: string;
  mapping: ColumnMapping;
  match: StatementMatch;
  unreadable: readonly number[];
  invoices: readonly OpenInvoiceRow[];
}) {
  const byNumber = new Map(invoices.map((invoice) => [invoice.number, invoice]));
  const named = (description: string) =>
    invoiceNumbersIn(description).find((number) => byNumber.has(number));
  const { proposals, unmatched, already } = match;
  return renderDocument(
    <StaffDocument title="Bank statement: payments to record" staff={staff}>
      <p>
        <a href={urls.staff.statements.href()}>Upload another statement</a>
      </p>
      <h1>Payments to record</h1>
      <p className="lead">
        {leadOf(proposals.length, proposals.length + unmatched.length + already.length)}
      </p>
      <form {...FILE_FORM} action={urls.staff.statementConfirm.href()}>
        <Csrf staff={staff} />
        <Statement text={text} />
        {proposals.length > 0 ? (
          <table className="stack">
            <caption className="sr-only">Payments that name an open invoice</caption>
            <thead>
              <tr>
                <th scope="col">Record</th>
                <th scope="col">Date</th>
                <th scope="col">From the statement</th>
                <th scope="col">Amount</th>
                <th scope="col">Invoice</th>
                <th scope="col">Customer</th>
                <th scope="col">Due on it</th>
              </tr>
            </thead>
            <tbody>
              {proposals.map(({ credit, invoice }) => (
                <tr key={credit.fingerprint}>
                  <td data-label="Record">
                    <label className="check">
                      <input type="checkbox" name="row" value={credit.fingerprint} defaultChecked />
                      <span className="sr-only">
                        Record {formatPrice(credit.amount)} against {invoice}
                      </span>
                    </label>
                  </td>
                  <td data-label="Date">{formatDay(credit.date)}</td>
                  <td data-label="From the statement">{credit.description}</td>
                  <td data-label="Amount">{formatPrice(credit.amount)}</td>
                  <td data-label="Invoice">{invoice}</td>
                  <td data-label="Customer">{byNumber.get(invoice)?.customer}</td>
                  <td data-label="Due on it">{formatPrice(byNumber.get(invoice)?.due ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {proposals.length > 0 ? (
          <div className="actions">
            <button className="button" type="submit">
              Record the ticked payments
            </button>
          </div>
        ) : null}
      </form>

      <h2 id="to-look-at">For a person to look at</h2>
      {unmatched.length + unreadable.length === 0 ? (
        <p>Nothing: every payment in names an open invoice or was recorded before.</p>
      ) : (
        <>
          <p>
            Find whose payment each is and record it on the invoice’s page, or leave it if it is not
            for an invoice.
          </p>
          {unmatched.length > 0 ? (
            <table className="stack" aria-labelledby="to-look-at">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Date</th>
                  <th scope="col">From the statement</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {unmatched.map(({ credit, why }) => (
                  <tr key={credit.fingerprint}>
                    <td data-label="Line">{credit.line}</td>
                    <td data-label="Date">{formatDay(credit.date)}</td>
                    <td data-label="From the statement">{credit.description}</td>
                    <td data-label="Amount">{formatPrice(credit.amount)}</td>
                    <td data-label="Why">{WHY[why](named(credit.description))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {unreadable.length > 0 ? (
            <p>
              {unreadable.length === 1 ? 'Line' : 'Lines'} {unreadable.join(', ')} of the file could
              not be read: the date or the amount is not one we recognise.
            </p>
          ) : null}
        </>
      )}

      {already.length > 0 ? (
        <>
          <h2>Recorded before</h2>
          <p>
            {already.length === 1
              ? '1 payment on this statement was recorded from an earlier upload, and is not recorded again.'
              : `${already.length} payments on this statement were recorded from an earlier upload, and are not recorded again.`}
          </p>
        </>
      ) : null}

      <h2>Columns</h2>
      <p>
        Read with the date in “{mapping.date}”, the reference in{' '}
        {mapping.description.map((name) => `“${name}”`).join(' and ')}, and{' '}
        {'signed' in mapping.amount
          ? `the amount in “${mapping.amount.signed}”`
          : `money in from “${mapping.amount.paidIn}”`}
        .
      </p>
      <form {...FILE_FORM} action={urls.staff.statementColumns.href()}>
        <Csrf staff={staff} />
        <Statement text={text} />
        <input type="hidden" name="again" value="1" />
        <button className="link-button" type="submit">
          Choose the columns again
        </button>
      </form>
    </StaffDocument>,
  );
}
