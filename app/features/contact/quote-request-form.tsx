import { Link } from '../../lib/router';
import type { PricedBasket } from '../../basket/priced';
import { blankAnswers } from '../../enquiries/form-fields';
import {
  quoteRequestFormFields,
  quoteRequestSubmitLabel,
} from '../../enquiries/quote-request-form-fields';
import { clear } from '../../basket/store';
import { BasketQuote } from './basket-quote';
import { FieldList } from './field-list';
import { FormFrame } from './form-frame';
import { loadedSubmitCode } from './submit-code';
import { useEnquiryForm } from './use-enquiry-form';

const blank = blankAnswers(quoteRequestFormFields);

/** What goes to the server of each line: ids, choices and quantity; never a price. */
function requestLines(basket: PricedBasket) {
  return basket.lines.map(({ productId, options, quantity }) => ({ productId, options, quantity }));
}

/**
 * The basket's quote request: its lines once, then who is asking and an optional note.
 * It is a contact enquiry on the subject of a quote that carries lines; the server prices
 * them again and stores a quote request. The basket is kept once it is sent (a quote is
 * not an order): the thanks offer to empty it.
 */
export function QuoteRequestForm({ basket }: { basket: PricedBasket }) {
  const { answers, errors, onAnswer, formProps, sent, problems, failure } = useEnquiryForm(
    'quoteRequest',
    {
      kind: 'contact',
      blank,
      subject: 'quote request',
      draft: 'quote',
      extra: () => ({ subject: 'quote', lines: requestLines(basket) }),
    },
  );

  if (sent) {
    const { ThankYouPanel, thanksActionClass, enquiryThanks, EmptyBasketOffer } =
      loadedSubmitCode();
    const copy = enquiryThanks.quoteRequest;
    return (
      <ThankYouPanel
        copy={copy}
        sent={sent}
        action={
          <Link to="/products" className={thanksActionClass}>
            {copy.again}
          </Link>
        }
      >
        <EmptyBasketOffer onEmpty={clear} />
      </ThankYouPanel>
    );
  }

  if (basket.lines.length === 0) return <EmptyQuote />;

  return (
    <div className="space-y-8">
      <BasketQuote basket={basket} />
      <FormFrame
        heading="Your details"
        kind="contact"
        problems={problems}
        failure={failure}
        submitLabel={quoteRequestSubmitLabel}
        formProps={formProps}
      >
        {/* What a plain post would need, were the app to stop before sending it itself. */}
        <input type="hidden" name="subject" value="quote" />
        <input type="hidden" name="lines" value={JSON.stringify(requestLines(basket))} />
        <FieldList
          fields={quoteRequestFormFields}
          answers={answers}
          errors={errors}
          onAnswer={onAnswer}
        />
      </FormFrame>
    </div>
  );
}

/** What the page says of an empty basket; its box is held for it until the basket is read. */
export function EmptyQuote() {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-12 text-center">
      <p className="text-xl font-semibold">Your basket is empty</p>
      <p className="mt-2 text-slate-700">
        Add the products you need to your basket, then ask for a quote for them here.
      </p>
      <Link
        to="/products"
        className="mt-6 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Browse products
      </Link>
    </div>
  );
}
