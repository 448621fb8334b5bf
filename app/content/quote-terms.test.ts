import { expect, test } from 'vitest';
import { catalogueWarranties, quoteTerms } from './quote-terms';

test("a quote's warranties are the catalogue's, each once", () => {
  expect(catalogueWarranties()).toEqual([
    '5-year warranty on signs (2 years on electrical parts)',
    '10-year warranty on ceiling grid and tiles',
    '2-year warranty on light boxes',
  ]);
});

test('the terms say how payment follows acceptance and where ceiling products are collected', () => {
  const text = quoteTerms()
    .map(({ heading, text }) => `${heading}: ${text}`)
    .join('\n');
  expect(text).toMatch(/pro-forma invoice/);
  expect(text).toMatch(/Ceiling products .* collection only, from our Glasgow warehouse/);
  expect(text).toMatch(/10-year warranty on ceiling grid and tiles/);
});
