import { expect, test } from 'vitest';
import { editDistance, normalise, search, tokenise, type SearchEntry } from './search';

const entries: SearchEntry[] = [
  {
    title: '8mm Toughened Glass Shelf',
    href: '/products/glass-shelves/toughened-glass-shelf',
    kind: 'product',
    section: 'Glass Shelves',
    keywords: 'safety glass 800mm 1000mm 1200mm 200mm 250mm 300mm',
  },
  {
    title: '6mm Clear Glass Shelf',
    href: '/products/glass-shelves/clear-glass-shelf',
    kind: 'product',
    section: 'Glass Shelves',
    keywords: 'float glass 800mm 1000mm',
  },
  {
    title: 'Double-Sided Gondola',
    href: '/products/shelving/double-sided-gondola',
    kind: 'product',
    section: 'Retail Shelving',
    keywords: 'island unit 900mm 1200mm 1500mm grey white black',
  },
  {
    title: 'Shop Fitting',
    href: '/services/shop-fitting',
    kind: 'page',
    section: 'Services',
    keywords: '',
  },
  {
    title: 'Advertising Light Boxes',
    href: '/products/indoor-signage/advertising-light-box',
    kind: 'page',
    section: 'Indoor Signage',
    keywords: 'menu',
  },
];

const titles = (query: string) => search(entries, query).map((result) => result.title);

test.each([
  ['Shelves', 'shelve'],
  ['boxes', 'box'],
  ['glass', 'glass'],
  ['LED', 'led'],
  ['1200mm', '1200mm'],
])('normalise(%s) is %s', (word, expected) => {
  expect(normalise(word)).toBe(expected);
});

test('tokenise splits sizes into numbers and units', () => {
  expect(tokenise('1200mm x 600')).toEqual(['1200', 'mm', 'x', '600']);
  expect(tokenise('800x1000')).toEqual(['800', '1000']);
});

test.each([
  ['kitten', 'sitting', 3, 3],
  ['toughend', 'toughened', 2, 1],
  ['glass', 'glass', 1, 0],
  ['abc', 'abcdef', 1, 2],
])('editDistance(%s, %s) within %i is %i', (a, b, limit, expected) => {
  expect(editDistance(a, b, limit)).toBe(expected);
});

test.each([
  ['toughened glass 1000', ['8mm Toughened Glass Shelf']],
  ['TOUGHENED', ['8mm Toughened Glass Shelf']],
  ['glass toughened', ['8mm Toughened Glass Shelf']],
  ['toughend glass', ['8mm Toughened Glass Shelf']],
  ['glass shelves', ['6mm Clear Glass Shelf', '8mm Toughened Glass Shelf']],
  ['1200 gondola', ['Double-Sided Gondola']],
  ['gondolas', ['Double-Sided Gondola']],
  ['900 gondola', ['Double-Sided Gondola']],
  ['700 gondola', []],
  ['shop fiting', ['Shop Fitting']],
  ['light box', ['Advertising Light Boxes']],
  [
    'sh',
    ['Shop Fitting', '6mm Clear Glass Shelf', '8mm Toughened Glass Shelf', 'Double-Sided Gondola'],
  ],
  ['zebra', []],
  ['', []],
])('searching "%s" finds %j', (query, expected) => {
  expect(titles(query).sort()).toEqual([...expected].sort());
});

test('a match in the title ranks above a match elsewhere', () => {
  const results = search(
    [
      { title: 'Glass Cabinet', href: '/a', kind: 'product', section: '', keywords: '' },
      { title: 'Wall Cabinet', href: '/b', kind: 'product', section: '', keywords: 'glass doors' },
    ],
    'glass',
  );
  expect(results.map((result) => result.href)).toEqual(['/a', '/b']);
});
