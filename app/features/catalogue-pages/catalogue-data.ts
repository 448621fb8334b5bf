import type { Pence } from '../../catalogue/money';
import type { Product } from '../../catalogue/product';

/**
 * The product with this id in the page's range. A category page starts with its own range
 * alone (a copy: app/catalogue/products/range-copies.d.ts), so a page naming a product that
 * is not in it is a mistake in the copy: fail the pre-render loudly rather than ship a page
 * with a card missing.
 */
export function requireProduct(range: readonly Product[], id: string): Product {
  const product = range.find((candidate) => candidate.id === id);
  if (!product) throw new Error(`No product "${id}" in the range of this page`);
  return product;
}

/** The lowest and highest of a group of prices ("£899.99 to £1,499.99" on the page). */
export function priceSpan(prices: readonly Pence[]): { lowest: Pence; highest: Pence } {
  if (prices.length === 0) throw new Error('A price span needs at least one price');
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}
