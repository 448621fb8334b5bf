import { resolveSelection } from '../catalogue/pricing';
import type { Product, Selection } from '../catalogue/product';
import { canBeAdded } from '../catalogue/stock';
import { addToBasket, emptyBasket, type Basket, type Change } from './model';
import { readStoredLines, type StoredLine } from './stored-shape';

// Where the journeys and the store have always found it.
export { STORAGE_KEY } from './stored-shape';

export function serializeBasket(basket: Basket): string {
  return JSON.stringify({ version: 1, lines: basket });
}

/**
 * Reads a stored basket as untrusted input: anything malformed, foreign or unknown is
 * dropped, quantities are made whole and kept within the stock, duplicate lines merge.
 * Never throws.
 */
export function parseStoredBasket(
  raw: string | null,
  find: (id: string) => Product | undefined,
): Basket {
  return readStoredLines(raw).reduce<Basket>(
    (basket, line) => withCheckedLine(basket, line, find(line.productId)),
    emptyBasket,
  );
}

/**
 * Adds to a stored basket knowing only the product added, before the catalogue is there to
 * check the rest (add.ts): that product's stored lines are checked as parseStoredBasket
 * checks them (dropped, made whole, kept within its stock, merged), the new quantity is
 * merged into its line and capped at its stock, and every other line is kept as stored,
 * in its place, for the store's check. The outcome is the one the checked basket would
 * give, since it depends only on the product's own line; so is the basket, once checked.
 */
export function addToStoredBasket(
  raw: string | null,
  product: Product,
  options: Selection,
  quantity: number,
): Change {
  const basket = readStoredLines(raw).reduce<Basket>(
    (lines, line) =>
      line.productId === product.id ? withCheckedLine(lines, line, product) : [...lines, line],
    emptyBasket,
  );
  return addToBasket(basket, product, options, quantity);
}

/** A stored line merged into `basket` if `product` takes it as stored; else `basket`. */
function withCheckedLine(basket: Basket, line: StoredLine, product: Product | undefined): Basket {
  if (!product || !canBeAdded(product) || !isExactSelection(product, line.options)) return basket;
  return addToBasket(
    basket,
    product,
    resolveSelection(product.options, line.options),
    line.quantity,
  ).basket;
}

/** A stored configuration must name every option of the product with a valid value, and nothing else. */
export function isExactSelection(
  product: Product,
  options: Readonly<Record<string, string>>,
): boolean {
  const keys = Object.keys(options);
  return (
    keys.length === product.options.length &&
    product.options.every((group) =>
      group.values.some((option) => option.value === options[group.id]),
    )
  );
}
