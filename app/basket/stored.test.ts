import * as fc from 'fast-check';
import { expect, test } from 'vitest';
import { defaultSelection } from '../catalogue/pricing';
import type { Product } from '../catalogue/product';
import { findProduct, products } from '../catalogue/registry';
import { canBeAdded } from '../catalogue/stock';
import { basketArbitrary } from './generated-baskets';
import { addToBasket, type Basket } from './model';
import { addToStoredBasket, parseStoredBasket, serializeBasket } from './stored';

const shelf = { productId: 'toughened-glass-shelf', options: { width: '1000', depth: '250' } };
const stored = (lines: unknown) => JSON.stringify({ version: 1, lines });

test('a basket survives the round trip through storage', () => {
  const basket: Basket = [
    { ...shelf, quantity: 3 },
    {
      productId: 'premium-glass',
      options: { size: '1500', glassType: 'tinted', ledColor: 'rgb' },
      quantity: 1,
    },
  ];
  expect(parseStoredBasket(serializeBasket(basket), findProduct)).toEqual(basket);
});

test.each([
  ['nothing stored', null],
  ['an empty string', ''],
  ['malformed JSON', '{"version":1,"lines":[{'],
  ['JSON null', 'null'],
  ['a number', '42'],
  ['an array', '[1,2,3]'],
  ['a foreign shape', '{"items":[{"id":"x"}]}'],
  ['an older version', JSON.stringify({ version: 0, lines: [{ ...shelf, quantity: 1 }] })],
  ['lines that are not a list', '{"version":1,"lines":"lots"}'],
  ['the version as text', JSON.stringify({ version: '1', lines: [{ ...shelf, quantity: 1 }] })],
])('%s loads as an empty basket', (_, raw) => {
  expect(parseStoredBasket(raw, findProduct)).toEqual([]);
});

test.each([
  ['an unknown product', [{ productId: 'nope', options: {}, quantity: 1 }]],
  ['a missing quantity', [{ ...shelf }]],
  ['a quantity as text', [{ ...shelf, quantity: '3' }]],
  ['a negative quantity', [{ ...shelf, quantity: -2 }]],
  ['a zero quantity', [{ ...shelf, quantity: 0 }]],
  ['a fraction below one', [{ ...shelf, quantity: 0.4 }]],
  [
    'an unknown option value',
    [{ ...shelf, options: { width: '1000', depth: '999' }, quantity: 1 }],
  ],
  ['a missing option', [{ ...shelf, options: { width: '1000' }, quantity: 1 }]],
  [
    'an extra option',
    [{ ...shelf, options: { width: '1000', depth: '250', x: 'y' }, quantity: 1 }],
  ],
  [
    'an option that is not text',
    [{ ...shelf, options: { width: 1000, depth: '250' }, quantity: 1 }],
  ],
  ['options as a list', [{ ...shelf, options: ['1000', '250'], quantity: 1 }]],
  ['no options at all', [{ ...shelf, options: null, quantity: 1 }]],
  ['a product id that is not text', [{ ...shelf, productId: 7, quantity: 1 }]],
  ['a line that is a list', [['toughened-glass-shelf', { width: '1000', depth: '250' }, 1]]],
  ['a line that is not an object', ['<script>alert(1)</script>']],
  ['a null line', [null]],
])('a line with %s is dropped', (_, lines) => {
  expect(parseStoredBasket(stored(lines), findProduct)).toEqual([]);
});

test.each([
  ['a huge quantity', 1e15, 20],
  ['infinity as JSON', Number.MAX_VALUE, 20],
  ['a fractional quantity', 2.9, 2],
  ['a quantity over the stock', 21, 20],
])('%s is clamped into 1..stock', (_, quantity, expected) => {
  expect(parseStoredBasket(stored([{ ...shelf, quantity }]), findProduct)).toEqual([
    { ...shelf, quantity: expected },
  ]);
});

test('a stored price is ignored: lines are re-priced from the catalogue', () => {
  const basket = parseStoredBasket(
    stored([{ ...shelf, quantity: 1, price: 0.01, name: 'Free shelf' }]),
    findProduct,
  );
  expect(basket).toEqual([{ ...shelf, quantity: 1 }]);
});

test('duplicate lines merge, still within the stock', () => {
  const basket = parseStoredBasket(
    stored([
      { ...shelf, quantity: 15 },
      { ...shelf, quantity: 15 },
    ]),
    findProduct,
  );
  expect(basket).toEqual([{ ...shelf, quantity: 20 }]);
});

test('good lines survive beside bad ones', () => {
  const basket = parseStoredBasket(
    stored([{ productId: 'nope', options: {}, quantity: 1 }, { ...shelf, quantity: 2 }, 'junk']),
    findProduct,
  );
  expect(basket).toEqual([{ ...shelf, quantity: 2 }]);
});

// Add to Cart before the store has loaded (add.ts) knows only the product shown.

function product(id: string): Product {
  const found = findProduct(id);
  if (!found) throw new Error(`${id} is in the registry`);
  return found;
}

test("an add before the check merges into the product's line and keeps the other lines as stored", () => {
  const others = [
    { productId: 'withdrawn-sign', options: {}, quantity: 3 },
    { productId: 'premium-glass', options: { size: 'huge' }, quantity: 99 },
  ];
  const { basket, outcome } = addToStoredBasket(
    stored([others[0], { ...shelf, quantity: 2 }, others[1]]),
    product('toughened-glass-shelf'),
    shelf.options,
    3,
  );
  expect(outcome).toEqual({ kind: 'added', quantity: 5 });
  expect(basket).toEqual([others[0], { ...shelf, quantity: 5 }, others[1]]);
});

test('an add before the check is capped at the stock, its stored line checked first', () => {
  const { basket, outcome } = addToStoredBasket(
    // Over the stock of 20 and in two lines, as a tampered or stale basket may be.
    stored([
      { ...shelf, quantity: 15.5 },
      { ...shelf, quantity: 30 },
    ]),
    product('toughened-glass-shelf'),
    shelf.options,
    1,
  );
  expect(outcome).toEqual({ kind: 'capped', quantity: 20, before: 20 });
  expect(basket).toEqual([{ ...shelf, quantity: 20 }]);
});

test("an add before the check drops the product's own lines that it no longer takes", () => {
  const { basket, outcome } = addToStoredBasket(
    stored([{ ...shelf, options: { width: '1000', depth: '999' }, quantity: 4 }]),
    product('toughened-glass-shelf'),
    shelf.options,
    2,
  );
  expect(outcome).toEqual({ kind: 'added', quantity: 2 });
  expect(basket).toEqual([{ ...shelf, quantity: 2 }]);
});

test('an add of nothing, or of a product that cannot be added, changes nothing', () => {
  const raw = stored([{ ...shelf, quantity: 2 }]);
  expect(
    addToStoredBasket(raw, product('toughened-glass-shelf'), shelf.options, 0).outcome,
  ).toEqual({ kind: 'unavailable' });
  const soldOut = { ...product('toughened-glass-shelf'), quantityAvailable: 0 };
  expect(addToStoredBasket(raw, soldOut, shelf.options, 1).outcome).toEqual({
    kind: 'unavailable',
  });
});

// The hand-over's promise: adding before the check, then checking, gives what checking,
// then adding gives: the same basket and the same outcome, for any stored basket.
const storedLine = fc.oneof(
  basketArbitrary.map((basket) => [...basket]),
  fc.constant([{ productId: 'withdrawn-sign', options: {}, quantity: 2 }]),
  fc.constant([{ ...shelf, quantity: 1e9 }]),
  fc.constant([{ ...shelf, quantity: 2.5 }]),
  fc.constant(['junk']),
);
const addable = products.filter(canBeAdded);

test('an add before the check, then the check, equals the check, then the add', () => {
  fc.assert(
    fc.property(
      fc.array(storedLine, { maxLength: 4 }).map((parts) => stored(parts.flat())),
      fc.constantFrom(...addable),
      fc.integer({ min: -1, max: 60 }),
      (raw, added, quantity) => {
        const options = defaultSelection(added.options);
        const before = addToStoredBasket(raw, added, options, quantity);
        const after = addToBasket(parseStoredBasket(raw, findProduct), added, options, quantity);
        expect(before.outcome).toEqual(after.outcome);
        expect(parseStoredBasket(serializeBasket(before.basket), findProduct)).toEqual(
          after.basket,
        );
      },
    ),
    { seed: 41, numRuns: 300 },
  );
});
