import { expect, test } from 'vitest';
import { productPageOf, productPages } from './product-paths';
import { products } from './registry';

test('the product pages are those of the products in the registry, named as it names them, in its order', () => {
  // A product added to the registry without its line here would have no page.
  expect(productPages).toEqual(products.map(({ id, category, name }) => ({ id, category, name })));
});

test('a product page is found by its id; an id the shop does not sell finds none', () => {
  expect(productPageOf('premium-glass')?.name).toBe('Premium Glass Cabinet');
  expect(productPageOf('no-such-product')).toBeUndefined();
});
