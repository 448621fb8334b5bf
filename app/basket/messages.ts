import { formatPrice, type Pence, type VatBreakdown } from '../catalogue/money';
import type { Outcome } from './model';

/** What the visitor is told after an add (PRODUCT.md: caps are said, never silent). */
export function addedMessage(outcome: Outcome, name: string, added: number): string {
  switch (outcome.kind) {
    case 'added':
      return `Added ${added > 1 ? `${added} x ` : ''}${name} to your basket.`;
    case 'capped':
      return `Only ${outcome.quantity} available: your basket has ${outcome.quantity}.`;
    case 'updated':
      return `Your basket has ${outcome.quantity} of ${name}.`;
    case 'unavailable':
      return `${name} is out of stock and cannot be added.`;
  }
}

/**
 * A typed quantity that is not one (empty, letters, a fraction, 0): the line keeps its
 * quantity and the visitor is told why and what would do.
 */
export function invalidQuantityMessage(name: string, kept: number, stock: number): string {
  return `Enter a whole number from 1 to ${stock}: ${name} stays at ${kept}.`;
}

/** A typed or stepped quantity that reached the stock (PRODUCT.md: caps are said). */
export function cappedQuantityMessage(name: string, stock: number): string {
  return `Only ${stock} available: your basket has ${stock} of ${name}.`;
}

/**
 * Inc VAT the basket shows catalogue prices, whose sum can differ by pennies from the Total
 * inc VAT of record (PRODUCT.md "Prices and VAT"): where it does, the one sentence that
 * says which is charged, by how much it differs and why. Null where they agree.
 */
export function catalogueDifferenceMessage(catalogueSum: Pence, totals: VatBreakdown) {
  const difference = totals.incVat - catalogueSum;
  if (difference === 0) return null;
  const size = Math.abs(difference);
  const amount = size < 100 ? `${size}p` : formatPrice(size);
  return `Total inc VAT, which is what you pay, is ${amount} ${difference > 0 ? 'more' : 'less'} than the sum of the catalogue prices: our prices of record are ex VAT, each rounded to the penny, and VAT is worked out once on their total.`;
}
