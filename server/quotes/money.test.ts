import { expect, test } from 'vitest';
import { catalogueUnitExVat, lineTotal, quoteTotals, vatOnExVat } from './money';

// PRODUCT.md "Quotes", Money: every rounding edge, table-driven.
test.each([
  // inc VAT -> unit ex VAT: round(inc / 1.2), half up
  [1200, 1000],
  [1999, 1666], // 1665.83
  [3, 3], // 2.5: half a penny rounds up
  [9, 8], // 7.5 up
  [999, 833], // 832.5 up
  [1, 1], // 0.83
  [2, 2], // 1.67
  [0, 0],
  [119_999, 99_999], // 99999.17
  [949_995, 791_663], // 791662.5 up
])('a catalogue price of %ip inc VAT is %ip ex VAT', (inc, ex) => {
  expect(catalogueUnitExVat(inc)).toBe(ex);
});

test.each([
  // Total ex VAT -> VAT: round(total x 0.2), half up
  [0, 0],
  [1, 0], // 0.2
  [2, 0], // 0.4
  [3, 1], // 0.6
  [7, 1], // 1.4
  [8, 2], // 1.6
  [1666, 333], // 333.2
  [4998, 1000], // 999.6
  [999_999_999, 200_000_000], // 199999999.8
])('VAT on %ip ex VAT is %ip', (ex, vat) => {
  expect(vatOnExVat(ex)).toBe(vat);
});

test('a line is its unit price times its quantity, large quantities exactly', () => {
  expect(lineTotal({ unitExPence: 1666, quantity: 3 })).toBe(4998);
  expect(lineTotal({ unitExPence: 9_999_999, quantity: 100 })).toBe(999_999_900);
  expect(lineTotal({ unitExPence: 1, quantity: 100_000 })).toBe(100_000);
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
      { unitExPence: catalogueUnitExVat(1999), quantity: 3 },
      { unitExPence: 45_000, quantity: 1 },
    ]),
  ).toEqual({ exVat: 49_998, vat: 10_000, incVat: 59_998 });
  expect(quoteTotals([])).toEqual({ exVat: 0, vat: 0, incVat: 0 });
});
