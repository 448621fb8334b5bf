import { expect, test } from 'vitest';
import { fromPounds } from '../../catalogue/money';
import { defaultPrice, lowestPrice } from '../../catalogue/pricing';
import type { Product } from '../../catalogue/product';
import { products } from '../../catalogue/registry';
import { range as shelving } from '../../catalogue/products/shelving';
import { priceSpan, requireProduct } from './catalogue-data';

test.each([
  ['standard-wall-shelf', 95],
  ['double-sided-gondola', 179],
  ['led-back-panel', 250],
  ['clear-glass-shelf', 49.99],
  ['toughened-glass-shelf', 69.99],
  ['showcase', 899.99],
  ['premium-glass', 1199.99],
])('the lowest price of %s is £%s', (id, pounds) => {
  expect(lowestPrice(requireProduct(products, id))).toBe(fromPounds(pounds));
});

test('the lowest price looks past the default choice', () => {
  const shelf = requireProduct(products, 'standard-wall-shelf');
  expect(defaultPrice(shelf)).toBe(fromPounds(115));
  expect(lowestPrice(shelf)).toBe(fromPounds(95));
});

test('the lowest price takes modifiers of every option group into account', () => {
  const product: Pick<Product, 'options' | 'pricing'> = {
    options: [
      {
        id: 'size',
        label: 'Size',
        defaultValue: 'small',
        values: [
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ],
      },
      {
        id: 'finish',
        label: 'Finish',
        defaultValue: 'plain',
        values: [
          { value: 'plain', label: 'Plain' },
          { value: 'budget', label: 'Budget' },
        ],
      },
    ],
    pricing: {
      kind: 'base-with-modifiers',
      base: 1000,
      modifiers: { size: { small: 0, large: 500 }, finish: { plain: 0, budget: -300 } },
    },
  };
  expect(lowestPrice(product)).toBe(700);
});

test('a product without options is priced at its fixed price', () => {
  expect(lowestPrice({ options: [], pricing: { kind: 'fixed', price: 1234 } })).toBe(1234);
});

test('an unknown product id fails loudly', () => {
  expect(() => requireProduct(products, 'no-such-product')).toThrow(/no-such-product/);
});

test('a product of another range fails loudly: the page starts with its own range alone', () => {
  expect(requireProduct(shelving, 'led-back-panel').name).toBe('LED Back Panel');
  expect(() => requireProduct(shelving, 'clear-glass-shelf')).toThrow(/clear-glass-shelf/);
});

test.each([
  [[fromPounds(1499.99), fromPounds(899.99), fromPounds(999.99)], 89999, 149999],
  [[fromPounds(799.99), fromPounds(799.99)], 79999, 79999],
])('the span of %j is %i to %i', (prices, lowest, highest) => {
  expect(priceSpan(prices)).toEqual({ lowest, highest });
});

test('a price span of nothing is a mistake', () => {
  expect(() => priceSpan([])).toThrow();
});
