import { Link } from '../../lib/router';
import { addedMessage, cappedQuantityMessage } from '../../basket/messages';
import { priceBasket, type PricedLine } from '../../basket/priced';
import { parseSharedBasket } from '../../basket/shared';
import { add } from '../../basket/store';
import { findProduct } from '../../catalogue/registry';
import { Price } from '../../components/product/price';
import { CatalogueDifference, TotalsOfRecord } from '../../components/product/totals-of-record';

type SharedBasketViewProps = {
  /** The link's `share` parameter, untrusted. */
  raw: string;
  /** Says what "Add all" did in the page's live region. */
  onMessage: (message: string) => void;
  /** Leaves the shared view (the link's lines are not kept). */
  onClose: () => void;
};

/**
 * The lines of a shared basket link, priced from the catalogue as it is now, with "Add
 * all to my basket". They are merged into the visitor's own basket within the stock;
 * nothing of that basket is replaced.
 */
export function SharedBasketView({ raw, onMessage, onClose }: SharedBasketViewProps) {
  const { basket, problems } = parseSharedBasket(raw, findProduct);
  const shared = priceBasket(basket, findProduct);

  function addAll() {
    onMessage(addSharedLines(shared.lines));
    onClose();
  }

  return (
    <section
      aria-labelledby="shared-basket"
      className="mt-4 rounded-lg border-2 border-brand-100 bg-brand-50 p-5"
    >
      <h2 id="shared-basket" className="text-xl font-bold text-brand-900">
        Basket shared with you
      </h2>
      {problems.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm font-medium text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {shared.lines.length === 0 ? (
        <p className="mt-2">This link holds nothing that can be added to a basket.</p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            Priced as they are today. Adding them keeps everything already in your basket.
          </p>
          <ul className="mt-3 divide-y divide-brand-100">
            {shared.lines.map((line) => (
              <li key={line.key} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <Link
                    to={line.href}
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {line.name}
                  </Link>
                  {line.chosen.length > 0 && (
                    <p className="text-sm text-slate-700">
                      {line.chosen.map(({ group, value }) => `${group}: ${value}`).join(', ')}
                    </p>
                  )}
                  <p className="text-sm text-slate-700">
                    {line.quantity} x <Price pence={line.unitPrice} unit={line.product.priceUnit} />
                  </p>
                </div>
                <p className="font-bold text-brand-900">
                  <span className="sr-only">Line total: </span>
                  <Price pence={line.lineTotal} />
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-brand-100 pt-3 font-bold">
            <span>Total</span>
            <Price pence={shared.subtotal} />
          </p>
          {/* What these lines come to in a basket, by the rule of record (PRODUCT.md). */}
          <dl className="mt-3 space-y-3" aria-label="Totals of these lines">
            <TotalsOfRecord totals={shared.totals} />
          </dl>
          <CatalogueDifference catalogueSum={shared.subtotal.inc} totals={shared.totals} />
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        {shared.lines.length > 0 && (
          <button
            type="button"
            onClick={addAll}
            className="rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Add all to my basket
          </button>
        )}
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-800 hover:bg-white"
        >
          {shared.lines.length > 0 ? 'Not now' : 'Close'}
        </button>
      </div>
    </section>
  );
}

/**
 * Adds a shared link's lines to the visitor's basket, merged within the stock, and says what
 * was done: "Add all to my basket", and a link that adds on arrival (`&add=1`).
 */
export function addSharedLines(lines: readonly PricedLine[], problems: readonly string[] = []) {
  const said = lines.flatMap((line) => {
    const outcome = add(line.product, line.options, line.quantity);
    if (outcome.kind === 'capped') return [cappedQuantityMessage(line.name, outcome.quantity)];
    if (outcome.kind === 'unavailable') return [addedMessage(outcome, line.name, line.quantity)];
    return [];
  });
  const count = lines.length;
  const done =
    count === 0
      ? 'Nothing from the link could be added to your basket.'
      : `Added ${count} ${count === 1 ? 'line' : 'lines'} to your basket.`;
  return [done, ...said, ...problems].join(' ');
}

/** A link's lines added on arrival: what `&add=1` does, said in one sentence or a few. */
export function addSharedBasket(raw: string) {
  const { basket, problems } = parseSharedBasket(raw, findProduct);
  return addSharedLines(priceBasket(basket, findProduct).lines, problems);
}
