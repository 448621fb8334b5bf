import { expect, test } from 'vitest';
import * as fc from 'fast-check';
import {
  catalogueLine,
  catalogueRecord,
  formatPrice,
  fromPounds,
  groupThousands,
  lineOfRecord,
  shownIn,
  sumShown,
  totalsOfRecord,
  unitExVat,
  unitPriceIn,
  vatOnExVat,
} from './money';

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

test('groupThousands writes every whole number as en-GB does', () => {
  expect(groupThousands(100)).toBe('100');
  expect(groupThousands(5000)).toBe('5,000');
  expect(groupThousands(1234567)).toBe('1,234,567');
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e15 }), (whole) => {
      expect(groupThousands(whole)).toBe(whole.toLocaleString('en-GB'));
    }),
    { numRuns: 2000 },
  );
});

// PRODUCT.md "Prices and VAT", the rule of record: a unit price ex VAT is
// round(price inc VAT / 1.2) to the penny, half up.
test.each([
  [0, 0],
  [1, 1], // 0.833 -> 1
  [2, 2], // 1.667 -> 2
  [3, 3], // 2.5 -> 3 (half up)
  [6, 5], // 5 exactly
  [9, 8], // 7.5 -> 8 (half up)
  [699, 583], // £6.99 -> £5.825 -> £5.83 (half up)
  [999, 833], // £9.99 -> £8.325 -> £8.33 (half up)
  [1299, 1083], // £12.99 -> £10.825 -> £10.83 (half up)
  [1999, 1666], // £19.99 -> £16.6583 -> £16.66
  [8699, 7249], // £86.99 -> £72.4917 -> £72.49
  [8999, 7499], // £89.99 -> £74.9917 -> £74.99
  [11500, 9583], // £115.00 -> £95.8333 -> £95.83
  [12000, 10000], // £120.00 -> £100.00 exactly
  [799, 666], // £7.99 -> £6.6583 -> £6.66
  [129999, 108333], // £1,299.99 -> £1,083.325 -> £1,083.33 (half up)
  [174999, 145833], // £1,749.99 -> £1,458.325 -> £1,458.33 (half up)
  [949_995, 791_663], // 791662.5 -> up
  [-2000, -1667], // a negative amount is its positive counterpart's negative
  [-3, -3],
])('unitExVat(%i) is %i pence', (inc, ex) => {
  expect(unitExVat(inc)).toBe(ex);
});

test('unitExVat agrees with round-half-up of price / 1.2 computed exactly, for every price', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e10 }), (pence) => {
      // 10 x pence / 12 rounded half up: compare remainders rather than dividing floats.
      const quotient = Math.floor((pence * 10) / 12);
      const remainder = pence * 10 - quotient * 12;
      expect(unitExVat(pence)).toBe(remainder * 2 >= 12 ? quotient + 1 : quotient);
    }),
  );
});

// VAT (20%) = round(Total ex VAT x 0.2), half up.
test.each([
  [0, 0],
  [1, 0], // 0.2
  [2, 0], // 0.4
  [3, 1], // 0.6
  [7, 1], // 1.4
  [8, 2], // 1.6
  [1666, 333], // 333.2
  [4998, 1000], // 999.6
  [181572, 36314], // £1,815.72 -> £363.144 -> £363.14
  [999_999_999, 200_000_000], // 199999999.8
  [1_000_000_000, 200_000_000], // the quotes' largest Total ex VAT
])('VAT on %ip ex VAT is %ip', (ex, vat) => {
  expect(vatOnExVat(ex)).toBe(vat);
});

// 20% of a whole number of pence is a fifth: its fraction is .0, .2, .4, .6 or .8, never
// an exact half, so "half up" never has a tie to break on VAT; the rounding is to the nearest.
test('VAT is never on a half penny, and is the nearest penny to 20% of the total', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (totalEx) => {
      expect((totalEx * 2) % 10).not.toBe(5);
      const nearest = Math.round((totalEx * 2) / 10);
      expect(vatOnExVat(totalEx)).toBe(nearest);
    }),
  );
});

test.each([
  // unit inc VAT, quantity: inc VAT price x quantity; ex VAT its unit ex VAT x quantity
  [8699, 3, 26097, 21747], // £72.49 x 3 = £217.47, not £260.97 / 1.2 = £217.48
  [699, 24, 16776, 13992], // £5.83 x 24 = £139.92, not £167.76 / 1.2 = £139.80
  [899, 102, 91698, 76398], // £7.49 x 102 = £763.98, not £764.15
  [3, 2, 6, 6], // a half penny each way: 3p is 3p ex VAT, so 2 are 6p
  [9, 100_000, 900_000, 800_000], // 7.5p -> 8p, the quotes' largest quantity
  [12_000_000, 100_000, 1_200_000_000_000, 1_000_000_000_000], // £120,000 x 100,000: still exact
  [1999, 0, 0, 0],
])('catalogueLine(%i, %i) is %i inc VAT and %i ex VAT', (unit, quantity, inc, ex) => {
  expect(catalogueLine(unit, quantity)).toEqual({ inc, ex });
  expect(lineOfRecord(unitExVat(unit), quantity)).toBe(ex);
  expect(Number.isSafeInteger(inc) && Number.isSafeInteger(ex)).toBe(true);
});

test('the totals of record: the sum of the lines, VAT once on their sum, and their sum', () => {
  // Per line, VAT would be 0 + 0 = 0 (0.4p each); on the sum of 4p it is 0.8p -> 1p.
  expect(totalsOfRecord([2, 2])).toEqual({ exVat: 4, vat: 1, incVat: 5 });
  expect(totalsOfRecord([])).toEqual({ exVat: 0, vat: 0, incVat: 0 });
  // Issue 35's basket: a £1,749.99 cabinet, three £86.99 shelves, 24 CrossTees at £6.99.
  const lines = [
    { unitPrice: 174999, quantity: 1 },
    { unitPrice: 8699, quantity: 3 },
    { unitPrice: 699, quantity: 24 },
  ];
  const record = catalogueRecord(lines);
  expect(record.lines.map(({ unitPrice, lineTotal }) => [unitPrice, lineTotal])).toEqual([
    [145833, 145833],
    [7249, 21747],
    [583, 13992],
  ]);
  expect(record.totals).toEqual({ exVat: 181572, vat: 36314, incVat: 217886 });
  // The same figures shown line by line, ex VAT, add up to the same Total ex VAT.
  const shown = sumShown(lines.map((line) => catalogueLine(line.unitPrice, line.quantity)));
  expect(shown).toEqual({ inc: 217872, ex: 181572 });
  expect(shownIn('ex', shown)).toBe(181572);
  expect(shownIn('inc', shown)).toBe(217872);
});

test("at the quotes' limits every figure is a whole number of pence, exactly", () => {
  // 200 lines of 100,000 at £100,000.00 ex VAT would pass 2^53 long before; the quotes
  // refuse a Total ex VAT over £10,000,000, whose VAT is still exact.
  const totals = totalsOfRecord(Array.from({ length: 200 }, () => 5_000_000));
  expect(totals).toEqual({ exVat: 1_000_000_000, vat: 200_000_000, incVat: 1_200_000_000 });
});

test.each([
  ['inc', 8999, 8999],
  ['ex', 8999, 7499],
] as const)('unitPriceIn(%s, %i) is %i', (mode, pence, shown) => {
  expect(unitPriceIn(mode, pence)).toBe(shown);
});
