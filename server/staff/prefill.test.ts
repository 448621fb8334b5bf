import { expect, test } from 'vitest';
import { linesFromEnquiry } from './prefill';

const requested = (lines: unknown[]) => ({ lines: JSON.stringify(lines) });

test("a quote request's lines keep the buyer's options for the quote", () => {
  const lines = linesFromEnquiry(
    requested([
      { productId: 'white-ceiling-tile', selection: { size: '600x600' }, quantity: 120 },
      { productId: 'black-suspended-grid', selection: { component: 'brackets' }, quantity: 2 },
    ]),
  );
  expect(
    lines.map(({ productId, options, quantity }) => ({ productId, options, quantity })),
  ).toEqual([
    { productId: 'white-ceiling-tile', options: { size: '600x600' }, quantity: 120 },
    { productId: 'black-suspended-grid', options: { component: 'brackets' }, quantity: 2 },
  ]);
});

test('an enquiry without lines starts an empty quote', () => {
  expect(linesFromEnquiry({ lines: null })).toEqual([]);
});
