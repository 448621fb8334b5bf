import * as fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  addToBasket,
  emptyBasket,
  lineKey,
  removeLine,
  setQuantity,
  totalQuantity,
  type Basket,
  type StockedProduct,
} from './model';

const shelf: StockedProduct = { id: 'shelf', inStock: true, quantityAvailable: 5 };
const soldOut: StockedProduct = { id: 'gone', inStock: false, quantityAvailable: 0 };
const grey = { width: '1200', colour: 'grey' };
const black = { width: '1200', colour: 'black' };

test('adding a new configuration starts a line at the chosen quantity', () => {
  const { basket, outcome } = addToBasket(emptyBasket, shelf, grey);
  expect(basket).toEqual([{ productId: 'shelf', options: grey, quantity: 1 }]);
  expect(outcome).toEqual({ kind: 'added', quantity: 1 });
  expect(addToBasket(emptyBasket, shelf, grey, 3).basket[0]?.quantity).toBe(3);
});

test('adding the same configuration again raises its line, whatever the option order', () => {
  const once = addToBasket(emptyBasket, shelf, grey).basket;
  const { basket, outcome } = addToBasket(once, shelf, { colour: 'grey', width: '1200' }, 2);
  expect(basket).toHaveLength(1);
  expect(basket[0]?.quantity).toBe(3);
  expect(outcome).toEqual({ kind: 'added', quantity: 3 });
});

test('a different configuration is a new line', () => {
  const basket = addToBasket(addToBasket(emptyBasket, shelf, grey).basket, shelf, black).basket;
  expect(basket.map((line) => line.options.colour)).toEqual(['grey', 'black']);
});

test.each([
  [0, 6, 5, 'capped'],
  [4, 1, 5, 'added'],
  [4, 3, 5, 'capped'],
  [5, 1, 5, 'capped'],
])('with %i in the basket, adding %i leaves %i (%s)', (start, add, end, kind) => {
  const before: Basket = start ? [{ productId: 'shelf', options: grey, quantity: start }] : [];
  const { basket, outcome } = addToBasket(before, shelf, grey, add);
  expect(basket[0]?.quantity).toBe(end);
  // A cap also says what the line held before.
  expect(outcome).toEqual(
    kind === 'capped' ? { kind, quantity: end, before: start } : { kind, quantity: end },
  );
});

test.each([0, -1, Number.NaN, 0.5])('adding a quantity of %s changes nothing', (quantity) => {
  const { basket, outcome } = addToBasket(emptyBasket, shelf, grey, quantity);
  expect(basket).toBe(emptyBasket);
  expect(outcome.kind).toBe('unavailable');
});

test('an out-of-stock product cannot be added', () => {
  const { basket, outcome } = addToBasket(emptyBasket, soldOut, {});
  expect(basket).toEqual([]);
  expect(outcome).toEqual({ kind: 'unavailable' });
});

test.each([
  [3, 3, 'updated'],
  [1, 1, 'updated'],
  [0, 1, 'updated'],
  [-4, 1, 'updated'],
  [2.7, 2, 'updated'],
  [9, 5, 'capped'],
  [1e12, 5, 'capped'],
])('setting a quantity of %s leaves %i (%s)', (requested, end, kind) => {
  const before: Basket = [{ productId: 'shelf', options: grey, quantity: 2 }];
  const key = lineKey({ productId: 'shelf', options: grey });
  const { basket, outcome } = setQuantity(before, key, requested, shelf);
  expect(basket[0]?.quantity).toBe(end);
  expect(outcome).toEqual(
    kind === 'capped' ? { kind, quantity: end, before: 2 } : { kind, quantity: end },
  );
});

test('removing a line leaves the others; the total counts every unit', () => {
  const basket: Basket = [
    { productId: 'shelf', options: grey, quantity: 2 },
    { productId: 'shelf', options: black, quantity: 3 },
  ];
  expect(totalQuantity(basket)).toBe(5);
  const after = removeLine(basket, lineKey({ productId: 'shelf', options: grey }));
  expect(after).toEqual([{ productId: 'shelf', options: black, quantity: 3 }]);
  expect(totalQuantity([])).toBe(0);
});

// Property-based: thousands of random sequences of operations keep the invariants.
const products = [
  { id: 'a', inStock: true, quantityAvailable: 1 },
  { id: 'b', inStock: true, quantityAvailable: 5 },
  { id: 'c', inStock: true, quantityAvailable: 20 },
  { id: 'd', inStock: false, quantityAvailable: 0 },
] as const;
const optionSets: Record<string, string>[] = [
  {},
  { size: 's' },
  { size: 'l' },
  { size: 'l', colour: 'red' },
];

const operation = fc.oneof(
  fc.record({
    op: fc.constant('add' as const),
    product: fc.constantFrom(...products),
    options: fc.constantFrom(...optionSets),
    quantity: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double({ noNaN: false })),
  }),
  fc.record({
    op: fc.constant('set' as const),
    index: fc.nat(),
    quantity: fc.oneof(fc.integer({ min: -5, max: 1e9 }), fc.double()),
  }),
  fc.record({ op: fc.constant('remove' as const), index: fc.nat() }),
);

const PROPERTY_RUNS = 5000;

// Generous timeout: thousands of runs take well under a second, but CI machines can be busy.
test(
  `invariants hold over ${PROPERTY_RUNS} random sequences of operations`,
  { timeout: 60_000 },
  () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), (operations) => {
        let basket: Basket = emptyBasket;
        for (const step of operations) {
          if (step.op === 'add') {
            basket = addToBasket(basket, step.product, step.options, step.quantity).basket;
          } else if (basket.length > 0) {
            const line = basket[step.index % basket.length];
            if (!line) continue;
            const product = products.find(({ id }) => id === line.productId) ?? products[0];
            basket =
              step.op === 'set'
                ? setQuantity(basket, lineKey(line), step.quantity, product).basket
                : removeLine(basket, lineKey(line));
          }
          const keys = basket.map(lineKey);
          expect(new Set(keys).size).toBe(keys.length);
          for (const line of basket) {
            const stock = products.find(({ id }) => id === line.productId)?.quantityAvailable ?? 0;
            expect(Number.isInteger(line.quantity)).toBe(true);
            expect(line.quantity).toBeGreaterThanOrEqual(1);
            expect(line.quantity).toBeLessThanOrEqual(stock);
          }
          expect(totalQuantity(basket)).toBe(basket.reduce((sum, line) => sum + line.quantity, 0));
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
  },
);
