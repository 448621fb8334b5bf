import { quoteReference } from '../../../app/catalogue/references';
import { Document, renderDocument } from '../../html/document';
import type { Address, Order } from '../../sales/order';
import { QuoteLinesTable } from '../../html/quote-lines-table';
import { urls } from '../../urls';
import { AcceptanceDetails, ContactLine } from './acceptance';
import type { InvoiceRecord } from '../../store/sales-documents';
import { depositPaidOn } from '../../sales/invoice-display';
import { OrderInvoices } from './order-invoices';
import { OrderStatus } from './order-status';
import { OrderTimeline } from './order-timeline';
import { pdfName } from './quote-page';
import { findProduct } from '../../../app/catalogue/registry';
import { buyAgain } from '../../sales/reorder';
import type { FormContext } from './answer-forms';
import { BuyAgain } from './buy-again';

/**
 * The customer's link once their quote is accepted and its order made (PRODUCT.md
 * "Orders"): where the order is and when the next stage is expected, its timeline, who
 * accepted it and where it is billed and goes, the lines and totals as accepted (worked out
 * again from the order's frozen lines), buying them again, its documents and how to reach the
 * team. Nothing to answer: the work is the team's now.
 */
export function orderPage({
  order,
  token,
  invoices,
  now,
  context,
}: {
  order: Order;
  token: string;
  /** The token the page's one form ("Ask for a new quote") carries. */
  context: FormContext;
  /** The order's invoices, each with its payments and credit notes (none before the first). */
  invoices: readonly InvoiceRecord[];
  now: Date;
}) {
  const paidOn = invoices
    .map(({ invoice, payments, ledger }) => depositPaidOn(invoice, payments, ledger.credited))
    .find(Boolean);
  const title = `Order ${order.reference}`;
  const acceptance = {
    name: order.name,
    po: order.po,
    at: order.steps[0]?.at ?? order.updatedAt,
    version: order.version,
    orderReference: order.reference,
  };
  return renderDocument(
    <Document title={title}>
      <h1>{title}</h1>
      <OrderStatus order={order} />
      <OrderTimeline steps={order.steps} depositPaidOn={paidOn} />
      <h2>Your order</h2>
      <AcceptanceDetails acceptance={acceptance} />
      <div className="order-addresses">
        <AddressBlock id="billing-heading" heading="Billing address" address={order.billing} />
        {order.site ? (
          <AddressBlock id="site-heading" heading="Delivery or site address" address={order.site} />
        ) : (
          <section aria-labelledby="site-heading">
            <h3 id="site-heading">Delivery</h3>
            <p className="flush">Every line is collected from our Glasgow warehouse.</p>
          </section>
        )}
      </div>
      <h2 id="lines-heading">What you ordered</h2>
      <QuoteLinesTable labelledBy="lines-heading" lines={order.lines} />
      <BuyAgain
        again={buyAgain(order.lines, findProduct)}
        context={context}
        document="order"
        askForm
      />
      <OrderInvoices records={invoices} token={token} now={now} />
      <h2>Documents</h2>
      <ul className="order-documents">
        <li>
          <a
            href={urls.quote.pdf.href(token)}
            download={pdfName({ reference: order.reference, version: order.version })}
          >
            Download the accepted quote (PDF)
          </a>{' '}
          <span className="quote-nowrap">({quoteReference(order.reference, order.version)})</span>
        </li>
      </ul>
      <h2>Questions about your order</h2>
      <ContactLine reference={order.reference} />
    </Document>,
  );
}

function AddressBlock({ id, heading, address }: { id: string; heading: string; address: Address }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <address className="order-address">
        {[address.company, address.address, address.postcode].filter(Boolean).join('\n')}
      </address>
    </section>
  );
}
