import type { Pence } from '../../catalogue/money';
import type { Product } from '../../catalogue/product';
import { findProduct } from '../../catalogue/registry';

/**
 * A page naming a product that is not in the registry is a mistake in the copy: fail
 * the pre-render loudly rather than ship a page with a card missing.
 */
export function requireProduct(id: string): Product {
  const product = findProduct(id);
  if (!product) throw new Error(`No product "${id}" in the catalogue registry`);
  return product;
}

/** The lowest and highest of a group of prices ("£899.99 to £1,499.99" on the page). */
export function priceSpan(prices: readonly Pence[]): { lowest: Pence; highest: Pence } {
  if (prices.length === 0) throw new Error('A price span needs at least one price');
  return { lowest: Math.min(...prices), highest: Math.max(...prices) };
}
