import { expect, test } from 'vitest';
import * as fc from 'fast-check';
import { formatPrice, fromPounds } from './money';

test.each([
  [89.99, 8999],
  [1299.99, 129999],
  [0.1 + 0.2, 30],
  [69.99, 6999],
  [115, 11500],
])('fromPounds(%s) is %i pence', (pounds, pence) => {
  expect(fromPounds(pounds)).toBe(pence);
});

test.each([
  [0, '£0.00'],
  [5, '£0.05'],
  [8999, '£89.99'],
  [11500, '£115.00'],
  [99999, '£999.99'],
  [100000, '£1,000.00'],
  [129999, '£1,299.99'],
  [12345678, '£123,456.78'],
])('formatPrice(%i) is %s', (pence, text) => {
  expect(formatPrice(pence)).toBe(text);
});

test('formatPrice writes every amount as the en-GB currency format does', () => {
  const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
  fc.assert(
    fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
      expect(formatPrice(pence)).toBe(intl.format(pence / 100));
    }),
    { numRuns: 5000 },
  );
});
