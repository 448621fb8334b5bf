import { expect, test } from 'vitest';
import { shuffle } from './shuffle';

test('a shuffle keeps every item once and leaves the input alone', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];
  const shuffled = shuffle(items);
  expect([...shuffled].sort()).toEqual(items);
  expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
});

test('the order follows the random source', () => {
  expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
  expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
});

test('over many shuffles every item reaches the first place', () => {
  const firsts = new Set(Array.from({ length: 200 }, () => shuffle([1, 2, 3, 4, 5, 6])[0]));
  expect(firsts.size).toBe(6);
});
