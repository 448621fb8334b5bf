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

/**
 * One list of the page: its heading, and a table whose every cell carries its column's
 * name (`data-label`), so it stacks into labelled rows on a phone; or a line when empty.
 */
function DocumentTable({
  id,
  heading,
  empty,
  columns,
  rows,
}: {
  id: string;
  heading: string;
  empty: string;
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className="stack" aria-labelledby={id}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells }) => (
              <tr key={key}>
                {cells.map((cell, at) => (
                  <td key={columns[at]} data-label={columns[at]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
      <DocumentTable
        id="quotes-heading"
        heading="Quotes"
        empty="No quotes sent to this address."
        columns={['Quote', 'State', 'Total ex VAT', 'Total inc VAT', 'Valid until']}
        rows={view.quotes.map((quote) => ({
          key: quote.name,
          cells: [
            link(quote.token, quote.name),
            quote.state,
            quote.totalExVat,
            quote.totalIncVat,
            quote.validUntil,
          ],
        }))}
      />
      <DocumentTable
        id="orders-heading"
        heading="Orders"
        empty="No orders yet: an order starts when you accept a quote."
        columns={['Order', 'Stage', 'Expected', 'Total ex VAT', 'Accepted']}
        rows={view.orders.map((order) => ({
          key: order.reference,
          cells: [
            <>
              {link(order.token, order.reference)}
              {order.po ? <span className="note"> (your PO {order.po})</span> : null}
            </>,
            order.stage,
            order.expected ? `${order.expected[0]}: ${order.expected[1]}` : 'No date due',
            order.totalExVat,
            order.acceptedOn,
          ],
        }))}
      />
      <DocumentTable
        id="invoices-heading"
        heading="Invoices"
        empty="No invoices yet."
        columns={['Invoice', 'State', 'Due', 'Amount to pay', 'Order']}
        rows={view.invoices.map((invoice) => ({
          key: invoice.number,
          cells: [
            <>
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
            </>,
            invoice.state,
            invoice.dueOn,
            <>
              {invoice.amount}
              {invoice.due ? <span className="note"> ({invoice.due} still due)</span> : null}
            </>,
            link(invoice.token, invoice.orderReference),
          ],
        }))}
      />
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
