import { useId } from 'react';
import { Link } from '../../lib/router';
import { catalogueDifferenceMessage } from '../../basket/messages';
import type { PricedBasket } from '../../basket/priced';
import { shownIn, unitPriceIn } from '../../catalogue/money';
import { usePriceMode } from '../../components/product/price';
import { QuoteTable } from '../../components/quote/quote-table';

/**
 * The basket as it goes with a quote request, in the table of the confirmation the
 * visitor gets back: its lines once, in the prices the visitor chose to see, then the
 * three totals of record (what the confirmation and the quote will say). The prices are
 * the catalogue's today; the server prices the lines again and the confirmation shows
 * what it stored.
 */
export function BasketQuote({ basket }: { basket: PricedBasket }) {
  const prices = usePriceMode();
  const headingId = useId();
  const lines = basket.lines.map((line) => ({
    ...line,
    options: line.chosen,
    unitPrice: unitPriceIn(prices, line.unitPrice),
    lineTotal: shownIn(prices, line.lineTotal),
  }));
  const difference =
    prices === 'inc' ? catalogueDifferenceMessage(basket.subtotal.inc, basket.totals) : null;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          Your basket ({basket.totalQuantity} {basket.totalQuantity === 1 ? 'item' : 'items'})
        </h2>
        <Link
          to="/cart"
          className="inline-block py-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Change your basket
        </Link>
      </div>
      <div className="mt-4">
        <QuoteTable
          labelledBy={headingId}
          lines={lines}
          totals={basket.totals}
          pricedExVat={prices === 'ex'}
        />
      </div>
      {difference ? <p className="mt-4 text-sm text-slate-700">{difference}</p> : null}
      <p className="mt-4 text-sm text-slate-700">
        Prices as listed today. Your quote confirms prices, stock and delivery or collection;
        nothing is charged until you accept it.
      </p>
    </section>
  );
}
