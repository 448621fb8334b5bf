import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { EX_VAT_CLASS, PRICE_MODE_KEY, parsePriceMode } from './price-mode';

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

test('the page script marks an ex-VAT page with the same key, value and class', () => {
  // app/boot/entry.client.ts cannot import this module (it runs alone, before the app).
  const entry = readFileSync(new URL('../../boot/entry.client.ts', import.meta.url), 'utf8');
  expect(entry).toContain(`localStorage.getItem('${PRICE_MODE_KEY}') === 'ex'`);
  expect(entry).toContain(`classList.add('${EX_VAT_CLASS}')`);
});
