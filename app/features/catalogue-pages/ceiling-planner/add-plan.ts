import type { PricedPlanLine } from '../../../catalogue/ceiling-plan';
import { lineName } from '../../../catalogue/selection';
import { add } from '../../../basket/add';

/**
 * Adds every line of the plan and says what happened: how many lines went in, and each
 * line that the stock cut short, in plain numbers (PRODUCT.md: caps are said). Each add is
 * made at once, whether or not the basket's store has loaded (app/basket/add.ts).
 */
export function addPlanToBasket(lines: readonly PricedPlanLine[]): string[] {
  const notes: string[] = [];
  let added = 0;
  for (const line of lines) {
    const outcome = add(line.product, line.options, line.quantity);
    const name = lineName(line.product, line.options);
    if (outcome.kind === 'unavailable') {
      notes.push(`${name} is out of stock and was not added.`);
      continue;
    }
    added += 1;
    if (outcome.kind === 'capped') {
      const stock = line.product.quantityAvailable;
      notes.push(
        outcome.before === 0
          ? `${name}: needed ${line.quantity} but only ${stock} in stock, so your basket has ${outcome.quantity}.`
          : `${name}: needed ${line.quantity} with ${outcome.before} already in your basket, but only ${stock} in stock, so your basket has ${outcome.quantity}.`,
      );
    }
  }
  const summary =
    added === lines.length
      ? `Added all ${added} lines to your basket.`
      : `Added ${added} of ${lines.length} lines to your basket.`;
  return [summary, ...notes];
}
