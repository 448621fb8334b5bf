import { expect, test } from 'vitest';
import { findProduct } from '../catalogue/registry';
import type { Basket } from './model';
import { parseStoredBasket, serializeBasket } from './stored';

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
