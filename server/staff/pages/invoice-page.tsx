import { formatPrice } from '../../../app/catalogue/money';
import { renderDocument } from '../../html/document';
import { addDays, formatDate, formatDay } from '../../sales/calendar';
import {
  amountDue,
  invoiceStanding,
  PAYMENT_METHOD_LABELS,
  REMINDER_AFTER_DAYS,
  transition,
} from '../../sales/invoice-payments';
import type { InvoiceRecord } from '../../store/invoice-ledgers';
import { urls, type InvoiceDone } from '../../urls';
import {
  CreditForm,
  PaymentForm,
  type CreditFormState,
  type PaymentFormState,
} from './invoice-forms';
import { CallBadge, INVOICE_KIND_LABELS, StandingBadge } from './invoice-table';
import { StaffDocument, type Staff } from './layout';

export interface InvoicePageProps {
  staff: Staff;
  record: InvoiceRecord;
  now: Date;
  today: string;
  done?: InvoiceDone | undefined;
  payment?: PaymentFormState | undefined;
  credit?: CreditFormState | undefined;
}

const DONE_WORDS: Record<InvoiceDone, string> = {
  payment: 'Payment recorded.',
  'credit-note': 'Credit note issued. Its email to the customer is listed with the enquiry.',
  issued: 'Invoice issued. Its email to the customer is listed with the enquiry.',
};

/**
 * One invoice for staff: where it stands and what is due now, its figures as issued, the
 * payments and credit notes against it, and the forms to record a payment or issue a
 * credit note while the sales core's table allows them.
 */
export function invoicePage(props: InvoicePageProps) {
  const { staff, record, now } = props;
  const { invoice, ledger } = record;
  const standing = invoiceStanding(invoice, ledger, now);
  const due = amountDue(invoice, ledger);
  const paid = ledger.payments.reduce((sum, payment) => sum + payment.amount, 0);
  const payable = 'allowed' in transition(invoice, ledger, 'record-payment', now);
  const creditable = 'allowed' in transition(invoice, ledger, 'credit', now);
  const title = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`;
  // Paid, then credited: the customer has paid more than they now owe.
  const refund = Math.max(0, paid + ledger.credited - invoice.totals.payable);
  const settled = standing === 'paid' || standing === 'credited';
  return renderDocument(
    <StaffDocument title={invoice.number} staff={staff}>
      <p className="flush row-actions">
        {record.enquiryId ? (
          <a href={urls.staff.enquiry.href(record.enquiryId)}>
            Back to the enquiry {invoice.orderReference}
          </a>
        ) : null}
        <a href={urls.staff.invoices.href()}>All invoices</a>
      </p>
      <h1>{title}</h1>
      <p className="flush">
        <StandingBadge standing={standing} />
        <CallBadge record={record} now={now} /> {formatPrice(due)} due now.
      </p>
      {props.done ? (
        <p className="success" role="status">
          {DONE_WORDS[props.done]}
        </p>
      ) : null}
      {refund > 0 ? (
        <p className="notice">
          {formatPrice(refund)} paid against it is more than the customer now owes after its credit
          notes: refund it to them by hand.
        </p>
      ) : null}
      <dl className="facts">
        <dt>Customer</dt>
        <dd>
          {[invoice.customer.name, invoice.customer.billing.company].filter(Boolean).join(', ')}
        </dd>
        <dt>Order reference</dt>
        <dd>{invoice.orderReference}</dd>
        <dt>PO number</dt>
        <dd>{invoice.po || 'None given'}</dd>
        <dt>Issued</dt>
        <dd>{formatDay(invoice.issueDate)}</dd>
        <dt>Due</dt>
        <dd>{formatDay(invoice.dueDate)}</dd>
        <dt>Total ex VAT</dt>
        <dd>{formatPrice(invoice.totals.exVat)}</dd>
        <dt>VAT</dt>
        <dd>{formatPrice(invoice.totals.vat)}</dd>
        <dt>Total payable</dt>
        <dd>{formatPrice(invoice.totals.payable)}</dd>
        <dt>Paid</dt>
        <dd>{formatPrice(paid)}</dd>
        <dt>Credited</dt>
        <dd>{formatPrice(ledger.credited)}</dd>
        <dt>Due now</dt>
        <dd>{formatPrice(due)}</dd>
        <dt>Reminder</dt>
        <dd>
          {record.remindedAt
            ? `Sent ${formatDate(record.remindedAt)}`
            : settled
              ? 'None: nothing is due'
              : `Not sent; it goes once, on ${formatDay(addDays(invoice.dueDate, REMINDER_AFTER_DAYS))}, if anything is still due`}
        </dd>
      </dl>
      <Payments record={record} />
      {!payable && props.payment?.refusal ? (
        <p className="notice" role="alert">
          Not recorded. {props.payment.refusal}
        </p>
      ) : null}
      {payable ? (
        <PaymentForm
          staff={staff}
          number={invoice.number}
          today={props.today}
          form={props.payment}
        />
      ) : null}
      <Credits record={record} />
      {!creditable && props.credit?.refusal ? (
        <p className="notice" role="alert">
          No credit note issued. {props.credit.refusal}
        </p>
      ) : null}
      {creditable ? (
        <CreditForm
          staff={staff}
          number={invoice.number}
          lines={invoice.lines}
          form={props.credit}
        />
      ) : null}
    </StaffDocument>,
  );
}

function Payments({ record }: { record: InvoiceRecord }) {
  return (
    <section aria-labelledby="payments-heading">
      <h2 id="payments-heading">Payments</h2>
      {record.payments.length === 0 ? (
        <p>None recorded yet.</p>
      ) : (
        <table className="stack">
          <caption className="sr-only">Payments against {record.invoice.number}</caption>
          <thead>
            <tr>
              <th scope="col">Received</th>
              <th scope="col">Amount</th>
              <th scope="col">Method</th>
              <th scope="col">Recorded</th>
            </tr>
          </thead>
          <tbody>
            {record.payments.map((payment) => (
              <tr key={payment.id}>
                <td>{formatDay(payment.receivedOn)}</td>
                <td data-label="Amount">{formatPrice(payment.amount)}</td>
                <td data-label="Method">{PAYMENT_METHOD_LABELS[payment.method]}</td>
                <td data-label="Recorded">
                  {formatDate(payment.recordedAt)} by {payment.by}
                  {payment.fromStatement ? ', from a bank statement' : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Credits({ record }: { record: InvoiceRecord }) {
  return (
    <section aria-labelledby="credits-heading">
      <h2 id="credits-heading">Credit notes</h2>
      {record.credits.length === 0 ? (
        <p>None.</p>
      ) : (
        <table className="stack">
          <caption className="sr-only">Credit notes citing {record.invoice.number}</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Issued</th>
              <th scope="col">Reason</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {record.credits.map((note) => (
              <tr key={note.number}>
                <td>{note.number}</td>
                <td data-label="Issued">{formatDay(note.issueDate)}</td>
                <td data-label="Reason">{note.reason}</td>
                <td data-label="Amount">{formatPrice(note.totals.payable)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
