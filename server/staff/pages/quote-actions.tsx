import { storedLines } from '../../html/enquiry-words';
import { WITHDRAWABLE_STATES } from '../../sales/quote-transitions';
import type { QuoteRecord } from '../../store/quote-rows';
import type { EnquiryRow } from '../../store/schema';
import { Csrf, type Staff } from './layout';
import { urls } from '../../urls';

/** An enquiry with no quote yet: what preparing one starts from, and the button. */
export function NoQuote({ staff, enquiry }: { staff: Staff; enquiry: EnquiryRow }) {
  if (enquiry.erased_at) return <p>No quote.</p>;
  const basket = storedLines(enquiry).length;
  return (
    <form method="post" action={urls.staff.quoteOpen.href(enquiry.id)}>
      <Csrf staff={staff} />
      <p className="flush">
        No quote yet.{' '}
        {basket > 0
          ? `It starts from the ${basket} ${basket === 1 ? 'line' : 'lines'} they asked for, priced again from today’s catalogue, with lead times.`
          : 'It starts empty: add the lines yourself.'}
      </p>
      <div className="actions compact">
        <button className="button" type="submit">
          Prepare quote
        </button>
      </div>
    </form>
  );
}

/**
 * A sent quote's next steps: open the draft being revised, or revise it (the next
 * version starts from the latest); withdraw it while the customer can still accept it.
 * An accepted quote has none.
 */
export function QuoteActions({
  staff,
  enquiryId,
  record,
  erased,
}: {
  staff: Staff;
  enquiryId: string;
  record: QuoteRecord;
  erased: boolean;
}) {
  const { quote } = record;
  if (erased || quote.state === 'accepted') return null;
  const next = quote.latest_version + 1;
  const withdrawable = WITHDRAWABLE_STATES.includes(quote.state);
  return (
    <div className="actions compact">
      {quote.draft_lines !== null ? (
        <a className="button" href={urls.staff.quote.href(enquiryId)}>
          Open the draft of v{next}
        </a>
      ) : (
        <form method="post" action={urls.staff.quoteOpen.href(enquiryId)}>
          <Csrf staff={staff} />
          <button className="button" type="submit">
            Revise quote
          </button>
        </form>
      )}
      {withdrawable ? (
        <a className="button secondary" href={urls.staff.quoteWithdraw.href(enquiryId)}>
          Withdraw quote…
        </a>
      ) : null}
    </div>
  );
}
