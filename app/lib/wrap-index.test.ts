import { expect, test } from 'vitest';
import { wrapIndex } from './wrap-index';

test.each([
  [0, 3, 0],
  [3, 3, 0],
  [-1, 3, 2],
  [4, 3, 1],
  [-4, 3, 2],
])('wrapIndex(%i, %i) is %i', (index, count, expected) => {
  expect(wrapIndex(index, count)).toBe(expected);
});
