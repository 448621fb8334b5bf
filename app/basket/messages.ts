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
