import { site } from '../../../app/content/site';
import { renderDocument } from '../../html/document';
import { Page } from '../pages/result-pages';

/**
 * What the PDF's address answers when it gives no PDF (the link's own refusals, unknown or
 * malformed, are the quote pages' "not valid" page). Each leads back to the quote's page,
 * which shows everything the PDF does and prints as well.
 */
const orCall = `or call us on ${site.phone.display}`;
/** Where else the PDF's contents are: the quote's page, or the order's for its invoices. */
export const QUOTE_PAGE_SHOWS = "Your quote's page shows everything the PDF does.";
export const ORDER_PAGE_SHOWS = "Your order's page lists every invoice and credit note.";

/** Every render thread busy and the queue full (503, with Retry-After). */
export function pdfBusyPage(token: string | undefined, shows = QUOTE_PAGE_SHOWS) {
  return renderDocument(
    <Page
      title="Your PDF is not ready yet"
      token={token}
      lead={`We are making many documents just now. Please try again in a minute, ${orCall}. ${shows}`}
    />,
  );
}

/** The render failed (500; the log has the error). */
export function pdfFailedPage(
  token: string | undefined,
  shows = QUOTE_PAGE_SHOWS,
  lasting?: string,
) {
  return renderDocument(
    <Page
      title="We could not make your PDF"
      token={token}
      lead={`${lasting ?? `Something went wrong on our side, not with your link. Please try again later, ${orCall}.`} ${shows}`}
    />,
  );
}

/** The visitor's address asked for too many PDFs (429, with the limiter's Retry-After). */
export function pdfTooManyPage(token: string | undefined, retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return renderDocument(
    <Page
      title="Too many downloads"
      token={token}
      lead={`We have had many downloads from your connection in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, ${orCall}.`}
    />,
  );
}
