import { expect, test } from 'vitest';
import { catalogueWarranties, quoteTerms } from './quote-terms';

test("a quote's warranties are the catalogue's, each once", () => {
  expect(catalogueWarranties()).toEqual([
    '5-year warranty on signs (2 years on electrical parts)',
    '10-year warranty on ceiling grid and tiles',
    '2-year warranty on light boxes',
  ]);
});

const text = (leadTimes: string[]) =>
  quoteTerms(leadTimes)
    .map(({ heading, text }) => `${heading}: ${text}`)
    .join('\n');

test('the terms say how payment follows acceptance and give the warranties', () => {
  expect(text([])).toMatch(/We email you a VAT invoice when your order is ready\./);
  expect(text([])).not.toMatch(/deposit/);
  const deposit = quoteTerms([], { depositPercent: 30 })[0]?.text;
  expect(deposit).toMatch(/we email you a VAT invoice for a 30% deposit/);
  expect(deposit).toMatch(/The balance is invoiced when your order is ready/);
  expect(deposit).toMatch(/due within 14 days, by bank transfer/);
  expect(text([])).toMatch(/10-year warranty on ceiling grid and tiles/);
});

test("the terms say what the quote's lines say of collection and delivery", () => {
  // A ceiling line as the catalogue prefilled it: collected, with the warehouse's address.
  const collected = text(['Collection only from our Glasgow warehouse', 'Delivery in 7-10 days']);
  expect(collected).toMatch(/Each line is delivered or collected as it says/);
  expect(collected).toMatch(/Collection is from our Glasgow warehouse at Unit 4/);
  // The same ceiling line promised for delivery by staff: nothing says collection only.
  const delivered = text(['Delivery to site in 5 days', '']);
  expect(delivered).toMatch(/Each line is delivered or collected as it says/);
  expect(delivered).not.toMatch(/collection only/i);
  expect(delivered).not.toMatch(/Collection is from/);
});
