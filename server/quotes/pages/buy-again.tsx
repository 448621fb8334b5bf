import { formatPrice } from '../../../app/catalogue/money';
import { encodeSharedBasket } from '../../../app/basket/shared';
import type { Again, AgainLine, NotAddedReason } from '../../sales/reorder';
import { urls } from '../../urls';
import type { FormContext } from './answer-forms';

/** Why a line cannot go into the basket, after its description. */
export const WHY_NOT_ADDED: Record<NotAddedReason, string> = {
  'staff-line': 'written for your job by our team, so it is not in the online shop',
  'no-longer-sold': 'we no longer sell it online',
  'option-not-sold': 'we no longer sell it with the options you chose',
  'no-options-saved': 'we do not have the options you chose on record',
  'out-of-stock': 'out of stock today',
  'stock-taken': 'the same item above already takes all we have in stock',
  'too-many': 'more lines than one basket link holds',
};

/**
 * "Buy these again" on the customer's quote or order page: what would go into the basket at
 * today's prices (each changed price said), what would not and why, a link that adds them,
 * and a plain form that asks the sales team to quote the same lines again. `askForm`: false
 * where the page already offers its own "Ask for a new quote" (an expired quote's).
 */
export function BuyAgain({
  again,
  context,
  document,
  askForm,
}: {
  again: Again;
  context: FormContext;
  document: 'order' | 'quote';
  askForm: boolean;
}) {
  return (
    <section className="buy-again screen-only" aria-labelledby="again-heading">
      <h2 id="again-heading">Buy these again</h2>
      {again.lines.length > 0 ? (
        <>
          <p>At today&rsquo;s prices, these go straight into your basket:</p>
          <ul>
            {again.lines.map((line) => (
              <li key={`${line.productId} ${line.description}`}>
                {line.quantity} x {line.name}: {priceWords(line, document)}
                {line.capped
                  ? ` Only ${line.quantity} of the ${line.quantityThen} on your ${document}: that is all we have in stock.`
                  : null}
              </li>
            ))}
          </ul>
          <p>
            <a className="button" href={urls.cartAdd.href(encodeSharedBasket(again.basket))}>
              Add these to my basket
            </a>
          </p>
        </>
      ) : (
        <p>None of these lines can go into the basket online.</p>
      )}
      {again.notAdded.length > 0 ? (
        <>
          <h3>Not added to the basket</h3>
          <ul>
            {again.notAdded.map((line, at) => (
              <li key={at}>
                {line.quantity} x {line.description}: {WHY_NOT_ADDED[line.reason]}.
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {askForm ? (
        <form method="post" action={urls.quote.again.href(context.token)}>
          <input type="hidden" name="version" value={context.version} />
          <input type="hidden" name="_form" value={context.formToken} />
          <p>
            Or ask our sales team to quote {again.notAdded.length > 0 ? 'all of these' : 'these'}{' '}
            again: they answer with a new quote, as they did this one.
          </p>
          <button className="button secondary" type="submit">
            Ask for a new quote
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** "£6.66 ex VAT each, as on your order", or "£6.00 ex VAT each on your order, £6.66 today". */
export function priceWords(line: AgainLine, document: 'order' | 'quote'): string {
  const today = formatPrice(line.unitExToday);
  if (line.unitExToday === line.unitExThen) return `${today} ex VAT each, as on your ${document}.`;
  return `${formatPrice(line.unitExThen)} ex VAT each on your ${document}, ${today} today.`;
}
