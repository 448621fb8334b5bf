import { canBeAdded, type Stock } from '../catalogue/stock';
import type { Selection } from '../catalogue/product';

/**
 * The basket as plain data and pure functions. A line is one product in one
 * configuration; prices are never stored, they are read from the catalogue when shown.
 */
export type BasketLine = {
  productId: string;
  options: Selection;
  quantity: number;
};

export type Basket = readonly BasketLine[];

export type StockedProduct = Stock & { id: string };

/** What an add or a change did, so the page can tell the visitor. */
export type Outcome =
  | { kind: 'added'; quantity: number }
  | { kind: 'updated'; quantity: number }
  /** `before`: what the line held, so a cap can say whether the basket's own count caused it. */
  | { kind: 'capped'; quantity: number; before: number }
  | { kind: 'unavailable' };

export type Change = { basket: Basket; outcome: Outcome };

export const emptyBasket: Basket = [];

/** The same product with the same options always has the same key, whatever the key order. */
export function lineKey({ productId, options }: Pick<BasketLine, 'productId' | 'options'>): string {
  const sorted = Object.keys(options)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(options[key] ?? '')}`);
  return `${productId}?${sorted.join('&')}`;
}

function wholeNumber(quantity: number): number {
  return Number.isFinite(quantity) ? Math.floor(quantity) : 0;
}

/** Adds `quantity` of a configuration: merged into its line, capped at the stock. */
export function addToBasket(
  basket: Basket,
  product: StockedProduct,
  options: Selection,
  quantity = 1,
): Change {
  const wanted = wholeNumber(quantity);
  if (!canBeAdded(product) || wanted < 1) return { basket, outcome: { kind: 'unavailable' } };

  const key = lineKey({ productId: product.id, options });
  const existing = basket.find((line) => lineKey(line) === key);
  const requested = (existing?.quantity ?? 0) + wanted;
  const next = Math.min(requested, product.quantityAvailable);
  const outcome: Outcome =
    next < requested
      ? { kind: 'capped', quantity: next, before: existing?.quantity ?? 0 }
      : { kind: 'added', quantity: next };

  if (existing) {
    return {
      basket: basket.map((line) => (line === existing ? { ...line, quantity: next } : line)),
      outcome,
    };
  }
  return { basket: [...basket, { productId: product.id, options, quantity: next }], outcome };
}

/** Sets a line's quantity, kept between 1 and the stock. Removing is `removeLine`. */
export function setQuantity(
  basket: Basket,
  key: string,
  quantity: number,
  product: StockedProduct,
): Change {
  const existing = basket.find((line) => lineKey(line) === key);
  if (!existing || !canBeAdded(product)) return { basket, outcome: { kind: 'unavailable' } };

  const requested = Math.max(1, wholeNumber(quantity));
  const next = Math.min(requested, product.quantityAvailable);
  const outcome: Outcome =
    next < requested
      ? { kind: 'capped', quantity: next, before: existing.quantity }
      : { kind: 'updated', quantity: next };
  return {
    basket: basket.map((line) => (line === existing ? { ...line, quantity: next } : line)),
    outcome,
  };
}

export function removeLine(basket: Basket, key: string): Basket {
  return basket.filter((line) => lineKey(line) !== key);
}

export function totalQuantity(basket: Basket): number {
  return basket.reduce((total, line) => total + line.quantity, 0);
}
