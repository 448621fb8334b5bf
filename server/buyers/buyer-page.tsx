import type { ReactNode } from 'react';
import { Document, renderDocument } from '../html/document';
import type { BuyerView } from '../sales/buyer-view';
import { urls } from '../urls';
import { PAGE_TITLE } from './pages';

/**
 * The signed-in buyer's page: every quote, order and invoice for their address, each list
 * newest first and each row linking to its own page (the quote's or order's private
 * address, the invoice's PDF); then where they are signed in, with "Sign out" and "Sign
 * out everywhere". Each table stacks into labelled rows on a phone.
 */
export interface SessionLine {
  /** The session's own hash: a key for the list, never shown. */
  key: string;
  browser: string;
  since: string;
  lastUsed: string;
  current: boolean;
}

function Section({
  id,
  heading,
  empty,
  count,
  children,
}: {
  id: string;
  heading: string;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {count === 0 ? <p>{empty}</p> : children}
    </section>
  );
}

/** Signed in: every quote, order and invoice for the address, each list newest first. */
export function buyerPage({
  email,
  view,
  sessions,
  notice,
}: {
  email: string;
  view: BuyerView;
  sessions: SessionLine[];
  notice?: string | undefined;
}) {
  const link = (token: string | undefined, text: string) =>
    token ? <a href={urls.quote.page.href(token)}>{text}</a> : text;
  return renderDocument(
    <Document title={PAGE_TITLE}>
      <h1>{PAGE_TITLE}</h1>
      {notice ? (
        <p className="success" role="status">
          {notice}
        </p>
      ) : null}
      <p className="lead">
        Signed in as <strong>{email}</strong>. Open any of them to read it, download its PDF, answer
        a quote or buy the same again.
      </p>
      <Section
        id="quotes-heading"
        heading="Quotes"
        count={view.quotes.length}
        empty="No quotes sent to this address."
      >
        <table className="stack" aria-labelledby="quotes-heading">
          <thead>
            <tr>
              <th scope="col">Quote</th>
              <th scope="col">State</th>
              <th scope="col">Total ex VAT</th>
              <th scope="col">Total inc VAT</th>
              <th scope="col">Valid until</th>
            </tr>
          </thead>
          <tbody>
            {view.quotes.map((quote) => (
              <tr key={quote.name}>
                <td data-label="Quote">{link(quote.token, quote.name)}</td>
                <td data-label="State">{quote.state}</td>
                <td data-label="Total ex VAT">{quote.totalExVat}</td>
                <td data-label="Total inc VAT">{quote.totalIncVat}</td>
                <td data-label="Valid until">{quote.validUntil}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section
        id="orders-heading"
        heading="Orders"
        count={view.orders.length}
        empty="No orders yet: an order starts when you accept a quote."
      >
        <table className="stack" aria-labelledby="orders-heading">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Stage</th>
              <th scope="col">Expected</th>
              <th scope="col">Total ex VAT</th>
              <th scope="col">Accepted</th>
            </tr>
          </thead>
          <tbody>
            {view.orders.map((order) => (
              <tr key={order.reference}>
                <td data-label="Order">
                  {link(order.token, order.reference)}
                  {order.po ? <span className="note"> (your PO {order.po})</span> : null}
                </td>
                <td data-label="Stage">{order.stage}</td>
                <td data-label="Expected">
                  {order.expected ? `${order.expected[0]}: ${order.expected[1]}` : 'No date due'}
                </td>
                <td data-label="Total ex VAT">{order.totalExVat}</td>
                <td data-label="Accepted">{order.acceptedOn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <Section
        id="invoices-heading"
        heading="Invoices"
        count={view.invoices.length}
        empty="No invoices yet."
      >
        <table className="stack" aria-labelledby="invoices-heading">
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">State</th>
              <th scope="col">Due</th>
              <th scope="col">Amount to pay</th>
              <th scope="col">Order</th>
            </tr>
          </thead>
          <tbody>
            {view.invoices.map((invoice) => (
              <tr key={invoice.number}>
                <td data-label="Invoice">
                  {invoice.token ? (
                    <a href={urls.quote.document.href(invoice.token, invoice.number)} download>
                      {invoice.number} (PDF)
                    </a>
                  ) : (
                    invoice.number
                  )}
                  <span className="note">
                    {' '}
                    {invoice.kind}, issued {invoice.issuedOn}
                  </span>
                </td>
                <td data-label="State">{invoice.state}</td>
                <td data-label="Due">{invoice.dueOn}</td>
                <td data-label="Amount to pay">
                  {invoice.amount}
                  {invoice.due ? <span className="note"> ({invoice.due} still due)</span> : null}
                </td>
                <td data-label="Order">{link(invoice.token, invoice.orderReference)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Where you are signed in</h2>
        <ul>
          {sessions.map((session) => (
            <li key={session.key}>
              {session.browser}, since {session.since}
              {session.current ? ' (this browser)' : `, last used ${session.lastUsed}`}
            </li>
          ))}
        </ul>
        <p>Each sign-in lasts 30 days. Sign out on a shared computer.</p>
        <div className="row-actions">
          <form method="post" action={urls.buyer.signOut.href()}>
            <button type="submit" className="button">
              Sign out
            </button>
          </form>
          <form method="post" action={urls.buyer.signOutEverywhere.href()}>
            <button type="submit" className="button secondary">
              Sign out everywhere
            </button>
          </form>
        </div>
      </section>
    </Document>,
  );
}
