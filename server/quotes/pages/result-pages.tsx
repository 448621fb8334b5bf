import type { ReactNode } from 'react';
import { formatPrice } from '../../../app/catalogue/money';
import { site } from '../../../app/content/site';
import { Document, renderDocument } from '../../html/document';
import type { CustomerView } from '../customer-view';
import { AcceptanceDetails, ContactLine, NextSteps } from './acceptance';
import { urls } from '../../urls';

/** The pages that answer a customer's post, and the quote addresses that lead nowhere. */
export function Page({
  title,
  lead,
  token,
  back = 'Back to your quote',
  children,
}: {
  title: string;
  lead: ReactNode;
  token?: string | undefined;
  /** The words of the link back to the token's page. */
  back?: string;
  children?: ReactNode;
}) {
  return (
    <Document title={title}>
      <h1>{title}</h1>
      <p className="lead">{lead}</p>
      {children}
      {token ? (
        <div className="actions">
          <a className="button" href={urls.quote.page.href(token)}>
            {back}
          </a>
        </div>
      ) : null}
    </Document>
  );
}

/** After an acceptance; `followed` is whether it made an order (one accepted before orders were kept did not). */
export function orderConfirmedPage(view: CustomerView, token: string, followed: boolean) {
  const acceptance = view.acceptance;
  return renderDocument(
    <Page
      title="Order confirmed"
      token={token}
      back="Follow your order"
      lead={
        <>
          Thank you{acceptance ? `, ${acceptance.name}` : ''}: you accepted {view.title} for{' '}
          {formatPrice(view.totals.incVat)} inc VAT ({formatPrice(view.totals.exVat)} ex VAT).
        </>
      }
    >
      {acceptance ? (
        <>
          <h2>Your order</h2>
          <AcceptanceDetails acceptance={acceptance} />
        </>
      ) : null}
      <NextSteps followed={followed} />
      <ContactLine reference={acceptance?.orderReference ?? view.reference} />
    </Page>,
  );
}

export function changesSentPage(view: CustomerView, token: string, newQuote: boolean) {
  return renderDocument(
    <Page
      title="Thank you: we have your request"
      token={token}
      lead={
        newQuote
          ? `Our sales team will prepare a new quote for ${view.reference} and email it to you, usually within one working day.`
          : `Our sales team will revise ${view.title} and email you the new version, usually within one working day. The link you have will show it.`
      }
    >
      <ContactLine reference={view.reference} />
    </Page>,
  );
}

export function declinedPage(view: CustomerView, token: string) {
  return renderDocument(
    <Page
      title="Quote declined"
      token={token}
      lead={`Thank you for letting us know. ${view.title} is declined and our sales team has been told.`}
    >
      <p>
        If you change your mind, or would like a different quote, you can ask for a new one from
        your quote&apos;s page, or get in touch.
      </p>
      <ContactLine reference={view.reference} />
    </Page>,
  );
}

/** The PDF of a withdrawn quote: no longer the shop's offer, so there is no file to keep. */
export function withdrawnPdfPage(view: CustomerView, token: string) {
  return renderDocument(
    <Page
      title="This quote was withdrawn"
      token={token}
      lead={`Our sales team withdrew ${view.title}, so it is no longer offered and has no PDF to download. You can ask for a new quote from its page.`}
    >
      <ContactLine reference={view.reference} />
    </Page>,
  );
}

/** An address under /quotes/ that names no quote: mistyped, cut short, or erased. */
export function notValidPage() {
  return renderDocument(
    <Page
      title="This quote link is not valid"
      lead="The address may be mistyped or cut short, or the quote may have been removed."
    >
      <p>
        Please open the link from your email again, or call {site.phone.display} or email{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a> and we will send it again.
      </p>
    </Page>,
  );
}

/** A post that did not come from the quote's own page (another site, or no form token). */
export function notFromPage(token: string | undefined) {
  return renderDocument(
    <Page
      title="Your answer was not sent"
      token={token}
      lead="It did not come from your quote's own page, so nothing was recorded. Please open the quote and answer it there."
    />,
  );
}

/**
 * Too many posts, a post too long, or the server unable to take it: try again. A page the
 * server could not show (`title`) says so instead.
 */
export function problemPage(message: string, title = 'Your answer was not sent') {
  return renderDocument(<Page title={title} lead={message} />);
}
