import { site } from '../../../app/content/site';
import { Document, renderDocument } from '../../html/document';
import { QuoteTable } from '../../../app/components/quote/quote-table';
import { LabelledValues } from '../../html/labelled-values';
import type { EnquiryRow } from '../../store/schema';
import { sentFields, kindLabel, storedRecord } from '../../html/enquiry-words';
import { formatDate } from '../../sales/calendar';

/**
 * A quote request's answers as its page asked them: its subject goes without saying, and
 * its message is the visitor's note beside the lines (never a copy of them).
 */
function sentAnswers(enquiry: EnquiryRow): [string, string][] {
  const rows = sentFields(enquiry);
  if (enquiry.kind !== 'quote') return rows;
  return rows.flatMap(([label, value]): [string, string][] =>
    label === 'Subject' ? [] : [[label === 'Message' ? 'Note' : label, value]],
  );
}

/**
 * What the visitor sent, as stored: their record of the enquiry. Its main action is
 * another message on the form they used, or for a quote request, back to the products.
 */
export function confirmationPage(enquiry: EnquiryRow) {
  const { lines, totals } = storedRecord(enquiry);
  const what = kindLabel(enquiry).toLowerCase();
  const quote = enquiry.kind === 'quote';
  return renderDocument(
    <Document title={`${kindLabel(enquiry)} ${enquiry.reference}`}>
      <h1>Thank you: we have your {what}</h1>
      <p className="lead">
        Your reference is <span className="reference">{enquiry.reference}</span>.
      </p>
      <p>
        Received {formatDate(enquiry.created_at)}.{' '}
        {quote
          ? 'Our sales team replies within one working day with a priced quote, sent to you as a link you can accept online.'
          : 'Our sales team replies within one working day, by email or phone.'}{' '}
        If it is urgent, call {site.phone.display} and give your reference.
      </p>
      <p className="note screen-only">
        Keep this page&apos;s address to see your {what} again: it is private to you and is not
        listed anywhere.
      </p>
      {lines.length > 0 ? (
        <>
          <h2 id="quote-heading">Your quote request</h2>
          <QuoteTable labelledBy="quote-heading" lines={lines} totals={totals} pricedExVat />
          <p className="note">
            Prices as listed on {formatDate(enquiry.created_at)}. Our sales team confirms prices,
            stock and delivery or collection in your quote, before anything is charged.
          </p>
        </>
      ) : null}
      <h2>What you sent</h2>
      <LabelledValues rows={sentAnswers(enquiry)} />
      <div className="actions">
        {quote ? (
          <a className="button" href="/products">
            Continue shopping
          </a>
        ) : (
          <a
            className="button"
            href={enquiry.kind === 'site-survey' ? '/site-survey-request' : '/contact'}
          >
            Send another message
          </a>
        )}
        <a className="button secondary" href="/">
          Back to the shop
        </a>
        {quote ? null : (
          <a className="button secondary" href="/products">
            Browse products
          </a>
        )}
      </div>
    </Document>,
  );
}

/** The one way on from a page that shows no enquiry. */
function BackToTheShop() {
  return (
    <div className="actions">
      <a className="button" href="/">
        Back to the shop
      </a>
    </div>
  );
}

/** An address under /enquiries/ that names no enquiry (mistyped, or erased). */
export function notFoundPage() {
  return renderDocument(
    <Document title="Enquiry not found">
      <h1>We cannot find that enquiry</h1>
      <p className="lead">
        The address may be mistyped, or the enquiry may have been deleted: we keep enquiries for 24
        months.
      </p>
      <p>
        Call {site.phone.display} or email <a href={`mailto:${site.email}`}>{site.email}</a> with
        your reference and we will help.
      </p>
      <BackToTheShop />
    </Document>,
  );
}

/** The confirmation could not be shown (the store failed): `text` from html/failure-words.ts. */
export function notShownPage(text: string) {
  return renderDocument(
    <Document title="Enquiry not shown">
      <h1>We cannot show your enquiry just now</h1>
      <p className="lead" role="alert">
        {text}
      </p>
      <BackToTheShop />
    </Document>,
  );
}
