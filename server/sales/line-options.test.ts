import { expect, test } from 'vitest';
import { encodeLineOptions, parseLineOptions } from './line-options';

test('options are written sorted by group and read back the same', () => {
  const text = encodeLineOptions({ size: '600x600', colour: 'white' });
  expect(text).toBe('colour~white.size~600x600');
  expect(parseLineOptions(text)).toEqual({ colour: 'white', size: '600x600' });
});

test('no options is a blank field, and a blank field no options', () => {
  expect(encodeLineOptions(undefined)).toBe('');
  expect(encodeLineOptions({})).toBe('');
  expect(parseLineOptions('')).toBeUndefined();
});

test.each([
  ['a value holding a space', 'size~600 x 600'],
  ['a group without a value', 'size'],
  ['a value with a second ~', 'size~600~600'],
  ['a group named twice', 'size~600x600.size~1200x600'],
  ['markup', 'size~<b>'],
  ['an empty group', '~white'],
  ['a trailing dot', 'size~600x600.'],
  ['a group past 64 characters', `${'a'.repeat(65)}~white`],
  ['more groups than any product has', Array.from({ length: 21 }, (_, i) => `g${i}~v`).join('.')],
])('%s is refused whole', (_, text) => {
  expect(parseLineOptions(text)).toBeUndefined();
});

test('a group named __proto__ is a plain key, never the prototype', () => {
  const parsed = parseLineOptions('__proto__~x');
  expect(parsed && Object.hasOwn(parsed, '__proto__')).toBe(true);
  expect(parsed && Object.getPrototypeOf(parsed)).toBeNull();
});
