import * as fc from 'fast-check';
import { expect, test } from 'vitest';
import { fromPounds, unitExVat } from '../catalogue/money';
import { findProduct, products } from '../catalogue/registry';
import { addToBasket, emptyBasket, type Basket } from './model';
import { priceBasket } from './priced';

test('lines are named, linked and priced from the catalogue', () => {
  const basket: Basket = [
    { productId: 'toughened-glass-shelf', options: { width: '1000', depth: '250' }, quantity: 3 },
    { productId: 'black-suspended-grid', options: { component: 'brackets' }, quantity: 2 },
  ];
  const { lines, totalQuantity, subtotal, totals } = priceBasket(basket, findProduct);
  expect(lines.map((line) => [line.name, line.href, line.unitPrice, line.lineTotal])).toEqual([
    [
      '8mm Toughened Glass Shelf - 1000mm x 250mm',
      '/products/glass-shelves/toughened-glass-shelf?width=1000&depth=250',
      fromPounds(86.99),
      // £72.49 ex VAT x 3 = £217.47 (not £260.97 / 1.2 = £217.48)
      { inc: fromPounds(260.97), ex: fromPounds(217.47) },
    ],
    [
      'Black Suspended Grid - Brackets 100',
      '/products/ceiling/black-suspended-grid?component=brackets',
      1999,
      { inc: 3998, ex: 3332 },
    ],
  ]);
  expect(lines[0]?.chosen).toEqual([
    { group: 'Width', value: '1000mm' },
    { group: 'Depth', value: '250mm' },
  ]);
  expect(totalQuantity).toBe(5);
  expect(subtotal).toEqual({ inc: 26097 + 3998, ex: 21747 + 3332 });
  expect(totals).toEqual({ exVat: 25079, vat: 5016, incVat: 30095 });
});

test('a line for a product the catalogue no longer has is left out', () => {
  const { lines, subtotal, totals } = priceBasket(
    [{ productId: 'retired', options: {}, quantity: 2 }],
    findProduct,
  );
  expect(lines).toEqual([]);
  expect(subtotal).toEqual({ inc: 0, ex: 0 });
  expect(totals).toEqual({ exVat: 0, vat: 0, incVat: 0 });
});

const validAdd = fc.constantFrom(...products).chain((product) =>
  fc.record({
    product: fc.constant(product),
    options: fc.record(
      Object.fromEntries(
        product.options.map((group) => [
          group.id,
          fc.constantFrom(...group.values.map(({ value }) => value)),
        ]),
      ),
    ),
    quantity: fc.integer({ min: 1, max: 300 }),
  }),
);

test(
  'over 2000 random baskets of real products, the totals are the sums of the lines',
  { timeout: 60_000 },
  () => {
    fc.assert(
      fc.property(fc.array(validAdd, { maxLength: 25 }), (adds) => {
        const basket = adds.reduce<Basket>(
          (current, { product, options, quantity }) =>
            addToBasket(current, product, options, quantity).basket,
          emptyBasket,
        );
        const priced = priceBasket(basket, findProduct);
        expect(priced.subtotal.inc).toBe(
          priced.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0),
        );
        expect(priced.subtotal.ex).toBe(
          priced.lines.reduce((sum, line) => sum + unitExVat(line.unitPrice) * line.quantity, 0),
        );
        expect(priced.totals.exVat).toBe(priced.subtotal.ex);
        expect(priced.totalQuantity).toBe(basket.reduce((sum, line) => sum + line.quantity, 0));
        expect(Number.isSafeInteger(priced.totals.incVat)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  },
);

test("a line's link opens its product with the line's choices, and a product without choices at its page", () => {
  const { lines } = priceBasket(
    [
      { productId: 'wall-led-lightbox', options: {}, quantity: 1 },
      // A stored choice the product does not have is not carried into the address.
      { productId: 'showcase', options: { size: '1000', retired: 'yes' }, quantity: 1 },
    ],
    findProduct,
  );
  expect(lines.map((line) => line.href)).toEqual([
    '/products/indoor-signage/wall-led-lightbox',
    '/products/display-cabinet/showcase?size=1000',
  ]);
});
