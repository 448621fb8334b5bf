import { expect, test } from 'vitest';
import { slugify } from './slug';
import { cardHref } from './links';
import { productPath } from './product-paths';
import { products } from './registry';

test.each([
  [
    'clear-glass-shelf',
    'Clear Glass Shelf',
    'glass-shelves',
    '/products/glass-shelves/clear-glass-shelf',
  ],
  [
    'toughened-glass-shelf',
    '8mm Toughened Glass Shelf',
    'glass-shelves',
    '/products/glass-shelves/toughened-glass-shelf',
  ],
  [
    'double-sided-led-display',
    'Double Sided LED Display',
    'indoor-signage',
    '/products/indoor-signage/double-sided-led-display',
  ],
  [
    'rechargeable-menu-light-box',
    'Rechargeable Menu Light Box',
    'indoor-signage',
    '/products/indoor-signage/rechargeable-menu-light-box',
  ],
  [
    'tv-style-menu-board',
    'TV Style Menu Board',
    'indoor-signage',
    '/products/indoor-signage/tv-style-menu-board',
  ],
  [
    'wall-led-lightbox',
    'Wall LED Lightbox',
    'indoor-signage',
    '/products/indoor-signage/wall-led-lightbox',
  ],
  ['showcase', 'Wall Display Cabinet', 'display-cabinet', '/products/display-cabinet/showcase'],
  [
    'premium-glass',
    'Premium Glass Cabinet',
    'display-cabinet',
    '/products/display-cabinet/premium-glass',
  ],
  [
    'slim-snap-frame',
    'Slim Snap Frame',
    'advertising-light-box',
    '/products/indoor-signage/advertising-light-box',
  ],
  ['wall-shelf', 'Standard Wall Shelf', 'shelving', '/products/shelving/standard-wall-shelf'],
  ['gondola', 'Double  Sided Gondola', 'shelving', '/products/shelving/double-sided-gondola'],
])('card %s links to %s', (id, name, category, href) => {
  expect(cardHref({ id, name, category })).toBe(href);
});

test('the card of every product in the catalogue links to its own page', () => {
  for (const product of products) expect(cardHref(product), product.id).toBe(productPath(product));
});

test('slugify lowers the case and turns each run of spaces into one hyphen', () => {
  expect(slugify('LED Back Panel')).toBe('led-back-panel');
});
