import { useState } from 'react';
import type { PricedBasket } from '../../basket/priced';
import { clear } from '../../basket/store';
import { vatBreakdown } from '../../catalogue/money';
import { usePriceMode } from '../../components/product/price';
import { QuoteTable } from '../../components/quote/quote-table';

/**
 * The basket as it goes with a quote request, in the table of the confirmation the
 * visitor gets back. The prices are the catalogue's today, as the visitor chose to see
 * them; the server prices the lines again and the confirmation shows what it stored.
 */
export function BasketQuote({ basket }: { basket: PricedBasket }) {
  const prices = usePriceMode();
  return (
    <section aria-labelledby="quote-lines" className="rounded-md bg-slate-50 p-4 text-sm">
      <h3 id="quote-lines" className="mb-2 text-lg font-bold text-brand-900">
        Your basket ({basket.totalQuantity} {basket.totalQuantity === 1 ? 'item' : 'items'})
      </h3>
      <QuoteTable
        labelledBy="quote-lines"
        lines={basket.lines.map((line) => ({ ...line, options: line.chosen }))}
        totals={vatBreakdown(basket.totalPrice)}
        prices={prices}
      />
    </section>
  );
}

/** A sent quote keeps the basket (it is not an order); the visitor may empty it. */
export function EmptyBasketOffer() {
  const [emptied, setEmptied] = useState(false);
  return (
    <div className="mt-4">
      <p role="status" className="font-medium text-brand-800">
        {emptied ? 'Your basket is now empty.' : ''}
      </p>
      {emptied ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <span>Your basket still holds these items.</span>
          <button
            type="button"
            onClick={() => {
              clear();
              setEmptied(true);
            }}
            className="min-h-11 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
          >
            Empty my basket
          </button>
        </div>
      )}
    </div>
  );
}
