import { expect, test } from 'vitest';
import {
  MAX_MESSAGE_LENGTH,
  basketEnquiry,
  enquiryHref,
  productEnquiry,
  readEnquiry,
  serviceEnquiry,
} from './enquiry';

function roundTrip(href: string) {
  const url = new URL(href, 'https://shop.example');
  expect(url.pathname).toBe('/contact');
  return readEnquiry(url.searchParams);
}

test('a product enquiry names the product, its options and the quantity', () => {
  const enquiry = productEnquiry(
    { name: '8mm Toughened Glass Shelf' },
    [
      { group: 'Width', value: '1000mm' },
      { group: 'Depth', value: '250mm' },
    ],
    4,
  );
  expect(enquiry.subject).toBe('quote');
  expect(enquiry.message).toContain('8mm Toughened Glass Shelf');
  expect(enquiry.message).toContain('Options: Width: 1000mm, Depth: 250mm.');
  expect(enquiry.message).toContain('Quantity: 4.');
  expect(roundTrip(enquiryHref(enquiry))).toEqual(enquiry);
});

test('a product enquiry without options or quantity says neither', () => {
  const { message } = productEnquiry({ name: 'Wall LED Lightbox' });
  expect(message).not.toContain('Options');
  expect(message).not.toContain('Quantity');
});

test('a service enquiry asks for a consultation', () => {
  const enquiry = serviceEnquiry({ name: 'Shop Fitting' });
  expect(enquiry.subject).toBe('services');
  expect(enquiry.message).toContain('consultation about your Shop Fitting service');
  expect(roundTrip(enquiryHref(enquiry))).toEqual(enquiry);
});

const basketLines = [
  {
    name: 'Standard Wall Shelf',
    options: [{ group: 'Width', value: '1200mm' }],
    quantity: 2,
    lineTotal: 29000,
  },
  { name: 'Wall LED Lightbox', options: [], quantity: 1, lineTotal: 39999 },
];

test('a basket enquiry lists every line with options, quantity and amount inc VAT, and the three totals', () => {
  const enquiry = basketEnquiry(basketLines, 68999);
  expect(enquiry.message).toContain('- 2 x Standard Wall Shelf (Width: 1200mm): £290.00 inc VAT');
  expect(enquiry.message).toContain('- 1 x Wall LED Lightbox: £399.99 inc VAT');
  // 689.99 / 1.2 = 574.9916..., so £574.99 ex VAT and £115.00 VAT.
  expect(enquiry.message).toContain(
    'Total ex VAT: £574.99\nVAT (20%): £115.00\nTotal inc VAT: £689.99',
  );
  expect(roundTrip(enquiryHref(enquiry))).toEqual(enquiry);
});

test('a visitor seeing prices ex VAT asks for the quote in them, marked, with the same three totals', () => {
  const enquiry = basketEnquiry(basketLines, 68999, 'ex');
  // 290.00 / 1.2 = 241.666...; 399.99 / 1.2 = 333.325, half up.
  expect(enquiry.message).toContain('- 2 x Standard Wall Shelf (Width: 1200mm): £241.67 ex VAT');
  expect(enquiry.message).toContain('- 1 x Wall LED Lightbox: £333.33 ex VAT');
  expect(enquiry.message).not.toContain('inc VAT\n- ');
  expect(enquiry.message).toContain(
    'Total ex VAT: £574.99\nVAT (20%): £115.00\nTotal inc VAT: £689.99',
  );
});

test('characters that mean something in a URL survive the trip', () => {
  const enquiry = { subject: 'general', message: 'A & B? 50% off #1 + more=yes' } as const;
  expect(roundTrip(enquiryHref(enquiry))).toEqual(enquiry);
});

test.each([
  ['subject=bogus&message=hi', { message: 'hi' }],
  ['subject=quote', { subject: 'quote' }],
  ['', {}],
  ['message=', {}],
])('reading "%s" keeps only what is valid', (query, expected) => {
  expect(readEnquiry(new URLSearchParams(query))).toEqual(expected);
});

test('an oversized message is cut to the limit', () => {
  const params = new URLSearchParams({ message: 'x'.repeat(MAX_MESSAGE_LENGTH + 50) });
  expect(readEnquiry(params).message).toHaveLength(MAX_MESSAGE_LENGTH);
});
