import { formatPrice, type Pence } from '../../catalogue/money';
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

/** "From £95.00" */
export function fromPriceLabel(pence: Pence): string {
  return `From ${formatPrice(pence)}`;
}

/** "£12.99/m²", or just "£899.99" when the price has no unit. */
export function unitPriceLabel(pence: Pence, unit = ''): string {
  return `${formatPrice(pence)}${unit}`;
}

/** "£899.99 to £1,499.99", the span of a group of prices. */
export function priceSpanLabel(prices: readonly Pence[]): string {
  if (prices.length === 0) throw new Error('A price span needs at least one price');
  const lowest = Math.min(...prices);
  const highest = Math.max(...prices);
  return lowest === highest
    ? formatPrice(lowest)
    : `${formatPrice(lowest)} to ${formatPrice(highest)}`;
}
