import type { CustomerView } from '../customer-view';
import { formatDay } from '../../sales/calendar';
import { AcceptanceDetails, ContactLine, NextSteps } from './acceptance';

/**
 * What the quote's state means for its customer, above the quote: nothing while it is
 * open, and otherwise why it can no longer be accepted, or what they already did.
 */
export function QuoteStatus({ view }: { view: CustomerView }) {
  switch (view.status) {
    case 'open':
      return (
        <p className="lead screen-only">
          Please read the quote below, then accept it, ask for changes or decline it at the end of
          the page.
        </p>
      );
    case 'changes-requested':
      return (
        <div className="success">
          <p className="flush">
            You asked for changes. Our sales team is revising this quote and will email you the new
            version at this same address. You can still accept this version as it stands.
          </p>
        </div>
      );
    case 'expired':
      return (
        <div className="notice">
          <p className="flush">
            This quote expired on {formatDay(view.validUntil)} and can no longer be accepted.{' '}
            <a href="#changes-heading">Ask for a new quote</a> and our sales team will send you one,
            at today&apos;s prices.
          </p>
        </div>
      );
    case 'withdrawn':
      return (
        <div className="notice">
          <p className="flush">
            This quote was withdrawn by our sales team and can no longer be accepted.{' '}
            <a href="#changes-heading">Ask for a new quote</a> and our sales team will send you one.
          </p>
          <ContactLine reference={view.reference} />
        </div>
      );
    case 'declined':
      return (
        <div className="notice">
          <p className="flush">
            You declined this quote. If you change your mind, or would like a different one,{' '}
            <a href="#changes-heading">ask for a new quote</a> or get in touch.
          </p>
          <ContactLine reference={view.reference} />
        </div>
      );
    case 'accepted':
      return view.acceptance ? (
        <div className="success">
          <h2 className="flush">Order confirmed</h2>
          <p>You accepted this quote. Thank you for your order.</p>
          <AcceptanceDetails acceptance={view.acceptance} />
        </div>
      ) : null;
  }
}

/**
 * Below the quote, for an accepted one: what follows acceptance. The link shows the quote
 * once accepted only when there is no order (accepted before orders were kept), or with an
 * answer refused because it came after the acceptance (`followed`: it made an order).
 */
export function AfterAcceptance({ view, followed }: { view: CustomerView; followed: boolean }) {
  return view.status === 'accepted' ? (
    <section className="quote-answer">
      <NextSteps followed={followed} />
      <ContactLine reference={view.acceptance?.orderReference ?? view.reference} />
    </section>
  ) : null;
}
