import { expect, test } from 'vitest';
import { defaultPrice, resolveSelection, unitPrice } from './pricing';
import type { OptionGroup, PricingRule } from './product';

const shelf: PricingRule = {
  kind: 'base-with-modifiers',
  base: 11500,
  modifiers: { width: { '600': -2000, '800': -1000, '1000': 0, '1200': 3000 } },
};

const toughened: PricingRule = {
  kind: 'by-option',
  option: 'width',
  prices: { '800': 6999, '1000': 7999, '1200': 8999 },
  fallback: 6999,
  modifiers: { depth: { '200': 0, '250': 700, '300': 1500 } },
};

test('a fixed price ignores the selection', () => {
  expect(unitPrice({ kind: 'fixed', price: 8999 }, { colour: 'black' })).toBe(8999);
});

test.each([
  ['600', 9500],
  ['800', 10500],
  ['1000', 11500],
  ['1200', 14500],
])('base with modifiers: width %s costs %i', (width, price) => {
  expect(unitPrice(shelf, { width })).toBe(price);
});

test.each([
  ['1200', '300', 10499],
  ['800', '250', 7699],
  ['9999', '200', 6999],
])('by option: width %s, depth %s costs %i', (width, depth, price) => {
  expect(unitPrice(toughened, { width, depth })).toBe(price);
});

test('by option without a price or a fallback is an error, not a wrong price', () => {
  const rule: PricingRule = { kind: 'by-option', option: 'size', prices: { a: 100 } };
  expect(() => unitPrice(rule, { size: 'b' })).toThrow(/No price/);
});

const groups: OptionGroup[] = [
  {
    id: 'width',
    label: 'Width',
    defaultValue: '1200',
    values: ['900', '1200', '1500'].map((value) => ({ value, label: `${value}mm` })),
  },
  {
    id: 'colour',
    label: 'Colour',
    defaultValue: 'grey',
    values: ['white', 'black', 'grey'].map((value) => ({ value, label: value })),
  },
];

test.each([
  [{}, { width: '1200', colour: 'grey' }],
  [{ width: '900' }, { width: '900', colour: 'grey' }],
  [
    { width: '901', colour: 'black' },
    { width: '1200', colour: 'black' },
  ],
  [
    { width: '<script>', colour: null, extra: 'x' },
    { width: '1200', colour: 'grey' },
  ],
])('resolveSelection(%j) is %j', (requested, expected) => {
  expect(resolveSelection(groups, requested)).toEqual(expected);
});

test('the default price is the price of every group at its default', () => {
  expect(
    defaultPrice({
      options: groups,
      pricing: { kind: 'by-option', option: 'width', prices: { '1200': 19900 } },
    }),
  ).toBe(19900);
});
