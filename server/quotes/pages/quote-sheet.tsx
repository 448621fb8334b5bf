import { quoteReference } from '../../../app/catalogue/references';
import { site } from '../../../app/content/site';
import { LabelledValues } from '../../html/labelled-values';
import type { CustomerView } from '../customer-view';
import { QuoteLinesTable } from '../../html/quote-lines-table';
import { formatDay, londonDate } from '../../sales/calendar';

/**
 * The quote itself, as it prints: who it is from and for, its dates, every line with the
 * totals, the sales team's note and the terms. The page around it adds what the customer
 * can do; the PDF (quote-pdf.tsx) lays out the same parts.
 */
export function QuoteSheet({ view }: { view: CustomerView }) {
  return (
    <>
      <div className="quote-parties">
        <section aria-labelledby="from-heading">
          <h2 id="from-heading">From</h2>
          <address>
            {site.name}
            <br />
            {site.showroom.street}
            <br />
            {site.showroom.city} {site.showroom.postcode}
            <br />
            <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </address>
        </section>
        <section aria-labelledby="for-heading">
          <h2 id="for-heading">For</h2>
          <p className="flush">
            {view.customer.name}
            {view.customer.company ? (
              <>
                <br />
                {view.customer.company}
              </>
            ) : null}
          </p>
        </section>
      </div>
      <LabelledValues
        rows={[
          ['Reference', quoteReference(view.reference, view.version)],
          ['Date', formatDay(londonDate(new Date(view.sentAt)))],
          ['Valid until', formatDay(view.validUntil)],
        ]}
      />
      <h2 id="lines-heading">Prices</h2>
      <QuoteLinesTable labelledBy="lines-heading" lines={view.lines} />
      {view.note ? (
        <>
          <h2>A note from our sales team</h2>
          <p className="quote-note">{view.note}</p>
        </>
      ) : null}
      <div className="quote-terms">
        <h2>Terms</h2>
        <LabelledValues
          rows={view.terms.map(({ heading, text }): [string, string] => [heading, text])}
        />
      </div>
    </>
  );
}
