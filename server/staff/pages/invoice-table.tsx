import { formatPrice } from '../../../app/catalogue/money';
import { formatDay } from '../../sales/calendar';
import type { InvoiceKind } from '../../sales/invoice';
import { amountDue, invoiceStanding, needsCall } from '../../sales/invoice-payments';
import { INVOICE_STANDING_LABELS, type InvoiceStanding } from '../../sales/invoice-transitions';
import type { InvoiceRecord } from '../../store/invoice-ledgers';
import { urls } from '../../urls';
import { Csrf, type Staff } from './layout';

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  full: 'Invoice',
};

/** An invoice's standing as a badge: Overdue stands out, as a late order does. */
export function StandingBadge({ standing }: { standing: InvoiceStanding }) {
  const tone = standing === 'overdue' ? 'badge late' : standing === 'paid' ? 'badge new' : 'badge';
  return <span className={tone}>{INVOICE_STANDING_LABELS[standing]}</span>;
}

/** After the one reminder, an invoice still overdue asks for a phone call. */
export function CallBadge({ record, now }: { record: InvoiceRecord; now: Date }) {
  return needsCall(record.invoice, record.ledger, record.remindedAt, now) ? (
    <>
      {' '}
      <span className="badge late">Call the customer</span>
    </>
  ) : null;
}

/**
 * Invoices as a table: number (the invoice's page), kind, customer, issued, due, amount,
 * what is due now and the standing; on a phone each row is a block of labelled values.
 */
export function InvoiceTable({
  records,
  now,
  caption,
  withCustomer = true,
}: {
  records: InvoiceRecord[];
  now: Date;
  caption: string;
  withCustomer?: boolean;
}) {
  return (
    <table className="stack">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Number</th>
          <th scope="col">Kind</th>
          {withCustomer ? <th scope="col">Customer</th> : null}
          <th scope="col">Issued</th>
          <th scope="col">Due</th>
          <th scope="col">Amount</th>
          <th scope="col">Due now</th>
          <th scope="col">Standing</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => {
          const { invoice } = record;
          return (
            <tr key={record.id}>
              <td>
                <a href={urls.staff.invoice.href(invoice.number)}>{invoice.number}</a>
              </td>
              <td data-label="Kind">{INVOICE_KIND_LABELS[invoice.kind]}</td>
              {withCustomer ? (
                <td data-label="Customer">
                  {[invoice.customer.name, invoice.customer.billing.company]
                    .filter(Boolean)
                    .join(', ')}{' '}
                  ({invoice.orderReference})
                </td>
              ) : null}
              <td data-label="Issued">{formatDay(invoice.issueDate)}</td>
              <td data-label="Due">{formatDay(invoice.dueDate)}</td>
              <td data-label="Amount">{formatPrice(invoice.totals.payable)}</td>
              <td data-label="Due now">{formatPrice(amountDue(invoice, record.ledger))}</td>
              <td data-label="Standing">
                <StandingBadge standing={invoiceStanding(invoice, record.ledger, now)} />
                <CallBadge record={record} now={now} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The enquiry page's invoices, under its order: each opens the invoice's page. */
/** The invoice an order is due again, by name, after a credit note took one off in full. */
const DUE_AGAIN: Record<InvoiceKind, string> = {
  deposit: 'the deposit invoice',
  balance: 'the balance invoice',
  full: 'the invoice for the whole order',
};

export function InvoicesPanel({
  records,
  now,
  dueNow,
}: {
  records: InvoiceRecord[];
  now: Date;
  /** The invoice the order is due again, with what its form needs; none when none is. */
  dueNow?: { kind: InvoiceKind; staff: Staff; enquiryId: string } | undefined;
}) {
  return (
    <section className="panel" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Invoices</h2>
      {records.length === 0 ? (
        <p>
          None yet. A deposit invoice is issued when the customer accepts, if the quote asked for
          one; the invoice for the rest when the order is marked Ready.
        </p>
      ) : (
        <InvoiceTable
          records={records}
          now={now}
          caption="This order's invoices, oldest first"
          withCustomer={false}
        />
      )}
      {dueNow ? (
        <form method="post" action={urls.staff.enquiryInvoice.href(dueNow.enquiryId)}>
          <Csrf staff={dueNow.staff} />
          <input type="hidden" name="kind" value={dueNow.kind} />
          <p>
            A credit note took an invoice off in full, so {DUE_AGAIN[dueNow.kind]} is due again. It
            is written from the order as it stands and emailed to the customer.
          </p>
          <div className="actions compact">
            <button className="button" type="submit">
              Issue {DUE_AGAIN[dueNow.kind]}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
