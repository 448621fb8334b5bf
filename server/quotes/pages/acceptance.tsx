import { site } from '../../../app/content/site';
import { LabelledValues } from '../../html/labelled-values';
import { formatDate } from '../../sales/calendar';
import type { Acceptance } from '../customer-view';

/** How to reach the sales team about a quote, with its reference. */
export function ContactLine({ reference }: { reference: string }) {
  return (
    <p>
      Call <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a> or email{' '}
      <a href={`mailto:${site.email}`}>{site.email}</a> and give your reference{' '}
      <span className="quote-nowrap">{reference}</span>.
    </p>
  );
}

/** What was recorded when the customer accepted: their record of the order. */
export function AcceptanceDetails({ acceptance }: { acceptance: Acceptance }) {
  return (
    <LabelledValues
      rows={[
        ['Order reference', acceptance.orderReference],
        ['Accepted by', acceptance.name],
        ['Purchase order number', acceptance.po || 'None given'],
        ['Accepted', formatDate(acceptance.at)],
        ['Version accepted', `v${acceptance.version}`],
      ]}
    />
  );
}

/**
 * What follows an acceptance. `followed` is whether the acceptance made an order, whose page
 * the link now is; a quote accepted before orders were kept (migration 009) has none, and
 * its customer is told of each stage by the team instead.
 */
export function NextSteps({ followed }: { followed: boolean }) {
  return followed ? (
    <>
      <h2>What happens next</h2>
      <ol className="quote-steps">
        <li>
          We email you a copy of what you accepted, with the link to this page, and our sales team
          confirms your order within one working day. The terms above say when we invoice: each
          invoice is emailed to you and listed on this page.
        </li>
        <li>We order, make or reserve your goods, once a deposit the quote asks is paid.</li>
        <li>
          The link you have is now your order&apos;s page: it shows each stage of the work (in
          production, ready for collection, delivery or installation, completed) with the date we
          expect the next one, and we email you at each stage. Each line&apos;s lead time is on the
          quote.
        </li>
      </ol>
    </>
  ) : (
    <>
      <h2>What happens next</h2>
      <ol className="quote-steps">
        <li>We order, make or reserve your goods, once a deposit the quote asks is paid.</li>
        <li>
          Our sales team tells you by phone or email as the work moves on (in production, ready for
          collection, delivery or installation, completed), with the date we expect the next stage.
          Each line&apos;s lead time is on the quote.
        </li>
      </ol>
    </>
  );
}
