import { expect, test } from 'vitest';
import { REPEAT_WINDOW_MS, repeatKeys } from './repeat-keys';

const fields = { name: 'Morag Campbell', message: 'Do you fit shelving in Paisley?' };
const start = 1_000 * REPEAT_WINDOW_MS;

test('the same words in the same window make the same key; other words another', () => {
  const [key] = repeatKeys(fields, start + 1);
  expect(repeatKeys(fields, start + REPEAT_WINDOW_MS - 1)[0]).toBe(key);
  expect(repeatKeys({ ...fields, message: 'Paisley?' }, start + 1)[0]).not.toBe(key);
  expect(key).toMatch(/^form-[0-9a-f]{64}$/);
});

test("a post in the next window also finds the last window's key (a double click across the edge)", () => {
  const [before] = repeatKeys(fields, start + REPEAT_WINDOW_MS - 1);
  const [current, previous] = repeatKeys(fields, start + REPEAT_WINDOW_MS);
  expect(current).not.toBe(before);
  expect(previous).toBe(before);
});

test('two windows later, the same words are a new enquiry', () => {
  const [first] = repeatKeys(fields, start);
  expect(repeatKeys(fields, start + 2 * REPEAT_WINDOW_MS)).not.toContain(first);
});

test('the key is longer than any key a browser may send (64 characters)', () => {
  expect(repeatKeys(fields)[0].length).toBeGreaterThan(64);
});
