import { formatPrice } from '../../../app/catalogue/money';
import { formatDay } from '../../sales/calendar';
import {
  creditNoteView,
  INVOICE_KIND_LABELS,
  INVOICE_STANDING_LABELS,
} from '../../sales/invoice-display';
import { amountDue, invoiceStanding } from '../../sales/invoice-payments';
import type { InvoiceRecord } from '../../store/sales-documents';
import { LabelledValues } from '../../html/labelled-values';
import { urls } from '../../urls';

/**
 * The order's invoices, each followed by the credit notes that cite it: what it is, when it
 * was issued and is due, its amount, what is still to pay and where it stands, with its
 * PDF to download. Nothing when none has been issued yet.
 */
export function OrderInvoices({
  records,
  token,
  now,
}: {
  records: readonly InvoiceRecord[];
  token: string;
  now: Date;
}) {
  if (records.length === 0) return null;
  return (
    <section aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Invoices</h2>
      <ul className="order-invoices">
        {records.map(({ invoice, ledger, notes }) => {
          const standing = invoiceStanding(invoice, ledger, now);
          const name = `${INVOICE_KIND_LABELS[invoice.kind]} ${invoice.number}`;
          const due = amountDue(invoice, ledger);
          return [
            <li key={invoice.number}>
              <h3>{name}</h3>
              <LabelledValues
                rows={[
                  ['Issued', formatDay(invoice.issueDate)],
                  ['Due', formatDay(invoice.dueDate)],
                  ['Amount', formatPrice(invoice.totals.payable)],
                  ...(standing === 'paid' || standing === 'credited'
                    ? []
                    : [['Still to pay', formatPrice(due)] as [string, string]]),
                  ['Standing', INVOICE_STANDING_LABELS[standing]],
                ]}
              />
              <p className="flush">
                <a href={urls.quote.document.href(token, invoice.number)} download>
                  Download {INVOICE_KIND_LABELS[invoice.kind].toLowerCase()} {invoice.number} (PDF)
                </a>
              </p>
            </li>,
            ...notes.map(({ note }) => (
              <li key={note.number}>
                <h3>{creditNoteView(note).title}</h3>
                <LabelledValues
                  rows={[
                    ['Issued', formatDay(note.issueDate)],
                    ['Credits', invoice.number],
                    ['Amount credited', formatPrice(note.totals.payable)],
                  ]}
                />
                <p className="flush">
                  <a href={urls.quote.document.href(token, note.number)} download>
                    Download credit note {note.number} (PDF)
                  </a>
                </p>
              </li>
            )),
          ];
        })}
      </ul>
    </section>
  );
}
