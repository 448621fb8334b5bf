import { expect, test } from 'vitest';
import { unitExVat } from '../../app/catalogue/money';
import { lineTotal, MAX_QUANTITY, MAX_UNIT_PENCE, quoteTotals } from './money';

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
