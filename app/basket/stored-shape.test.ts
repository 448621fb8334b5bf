import { expect, test } from 'vitest';
import { products } from '../catalogue/registry';
import { MOST_A_LINE_COUNTS, readStoredLines, uncheckedQuantity } from './stored-shape';

const shelf = { productId: 'toughened-glass-shelf', options: { width: '1000', depth: '250' } };
const stored = (lines: unknown) => JSON.stringify({ version: 1, lines });

test.each([
  ['nothing stored', null, 0],
  ['malformed JSON', '{"version":1,"lines":[{', 0],
  ['an older version', JSON.stringify({ version: 0, lines: [{ ...shelf, quantity: 1 }] }), 0],
  [
    'two lines',
    stored([
      { ...shelf, quantity: 3 },
      { ...shelf, quantity: 2 },
    ]),
    5,
  ],
  // Not yet checked: the catalogue may drop it later, never the count before.
  [
    'a product the shop does not sell',
    stored([{ productId: 'nope', options: {}, quantity: 4 }]),
    4,
  ],
  ['a fraction, made whole', stored([{ ...shelf, quantity: 2.7 }]), 2],
  [
    'a quantity below one',
    stored([
      { ...shelf, quantity: 0.5 },
      { ...shelf, quantity: -2 },
    ]),
    0,
  ],
  ['a quantity as text', stored([{ ...shelf, quantity: '3' }]), 0],
  ['options that are not text', stored([{ ...shelf, options: { width: 1000 }, quantity: 1 }]), 0],
  ['a quantity that is not finite', stored([{ ...shelf, quantity: Number.POSITIVE_INFINITY }]), 0],
  [
    'two tampered huge quantities, each counted at most 9,999',
    stored([
      { ...shelf, quantity: 1e308 },
      { ...shelf, quantity: 1e308 },
    ]),
    19_998,
  ],
])('the unchecked count of %s is %i', (_, raw, count) => {
  expect(uncheckedQuantity(raw)).toBe(count);
});

test('only well-formed lines are read, as stored', () => {
  expect(readStoredLines(stored([{ ...shelf, quantity: 3 }, 'junk', { productId: 7 }]))).toEqual([
    { ...shelf, quantity: 3 },
  ]);
});

test('a line counts for at most more than any product holds in stock: the check only lowers it', () => {
  const most = Math.max(...products.map((product) => product.quantityAvailable));
  expect(most).toBeLessThan(MOST_A_LINE_COUNTS);
});
