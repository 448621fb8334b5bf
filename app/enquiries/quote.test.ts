import { expect, test } from 'vitest';
import { exVat, vatBreakdown } from '../catalogue/money';
import { priceQuote } from './quote';

const shelf = (width: string, quantity: number) => ({
  productId: 'standard-wall-shelf',
  options: { colour: 'grey', width, eposColor: 'none' },
  quantity,
});

test('each line is priced from the catalogue: unit price, line total, totals with VAT', () => {
  const quote = priceQuote([shelf('1200', 2), shelf('600', 1)]);
  expect(
    quote.lines.map(({ name, quantity, unitPrice, lineTotal }) => [
      name,
      quantity,
      unitPrice,
      lineTotal,
    ]),
  ).toEqual([
    // £115 base, 1200 mm +£30; 600 mm -£20
    ['Standard Wall Shelf', 2, 14500, 29000],
    ['Standard Wall Shelf', 1, 9500, 9500],
  ]);
  expect(quote.totals).toEqual({ incVat: 38500, exVat: 32083, vat: 6417 });
  expect(quote.dropped).toBe(0);
  expect(quote.capped).toBe(0);
});

test('unknown products, unknown or missing options are dropped, not guessed', () => {
  const quote = priceQuote([
    { productId: 'no-such-thing', options: {}, quantity: 1 },
    shelf('1300', 1),
    { productId: 'standard-wall-shelf', options: { colour: 'grey', width: '1200' }, quantity: 1 },
    { ...shelf('1200', 1), options: { ...shelf('1200', 1).options, extra: 'x' } },
    shelf('800', 3),
  ]);
  expect(quote.lines).toHaveLength(1);
  expect(quote.lines[0]?.quantity).toBe(3);
  expect(quote.dropped).toBe(4);
});

test('quantities are kept within the stock and the same configuration is one line', () => {
  // The premium glass cabinet has 5 in stock.
  const cabinet = {
    productId: 'premium-glass',
    options: { size: '1200', glassType: 'clear', ledColor: 'pure-white' },
  };
  const quote = priceQuote([
    { ...cabinet, quantity: 3 },
    { ...cabinet, quantity: 4 },
  ]);
  expect(quote.lines).toHaveLength(1);
  expect(quote.lines[0]?.quantity).toBe(5);
  expect(quote.lines[0]?.lineTotal).toBe(5 * 119999);
  expect(quote.capped).toBe(1);
});

test.each([
  // amount inc VAT, ex VAT = round(amount / 1.2) half up, VAT = the rest
  [0, 0, 0],
  [1, 1, 0],
  [3, 3, 0], // 2.5 rounds up
  [6, 5, 1],
  [120, 100, 20],
  [9, 8, 1], // 7.5 rounds up
  [11999, 9999, 2000],
  [978995, 815829, 163166], // 815829.17
  [119999, 99999, 20000], // 99999.17
])('%i pence inc VAT is %i ex VAT and %i VAT', (incVat, exVatExpected, vat) => {
  expect(exVat(incVat)).toBe(exVatExpected);
  expect(vatBreakdown(incVat)).toEqual({ incVat, exVat: exVatExpected, vat });
});

test("each line carries its product's delivery or collection note, from the catalogue", () => {
  const quote = priceQuote([
    { productId: 'white-ceiling-tile', options: { size: '600x600' }, quantity: 59 },
    shelf('1200', 1),
  ]);
  expect(quote.lines.map(({ name, fulfilment }) => [name, fulfilment])).toEqual([
    ['White Ceiling Tile', 'Collection only from our Glasgow warehouse'],
    ['Standard Wall Shelf', 'Same day collection available; Estimated 2-3 day delivery'],
  ]);
});
