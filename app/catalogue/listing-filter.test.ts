import { expect, test } from 'vitest';
import {
  filterProducts,
  filtersOn,
  noFilters,
  readFilters,
  writeFilters,
  type ListingFilters,
} from './listing-filter';
import type { Product } from './product';
import { products } from './registry';

const lightBoxes = products.filter((product) =>
  product.alsoListedIn?.includes('advertising-light-box'),
);
const names = (filters: Partial<ListingFilters>) =>
  filterProducts(lightBoxes, { ...noFilters, ...filters }).map((product) => product.name);

test('the four light boxes are listed with no filters', () => {
  expect(names({})).toEqual([
    'Rechargeable Menu Light Box',
    'TV Style Menu Board',
    'Double Sided LED Display',
    'Wall LED Lightbox',
  ]);
});

test.each([
  ['menu', ['Rechargeable Menu Light Box', 'TV Style Menu Board']],
  ['MENU', ['Rechargeable Menu Light Box', 'TV Style Menu Board']],
  ['  wall led ', ['Wall LED Lightbox']],
  ['ONE CHARGE', ['Rechargeable Menu Light Box']],
  ['shop window', ['Double Sided LED Display']],
  ['zebra', []],
])('searching "%s" matches name or description, any case', (query, expected) => {
  expect(names({ query })).toEqual(expected);
});

test.each([
  [['advertising-light-box'], 4],
  [['indoor-signage'], 4],
  [['glass-shelves'], 0],
  [['glass-shelves', 'advertising-light-box'], 4],
  [[], 4],
])('categories %j leave %i', (categories, count) => {
  expect(names({ categories })).toHaveLength(count);
});

test.each([
  [0, 500, 4],
  [90, 500, 3],
  [89, 89, 0],
  [89, 90, 1],
  [200, 300, 1],
  [299, 399, 1],
  [300, 399, 0],
  [400, 500, 0],
])('prices £%i to £%i leave %i', (minPrice, maxPrice, count) => {
  expect(names({ minPrice, maxPrice })).toHaveLength(count);
});

test('On Sale leaves the products with a struck-through price', () => {
  expect(names({ onSale: true })).toEqual(['Rechargeable Menu Light Box', 'Wall LED Lightbox']);
});

test('In Stock leaves out what cannot be added', () => {
  const [first] = lightBoxes;
  if (!first) throw new Error('no light boxes');
  const soldOut: Product = { ...first, id: 'gone', inStock: false, quantityAvailable: 0 };
  expect(filterProducts([...lightBoxes, soldOut], { ...noFilters, inStock: true })).toHaveLength(4);
  expect(filterProducts([...lightBoxes, soldOut], noFilters)).toHaveLength(5);
});

test('the search and every filter narrow together', () => {
  expect(names({ query: 'light', onSale: true, maxPrice: 100 })).toEqual([
    'Rechargeable Menu Light Box',
  ]);
});

test.each([
  ['', noFilters],
  [
    'q=menu&category=ceiling&category=bogus&min=20&max=300&inStock=1&onSale=1',
    {
      query: 'menu',
      categories: ['ceiling'],
      minPrice: 20,
      maxPrice: 300,
      inStock: true,
      onSale: true,
    },
  ],
  ['min=-5&max=9999&inStock=yes', noFilters],
  ['min=1.5&max=abc', noFilters],
  ['min=400&max=100', noFilters],
  ['category=ceiling&category=ceiling', { ...noFilters, categories: ['ceiling'] }],
])('reading "%s"', (query, expected) => {
  expect(readFilters(new URLSearchParams(query))).toEqual(expected);
});

test('what is written reads back the same, and defaults are left out', () => {
  const filters: ListingFilters = {
    query: 'lit & bright',
    categories: ['glass-shelves', 'ceiling'],
    minPrice: 10,
    maxPrice: 499,
    inStock: true,
    onSale: false,
  };
  expect(readFilters(writeFilters(filters))).toEqual(filters);
  expect(writeFilters(noFilters).toString()).toBe('');
});

test.each<[string, number, Partial<ListingFilters>]>([
  ['nothing', 0, {}],
  ['a search alone (its field is in sight)', 0, { query: 'menu' }],
  ['two categories', 2, { categories: ['ceiling', 'led-lights'] }],
  ['a minimum price', 1, { minPrice: 100 }],
  ['both ends of the price, one range', 1, { minPrice: 100, maxPrice: 300 }],
  ['In Stock and On Sale', 2, { inStock: true, onSale: true }],
  [
    'everything',
    4,
    { query: 'box', categories: ['ceiling'], maxPrice: 200, inStock: true, onSale: true },
  ],
])('%s: %i on', (_, count, filters) => {
  expect(filtersOn({ ...noFilters, ...filters })).toBe(count);
});
