import { expect, test } from 'vitest';
import {
  MAX_MESSAGE_LENGTH,
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
