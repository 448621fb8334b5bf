import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { productPages } from './product-paths';
import { products } from './registry';
import * as ceiling from './products/ceiling';
import * as displayCabinets from './products/display-cabinets';
import * as glassShelves from './products/glass-shelves';
import * as lightBoxes from './products/light-boxes';
import * as outdoorSignage from './products/outdoor-signage';
import * as shelving from './products/shelving';

// A product page starts with its own range's data only: the route of its category
// (app/routes/product-{category}.tsx) holds a copy of one range module (docs/decisions/041).
const modules = {
  shelving,
  'glass-shelves': glassShelves,
  'outdoor-signage': outdoorSignage,
  ceiling,
  'display-cabinets': displayCabinets,
  'light-boxes': lightBoxes,
};
const ranges = Object.fromEntries(
  Object.entries(modules).map(([name, { range }]) => [name, range]),
) as Record<keyof typeof modules, (typeof shelving)['range']>;

test('the ranges together are the product pages, each product once, in their order', () => {
  const ids = Object.values(ranges)
    .flat()
    .map((product) => product.id);
  expect(ids).toEqual(productPages.map((page) => page.id));
  expect(new Set(ids).size).toBe(ids.length);
});

test.each([...new Set(productPages.map((page) => page.category))])(
  'the pages of %s have a route holding the range with every product of that category',
  (category) => {
    const file = `app/routes/product-${category}.tsx`;
    expect(existsSync(file), file).toBe(true);
    const source = readFileSync(file, 'utf8');
    const name = /from '\.\.\/catalogue\/products\/([\w-]+)\.ts\?page'/.exec(source)?.[1];
    const range = ranges[name as keyof typeof ranges];
    expect(range, `${file} imports a range module`).toBeDefined();
    const shown = products.filter((product) => product.category === category);
    expect(range?.map((product) => product.id)).toEqual(shown.map((product) => product.id));
    // The light boxes have nothing to configure: their route shows them by their own page, and
    // every other route by the configurator, so each page starts without the other's code.
    const configurable = shown.map((product) => product.options.length > 0);
    expect(new Set(configurable).size, `${category}: one kind of product page`).toBe(1);
    expect(/productRoute\(range, details, (\w+)\)/.exec(source)?.[1]).toBe(
      configurable[0] ? 'ProductPage' : 'LightBoxDetail',
    );
  },
);

test('each page that holds a copy of a range names a range module', () => {
  const copies = readdirSync('app', { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .flatMap((file) => [
      ...readFileSync(`app/${file}`, 'utf8').matchAll(/products\/([\w-]+)\.ts\?(\w+)'/g),
    ]);
  expect(copies.length).toBeGreaterThanOrEqual(12);
  for (const [copy, name = '', kind] of copies) {
    expect(name in modules && ['page', 'list', 'listing'].includes(kind ?? ''), copy).toBe(true);
  }
});

// The product pages' words (key features, specification) are each range's `details`, apart
// from the products, so that the lists and the basket start without them.
test.each(Object.entries(modules))(
  'the details of %s are those of its products, each with key features and a specification',
  (_, { range, details }) => {
    expect(Object.keys(details)).toEqual(range.map((product) => product.id));
    for (const { keyFeatures, specifications } of Object.values(details)) {
      expect(keyFeatures.length).toBeGreaterThan(0);
      expect(specifications.length).toBeGreaterThan(0);
    }
  },
);

// The light-box listing draws its products from the light boxes' range alone (a copy in its
// own chunk, vite.config.ts): a product listed there from another range would be left out.
test('every product listed among the advertising light boxes is in the light boxes’ range', async () => {
  const { products } = await import('./registry');
  const { range } = await import('./products/light-boxes');
  const listed = products.filter((product) =>
    product.alsoListedIn?.includes('advertising-light-box'),
  );
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.map(({ id }) => id)).toEqual(
    range.filter((product) => listed.includes(product)).map(({ id }) => id),
  );
});
