import * as fc from 'fast-check';
import { products } from '../catalogue/registry';
import { canBeAdded } from '../catalogue/stock';
import { addToBasket, emptyBasket, type Basket } from './model';

/**
 * Baskets for the money property tests (PRODUCT.md "Prices and VAT": every figure a buyer
 * may hold against another follows one rule), the same in the browser's tests and the
 * server's: any product the shop sells, any valid choice of its options, a quantity within
 * its stock (often a few, sometimes all there is), from 1 to 6 lines. Only tests import it.
 */
const line = fc.constantFrom(...products.filter(canBeAdded)).chain((product) =>
  fc.record({
    product: fc.constant(product),
    options: fc.record(
      Object.fromEntries(
        product.options.map((group) => [
          group.id,
          fc.constantFrom(...group.values.map(({ value }) => value)),
        ]),
      ),
    ),
    quantity: fc.oneof(
      fc.integer({ min: 1, max: Math.min(5, product.quantityAvailable) }),
      fc.integer({ min: 1, max: product.quantityAvailable }),
      fc.constant(product.quantityAvailable),
    ),
  }),
);

export const basketArbitrary: fc.Arbitrary<Basket> = fc
  .array(line, { minLength: 1, maxLength: 6 })
  .map((adds) =>
    adds.reduce<Basket>(
      (basket, { product, options, quantity }) =>
        addToBasket(basket, product, options, quantity).basket,
      emptyBasket,
    ),
  );

/** `count` baskets from a fixed seed: the same every run, so a failure can be replayed. */
export function generatedBaskets(count: number, seed: number): Basket[] {
  return fc.sample(basketArbitrary, { numRuns: count, seed });
}
