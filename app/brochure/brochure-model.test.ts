import { expect, test } from 'vitest';
import { products } from '../catalogue/registry';
import { services } from '../content/services';
import { unitExVat } from '../catalogue/money';
import { brochureModel } from './brochure-model';

test.each([
  // pence -> pence / 1.2, rounded half up
  [0, 0],
  [1, 1], // 0.83
  [3, 3], // 2.5, half up
  [6, 5],
  [9, 8], // 7.5, half up
  [12, 10],
  [499, 416], // 415.83
  [9500, 7917], // 7916.67
  [17900, 14917], // 14916.67
  [89999, 74999], // 74999.17
  [149999, 124999], // 124999.17
])('%i pence inc VAT is %i pence ex VAT', (inc, ex) => {
  expect(unitExVat(inc)).toBe(ex);
});

const model = brochureModel();
const listed = model.categories.flatMap((category) => category.products);

test('every product is in the brochure once, under its category, with its page address', () => {
  expect(listed.map(({ id }) => id).sort()).toEqual(products.map(({ id }) => id).sort());
  for (const category of model.categories) {
    for (const product of category.products) {
      expect(product.url).toMatch(/^https:\/\/www\.clydesideshopfitters\.co\.uk\/products\//);
      expect(product.image).toMatch(/^\/images\/.+\.svg$/);
    }
  }
});

test.each([
  // "From" where the options change the price; the cheapest option's price.
  ['standard-wall-shelf', 'From £95.00 inc VAT', 'From £79.17 ex VAT'],
  ['white-ceiling-tile', 'From £7.99/tile inc VAT', 'From £6.66/tile ex VAT'],
  ['white-suspended-grid', 'From £10.99/m² inc VAT', 'From £9.16/m² ex VAT'],
])('%s starts at %s (%s)', (id, inc, ex) => {
  const product = listed.find((entry) => entry.id === id);
  expect([product?.priceIncVat, product?.priceExVat]).toEqual([inc, ex]);
});

test('a product with one price is not "from" it', () => {
  const fixed = listed.filter((product) => !product.priceIncVat.startsWith('From '));
  for (const product of fixed) expect(product.priceExVat).not.toMatch(/^From /);
});

test('the cover, the services and the terms come from the site configuration', () => {
  expect(model.business).toMatchObject({
    name: 'Clydeside Shopfitters',
    phone: '0141 496 0321',
    email: 'sales@clydesideshopfitters.co.uk',
  });
  expect(model.services.map(({ name }) => name)).toEqual(services.map(({ name }) => name));
  expect(model.terms).toContain('https://www.clydesideshopfitters.co.uk/terms');
});
