import * as fc from 'fast-check';
import { expect, test } from 'vitest';
import { findProduct, products } from '../catalogue/registry';
import { canBeAdded } from '../catalogue/stock';
import { addToBasket, emptyBasket, type Basket } from './model';
import {
  MAX_SHARE_LENGTH,
  MAX_SHARE_LINES,
  encodeSharedBasket,
  parseSharedBasket,
  sharedBasketPath,
} from './shared';

const tiles = { productId: 'white-ceiling-tile', options: { size: '600x600' } };
const brackets = { productId: 'black-suspended-grid', options: { component: 'brackets' } };

test('a basket is written as a short, readable link with no prices', () => {
  const basket: Basket = [
    { ...tiles, quantity: 120 },
    { ...brackets, quantity: 2 },
  ];
  expect(sharedBasketPath(basket)).toBe(
    '/cart?share=white-ceiling-tile.120.size~600x600,black-suspended-grid.2.component~brackets',
  );
  expect(parseSharedBasket(encodeSharedBasket(basket), findProduct)).toEqual({
    basket,
    problems: [],
  });
});

test.each([
  ['no link', null, [], []],
  ['an empty link', '', [], []],
  [
    'an unknown product',
    'no-such-thing.1,white-ceiling-tile.3.size~600x600',
    [{ ...tiles, quantity: 3 }],
    ['One line of the link was not recognised and was left out.'],
  ],
  [
    'an unknown option value',
    'white-ceiling-tile.3.size~9000x9000',
    [],
    ['One line of the link was not recognised and was left out.'],
  ],
  [
    'an option the product does not have',
    'white-ceiling-tile.3.size~600x600.colour~red',
    [],
    ['One line of the link was not recognised and was left out.'],
  ],
  [
    'a missing option',
    'white-ceiling-tile.3',
    [],
    ['One line of the link was not recognised and was left out.'],
  ],
  [
    'an option twice',
    'white-ceiling-tile.3.size~600x600.size~1200x600',
    [],
    ['One line of the link was not recognised and was left out.'],
  ],
  [
    'quantities of 0, negative, fractional or written in words',
    'white-ceiling-tile.0.size~600x600,white-ceiling-tile.-2.size~600x600,white-ceiling-tile.1.5.size~600x600,white-ceiling-tile.lots.size~600x600',
    [],
    ['4 lines of the link were not recognised and were left out.'],
  ],
  [
    'an absurd quantity, kept to the stock',
    'white-ceiling-tile.99999999.size~600x600',
    [{ ...tiles, quantity: 250 }],
    ['Only 250 of White Ceiling Tile available: the link asked for more.'],
  ],
  [
    'the same line twice, merged within the stock',
    'white-ceiling-tile.200.size~600x600,white-ceiling-tile.100.size~600x600',
    [{ ...tiles, quantity: 250 }],
    ['Only 250 of White Ceiling Tile available: the link asked for more.'],
  ],
  [
    'malformed text',
    '%%%,,..~~,<script>alert(1)</script>',
    [],
    ['4 lines of the link were not recognised and were left out.'],
  ],
  [
    'an object property name for a product',
    '__proto__.1,constructor.1.size~600x600',
    [],
    ['2 lines of the link were not recognised and were left out.'],
  ],
])('%s', (_, raw, basket, problems) => {
  expect(parseSharedBasket(raw, findProduct)).toEqual({ basket, problems });
});

test('a link too long is refused unread', () => {
  const raw = 'white-ceiling-tile.1.size~600x600,'.repeat(200);
  expect(raw.length).toBeGreaterThan(MAX_SHARE_LENGTH);
  expect(parseSharedBasket(raw, findProduct)).toEqual({
    basket: [],
    problems: ['This basket link is too long to be read: ask for a new one.'],
  });
});

test('only the first lines of a link with too many are read', () => {
  const raw = Array.from(
    { length: MAX_SHARE_LINES + 5 },
    () => 'white-ceiling-tile.1.size~600x600',
  ).join(',');
  const { basket, problems } = parseSharedBasket(raw, findProduct);
  expect(basket).toEqual([{ ...tiles, quantity: MAX_SHARE_LINES }]);
  expect(problems).toEqual([`Only the first ${MAX_SHARE_LINES} lines of the link were read.`]);
});

test('every id and option value in the catalogue can be written in a link as it is', () => {
  const token = /^[A-Za-z0-9_-]+$/;
  for (const product of products) {
    expect(product.id).toMatch(token);
    for (const group of product.options) {
      expect(group.id).toMatch(token);
      for (const option of group.values) expect(option.value).toMatch(token);
    }
  }
});

// Any basket the site can hold: lines of products that can be bought, in any of their
// configurations, with any quantity (the model keeps it within the stock).
const anyBasket = fc
  .array(
    fc.record({
      product: fc.constantFrom(...products.filter(canBeAdded)),
      picks: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
      quantity: fc.integer({ min: 1, max: 1000 }),
    }),
    { maxLength: 12 },
  )
  .map((lines) =>
    lines.reduce<Basket>((basket, { product, picks, quantity }) => {
      const options = Object.fromEntries(
        product.options.map((group, index) => [
          group.id,
          group.values[(picks[index] ?? 0) % group.values.length]?.value ?? group.defaultValue,
        ]),
      );
      return addToBasket(basket, product, options, quantity).basket;
    }, emptyBasket),
  );

test('every basket survives the round trip through a link', () => {
  fc.assert(
    fc.property(anyBasket, (basket) => {
      expect(parseSharedBasket(encodeSharedBasket(basket), findProduct)).toEqual({
        basket,
        problems: [],
      });
    }),
    { numRuns: 500 },
  );
});

test('any text at all is read without throwing, into lines the catalogue can sell', () => {
  const text = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 300 }),
    fc.string({
      unit: fc.constantFrom(...'white-ceiling-tile.size~600x1,.~0123456789'),
      maxLength: 300,
    }),
  );
  fc.assert(
    fc.property(text, (raw) => {
      const { basket } = parseSharedBasket(raw, findProduct);
      for (const line of basket) {
        const product = findProduct(line.productId);
        expect(product).toBeDefined();
        expect(line.quantity).toBeGreaterThanOrEqual(1);
        expect(line.quantity).toBeLessThanOrEqual(product?.quantityAvailable ?? 0);
      }
    }),
    { numRuns: 2000 },
  );
});
