import * as v from 'valibot';
import { resolveSelection } from '../catalogue/pricing';
import type { Product } from '../catalogue/product';
import { canBeAdded } from '../catalogue/stock';
import { addToBasket, emptyBasket, type Basket } from './model';

/** Bump the version when the stored shape changes; an old shape is then simply not read. */
export const STORAGE_KEY = 'clydeside-basket:v1';

const StoredBasket = v.object({ version: v.literal(1), lines: v.array(v.unknown()) });
const StoredLine = v.object({
  productId: v.string(),
  options: v.record(v.string(), v.string()),
  quantity: v.number(),
});

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
  if (!raw) return emptyBasket;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return emptyBasket;
  }
  const stored = v.safeParse(StoredBasket, json);
  if (!stored.success) return emptyBasket;

  return stored.output.lines.reduce<Basket>((basket, candidate) => {
    const line = v.safeParse(StoredLine, candidate);
    if (!line.success) return basket;
    const { productId, options, quantity } = line.output;
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
