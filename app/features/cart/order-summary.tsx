import { Link } from '../../lib/router';
import type { PricedBasket } from '../../basket/priced';
import { collectionOnlySummary } from '../../catalogue/fulfilment';
import { Price } from '../../components/product/price';
import { CatalogueDifference, TotalsOfRecord } from '../../components/product/totals-of-record';

export function OrderSummary({ basket }: { basket: PricedBasket }) {
  const collected = collectionOnlySummary(basket.lines.map((line) => line.product));
  return (
    <section aria-labelledby="order-summary" className="h-fit rounded-lg bg-slate-50 p-6">
      <h2 id="order-summary" className="text-xl font-bold text-brand-900">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-3">
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd className="font-medium">
            <Price pence={basket.subtotal} />
          </dd>
        </div>
        {/* SPEC.md's "Shipping: Free", and beside it what is not shipped at all. */}
        <div className="flex flex-wrap justify-between gap-x-4">
          <dt>Shipping</dt>
          <dd className="font-medium">Free</dd>
          {collected.map((sentence) => (
            <dd key={sentence} className="mt-1 basis-full text-sm text-slate-700">
              {sentence}
            </dd>
          ))}
        </div>
        <TotalsOfRecord totals={basket.totals} />
      </dl>
      {/* Ex VAT the Subtotal is Total ex VAT and there is nothing to explain. */}
      <CatalogueDifference catalogueSum={basket.subtotal.inc} totals={basket.totals} />
      {/* There is no online payment: checkout is the basket's quote request, a page of its
          own that reads the basket from the browser (nothing of it in the address). */}
      <Link
        to="/cart/quote"
        className="mt-6 block rounded-md bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-800"
      >
        Proceed to Checkout
      </Link>
      <p className="mt-3 text-sm text-slate-700">
        We confirm stock, delivery or collection and payment with you before anything is charged.
      </p>
    </section>
  );
}
