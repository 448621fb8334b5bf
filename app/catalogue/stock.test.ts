import { expect, test } from 'vitest';
import { canBeAdded, stockBadge, stockTone } from './stock';

test.each([
  [false, 20, 'Out of Stock'],
  [true, 0, 'Out of Stock'],
  [true, 1, 'Only 1 left'],
  [true, 5, 'Only 5 left'],
  [true, 6, '6 in stock'],
  [true, 10, '10 in stock'],
  [true, 11, 'In Stock'],
  [true, 250, 'In Stock'],
])('in stock %s with %i available shows "%s"', (inStock, quantityAvailable, badge) => {
  expect(stockBadge({ inStock, quantityAvailable })).toBe(badge);
});

test.each([
  [true, 1, true],
  [true, 0, false],
  [false, 10, false],
])('in stock %s with %i available can be added: %s', (inStock, quantityAvailable, expected) => {
  expect(canBeAdded({ inStock, quantityAvailable })).toBe(expected);
});

test.each([
  [false, 3, 'out'],
  [true, 0, 'out'],
  [true, 5, 'low'],
  [true, 6, 'ok'],
])('in stock %s with %i available looks %s', (inStock, quantityAvailable, tone) => {
  expect(stockTone({ inStock, quantityAvailable })).toBe(tone);
});
