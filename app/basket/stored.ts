import { resolveSelection } from '../catalogue/pricing';
import type { Product } from '../catalogue/product';
import { canBeAdded } from '../catalogue/stock';
import { addToBasket, emptyBasket, type Basket } from './model';
import { readStoredLines } from './stored-shape';

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
  return readStoredLines(raw).reduce<Basket>((basket, line) => {
    const { productId, options, quantity } = line;
    const product = find(productId);
    if (!product || !canBeAdded(product) || !isExactSelection(product, options)) return basket;
    return addToBasket(basket, product, resolveSelection(product.options, options), quantity)
      .basket;
  }, emptyBasket);
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
