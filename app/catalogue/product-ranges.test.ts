import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { productPages } from './product-paths';
import { products } from './registry';
import { range as ceiling } from './products/ceiling';
import { range as displayCabinets } from './products/display-cabinets';
import { range as glassShelves } from './products/glass-shelves';
import { range as lightBoxes } from './products/light-boxes';
import { range as outdoorSignage } from './products/outdoor-signage';
import { range as shelving } from './products/shelving';

// A product page starts with its own range's data only: the route of its category
// (app/routes/product-{category}.tsx) holds a copy of one range module (docs/decisions/041).
const ranges = {
  shelving,
  'glass-shelves': glassShelves,
  'outdoor-signage': outdoorSignage,
  ceiling,
  'display-cabinets': displayCabinets,
  'light-boxes': lightBoxes,
};

test('the ranges together are the registry, each product once, in its order', () => {
  expect(Object.values(ranges).flat()).toEqual(products);
});

test.each([...new Set(productPages.map((page) => page.category))])(
  'the pages of %s have a route holding the range with every product of that category',
  (category) => {
    const file = `app/routes/product-${category}.tsx`;
    expect(existsSync(file), file).toBe(true);
    const name = /from '\.\.\/catalogue\/products\/([\w-]+)\.ts\?page'/.exec(
      readFileSync(file, 'utf8'),
    )?.[1];
    const range = ranges[name as keyof typeof ranges];
    expect(range, `${file} imports a range module`).toBeDefined();
    expect(range?.map((product) => product.id)).toEqual(
      products.filter((product) => product.category === category).map((product) => product.id),
    );
  },
);
