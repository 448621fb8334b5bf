import { expect, test } from 'vitest';
import { unitExVat } from '../../app/catalogue/money';
import { lineTotal, MAX_QUANTITY, MAX_UNIT_PENCE, percentOf, quoteTotals } from './money';

// PRODUCT.md "Quotes", Money: a quote's lines follow the one rule of record, whose rounding
// edges app/catalogue/money.test.ts tables; here, a quote's lines and totals by it.

test('a line is its unit price times its quantity, large quantities exactly', () => {
  expect(lineTotal({ unitExPence: 1666, quantity: 3 })).toBe(4998);
  expect(lineTotal({ unitExPence: 9_999_999, quantity: 100 })).toBe(999_999_900);
  expect(lineTotal({ unitExPence: 1, quantity: MAX_QUANTITY })).toBe(100_000);
  expect(lineTotal({ unitExPence: MAX_UNIT_PENCE, quantity: MAX_QUANTITY })).toBe(1e12);
});

test('the totals: the sum of the lines, VAT on the sum (not per line), and their sum', () => {
  // Per line, VAT would be 0 + 0 = 0 (0.4p each); on the sum of 4p it is 0.8p -> 1p.
  expect(
    quoteTotals([
      { unitExPence: 2, quantity: 1 },
      { unitExPence: 2, quantity: 1 },
    ]),
  ).toEqual({ exVat: 4, vat: 1, incVat: 5 });
  // A £19.99 grid bracket, 3 of them, and an installation line of £450.00 ex VAT.
  expect(
    quoteTotals([
      { unitExPence: unitExVat(1999), quantity: 3 },
      { unitExPence: 45_000, quantity: 1 },
    ]),
  ).toEqual({ exVat: 49_998, vat: 10_000, incVat: 59_998 });
  expect(quoteTotals([])).toEqual({ exVat: 0, vat: 0, incVat: 0 });
});

test.each([
  [10_000, 50, 5000],
  [10_000, 0, 0],
  [10_000, 100, 10_000],
  // Half a penny rounds up: 33% of 50p is 16.5p.
  [50, 33, 17],
  [49, 33, 16],
  [1, 50, 1],
  [1, 10, 0],
  [-50, 33, -17],
  [999_999_999, 33, 330_000_000],
])('%i pence at %i per cent is %i', (amount, percent, expected) => {
  expect(percentOf(amount, percent)).toBe(expected);
});

test.each([-1, 101, 12.5])('%d is no percentage', (percent) => {
  expect(() => percentOf(100, percent)).toThrow();
});
