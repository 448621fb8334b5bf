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
