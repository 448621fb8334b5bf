import { expect, test } from 'vitest';
import { fromPounds } from '../catalogue/money';
import { findProduct } from '../catalogue/registry';
import { ceilingProductIds } from './ceiling-page';
import { counters } from './counters-page';
import { cabinetGroups, configurableCabinets } from './display-cabinets-page';
import { productCategories } from './products-page';
import { shelvingTiles } from './shop-shelving-page';

test('each cabinet group has four cabinets under its own path', () => {
  expect(cabinetGroups.map((group) => group.href)).toEqual([
    '/products/display-cabinet/wall-display-cabinets',
    '/products/display-cabinet/counter-display-cabinets',
  ]);
  for (const group of cabinetGroups) {
    expect(group.items).toHaveLength(4);
    for (const item of group.items) expect(item.href.startsWith(`${group.href}/`)).toBe(true);
  }
  expect(cabinetGroups[0]?.items[0]?.href).toBe(
    '/products/display-cabinet/wall-display-cabinets/slimline-wall-cabinet',
  );
});

test.each([
  ['Wall Display Cabinets', 899.99, 1499.99],
  ['Counter Display Cabinets', 799.99, 1199.99],
])('%s span £%s to £%s, as SPEC.md section 9 gives', (name, lowest, highest) => {
  const prices = cabinetGroups.find((group) => group.name === name)?.items.map((i) => i.price);
  expect(Math.min(...(prices ?? []))).toBe(fromPounds(lowest));
  expect(Math.max(...(prices ?? []))).toBe(fromPounds(highest));
});

test('the counters carry the prices of SPEC.md section 9', () => {
  expect(counters.map((counter) => counter.price)).toEqual(
    [899.99, 799.99, 1299.99].map(fromPounds),
  );
});

test('every product the catalogue pages name is in the registry', () => {
  const ids = [
    ...ceilingProductIds,
    ...configurableCabinets.productIds,
    ...productCategories.flatMap((category) => category.productIds ?? []),
    ...shelvingTiles.flatMap((tile) => (tile.kind === 'product' ? [tile.productId] : [])),
  ];
  for (const id of ids) expect(findProduct(id), id).toBeDefined();
});
