import { expect, test } from 'vitest';
import * as fc from 'fast-check';
import { exVat, formatPrice, fromPounds, groupThousands, priceIn, vatIn } from './money';

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

// PRODUCT.md "Prices and VAT": ex VAT = round(amount / 1.2) to the penny, half up.
test.each([
  [0, 0],
  [1, 1], // 0.833 -> 1
  [3, 3], // 2.5 -> 3 (half up)
  [6, 5], // 5 exactly
  [9, 8], // 7.5 -> 8 (half up)
  [8999, 7499], // £89.99 -> £74.9917 -> £74.99
  [11500, 9583], // £115.00 -> £95.8333 -> £95.83
  [12000, 10000], // £120.00 -> £100.00 exactly
  [799, 666], // £7.99 -> £6.6583 -> £6.66
  [1299, 1083], // £12.99 -> £10.825 -> £10.83 (half up)
  [129999, 108333], // £1,299.99 -> £1,083.325 -> £1,083.33 (half up)
  [-2000, -1667], // a -£20.00 change -> -£16.67
  [-3, -3],
])('exVat(%i) is %i pence', (inc, ex) => {
  expect(exVat(inc)).toBe(ex);
});

test.each([
  [0, 0],
  [12000, 2000],
  [8999, 1500], // 89.99 - 74.99
  [175997, 29333], // £1,759.97: 1,759.97 - 1,466.64 (1,466.6417)
  [1299, 216], // 12.99 - 10.83
])('vatIn(%i) is %i pence', (total, vat) => {
  expect(vatIn(total)).toBe(vat);
});

test('exVat agrees with round-half-up of amount / 1.2 computed exactly, for every amount', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1e10 }), (pence) => {
      // 10 x pence / 12 rounded half up: compare remainders rather than dividing floats.
      const quotient = Math.floor((pence * 10) / 12);
      const remainder = pence * 10 - quotient * 12;
      expect(exVat(pence)).toBe(remainder * 2 >= 12 ? quotient + 1 : quotient);
      expect(exVat(pence) + vatIn(pence)).toBe(pence);
    }),
  );
});

test.each([
  ['inc', 8999, 8999],
  ['ex', 8999, 7499],
] as const)('priceIn(%s, %i) is %i', (mode, pence, shown) => {
  expect(priceIn(mode, pence)).toBe(shown);
});
