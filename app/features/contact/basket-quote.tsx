import { useState } from 'react';
import type { PricedBasket } from '../../basket/priced';
import { clear } from '../../basket/store';
import { formatPrice, vatBreakdown } from '../../catalogue/money';
import { Price } from '../../components/product/price';

/**
 * The basket as it goes with a quote request. The prices are the catalogue's today; the
 * server prices the lines again and the confirmation shows what it stored.
 */
export function BasketQuote({ basket }: { basket: PricedBasket }) {
  const totals = vatBreakdown(basket.totalPrice);
  return (
    <section aria-labelledby="quote-lines" className="rounded-md bg-slate-50 p-4">
      <h3 id="quote-lines" className="text-lg font-bold text-brand-900">
        Your basket ({basket.totalQuantity} {basket.totalQuantity === 1 ? 'item' : 'items'})
      </h3>
      <ul className="mt-3 divide-y divide-slate-200 text-sm">
        {basket.lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-4 py-2">
            <span>
              {line.quantity} x {line.name}
              {line.chosen.length > 0 ? (
                <span className="block text-slate-700">
                  {line.chosen.map(({ group, value }) => `${group}: ${value}`).join(', ')}
                </span>
              ) : null}
            </span>
            <Price pence={line.lineTotal} className="font-medium whitespace-nowrap" />
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-slate-300 pt-3 text-sm">
        <div className="flex justify-between">
          <dt>Total ex VAT</dt>
          <dd>{formatPrice(totals.exVat)}</dd>
        </div>
        <div className="flex justify-between">
          <dt>VAT (20%)</dt>
          <dd>{formatPrice(totals.vat)}</dd>
        </div>
        <div className="flex justify-between font-bold">
          <dt>Total inc VAT</dt>
          <dd>{formatPrice(totals.incVat)}</dd>
        </div>
      </dl>
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
