import { expect, test } from 'vitest';
import { EX_VAT_CLASS, MARK_EX_VAT_SCRIPT, PRICE_MODE_KEY, parsePriceMode } from './price-mode';

test.each([
  ['ex', 'ex'],
  ['inc', 'inc'],
  [null, 'inc'],
  ['', 'inc'],
  ['EX', 'inc'],
  ['"ex"', 'inc'],
  ['ex ', 'inc'],
  ['{"mode":"ex"}', 'inc'],
] as const)('stored %j is read as %s', (raw, mode) => {
  expect(parsePriceMode(raw)).toBe(mode);
});

/** Runs the page's inline script against a stored value (or a storage that refuses). */
function runMark(stored: string | null | Error) {
  const classes = new Set<string>();
  const localStorage = {
    getItem: (key: string) => {
      if (stored instanceof Error) throw stored;
      return key === PRICE_MODE_KEY ? stored : null;
    },
  };
  const document = { documentElement: { classList: { add: (name: string) => classes.add(name) } } };
  new Function('localStorage', 'document', MARK_EX_VAT_SCRIPT)(localStorage, document);
  return [...classes];
}

test("the page's inline script marks an ex-VAT visitor's page, and nothing else", () => {
  expect(runMark('ex')).toEqual([EX_VAT_CLASS]);
  expect(runMark('inc')).toEqual([]);
  expect(runMark(null)).toEqual([]);
  expect(runMark('"ex"')).toEqual([]);
  // Storage refused (a private window, a policy): prices stay inc VAT, nothing thrown.
  expect(runMark(new Error('SecurityError'))).toEqual([]);
});
