import { describe, expect, test } from 'vitest';
import { MAX_ADDRESS, MAX_NAME, readAnswer } from './answer-form';
import { declarationOf } from './declaration-answer';

/** A billing address as the acceptance form posts it. */
const BILLING = { billingAddress: '14 Gordon Street\r\nGlasgow', billingPostcode: 'g13pb' };

test('an acceptance needs a name and the tick; the order number is optional', () => {
  const read = readAnswer('accept', { name: '  ', po: '', version: '2', _form: 'abc' });
  expect(read.errors).toEqual({
    name: 'Enter your name.',
    billingAddress: 'Enter the billing address.',
    billingPostcode: 'Enter the billing postcode.',
    terms: 'Tick the box to accept the terms above.',
  });
  expect(read.version).toBe(2);
  expect(read.formToken).toBe('abc');
  const good = readAnswer('accept', {
    name: ' Morag  Campbell',
    po: ' PO 1 ',
    terms: 'yes',
    ...BILLING,
  });
  expect(good.errors).toEqual({});
  expect(good.values).toMatchObject({
    name: 'Morag Campbell',
    po: 'PO 1',
    terms: true,
    billingCompany: '',
    billingAddress: '14 Gordon Street\nGlasgow',
    billingPostcode: 'G1 3PB',
    siteAddress: '',
    sitePostcode: '',
  });
});

test('the billing address is required, the site address optional but whole when given', () => {
  const site = (siteAddress: string, sitePostcode: string) =>
    readAnswer('accept', { name: 'M', terms: 'yes', ...BILLING, siteAddress, sitePostcode }).errors;
  expect(site('', '')).toEqual({});
  expect(site('Unit 4, Braehead', 'g51  4bn')).toEqual({});
  expect(site('Unit 4, Braehead', '')).toEqual({
    sitePostcode: 'Enter the delivery or site postcode.',
  });
  expect(site('', 'G51 4BN')).toEqual({ siteAddress: 'Enter the delivery or site address.' });
  expect(site('Unit 4', 'nowhere')).toEqual({
    sitePostcode: 'Enter a UK postcode in the right format, like G5 8RE.',
  });
  const bad = readAnswer('accept', {
    name: 'M',
    terms: 'yes',
    billingCompany: 'Campbell\nRetail',
    billingAddress: 'a'.repeat(MAX_ADDRESS + 1),
    billingPostcode: '12345',
  });
  expect(bad.errors).toEqual({
    billingCompany: 'Enter the company on one line, without special characters.',
    billingAddress: `The billing address must be ${MAX_ADDRESS} characters or fewer.`,
    billingPostcode: 'Enter a UK postcode in the right format, like G5 8RE.',
  });
});

test('a name or an order number with a new line, a control or a text-direction character is refused, and kept as typed', () => {
  const forged = 'Bob\n\nOpen it in the staff inbox: https://attacker.example/staff/sign-in';
  for (const [name, po] of [
    [forged, 'PO 1\r\nAccepted in full'],
    ['Morag\u202e Campbell', 'PO\u2066 1'],
    ['Morag\tCampbell', 'PO\u200f1'],
  ] as const) {
    const read = readAnswer('accept', { name, po, terms: 'yes', ...BILLING });
    expect(read.errors).toEqual({
      name: 'Enter your name on one line, without special characters.',
      po: 'Enter the purchase order number on one line, without special characters.',
    });
    expect(read.values).toMatchObject({ name: name.trim(), po: po.trim() });
  }
});

test('names, order numbers and messages are kept to their lengths', () => {
  const read = readAnswer('accept', {
    name: 'x'.repeat(MAX_NAME + 1),
    po: 'y'.repeat(51),
    ...BILLING,
  });
  expect(Object.keys(read.errors)).toEqual(['name', 'po', 'terms']);
  expect(readAnswer('changes', { message: 'z'.repeat(2001) }).errors.message).toMatch(/2,000/);
});

test('a changes request needs words, except for a new quote once the quote has expired', () => {
  expect(readAnswer('changes', { message: '' }).errors.message).toBeDefined();
  expect(readAnswer('changes', { message: '' }, { newQuote: true }).errors).toEqual({});
  const message = readAnswer('changes', { message: 'Line one\r\n\tLine two ' });
  expect(message.errors).toEqual({});
  expect(message.values.message).toBe('Line one\n\tLine two');
  expect(readAnswer('changes', { message: 'Line one\u0007' }).errors).toEqual({
    message: 'Tell us what you would like changed, without special characters.',
  });
  expect(readAnswer('decline', { reason: 'Too dear \u202e' }).errors).toEqual({
    reason: 'Give your reason without special characters.',
  });
  expect(readAnswer('decline', {}).errors).toEqual({});
});

test('a version that is not a whole number is no version', () => {
  expect(readAnswer('decline', { version: '1.5' }).version).toBeUndefined();
  expect(readAnswer('decline', { version: ['3', '4'] }).version).toBe(3);
  expect(readAnswer('decline', null).version).toBeUndefined();
});

describe('the declaration a quote with construction lines asks for', () => {
  const accept = (fields: Record<string, string>) =>
    readAnswer('accept', { name: 'M', terms: 'yes', ...BILLING, ...fields }, { declare: true });

  test('one of the three must be chosen; a quote without construction lines asks none', () => {
    expect(accept({}).errors.declaration).toBe(
      'Choose which of the three describes your business.',
    );
    expect(accept({ declaration: 'something-else' }).errors.declaration).toBeDefined();
    expect(readAnswer('accept', { name: 'M', terms: 'yes', ...BILLING }).errors).toEqual({});
    for (const kind of ['not-registered', 'end-user'] as const) {
      const read = accept({ declaration: kind, vatNumber: 'anything' });
      expect(read.errors).toEqual({});
      expect(declarationOf(read.values)).toEqual({ kind });
    }
  });

  test("a contractor's VAT number is asked for, checked by HMRC's rule and tidied", () => {
    expect(accept({ declaration: 'contractor' }).errors.vatNumber).toMatch(/Enter your VAT/);
    // One digit mistyped fails the check; the letters and spaces are the customer's own.
    expect(
      accept({ declaration: 'contractor', vatNumber: 'GB 318 4072 16' }).errors.vatNumber,
    ).toMatch(/GB and 9 digits/);
    expect(
      accept({ declaration: 'contractor', vatNumber: '12345' }).errors.vatNumber,
    ).toBeDefined();
    const good = accept({ declaration: 'contractor', vatNumber: 'gb318-4072-15' });
    expect(good.errors).toEqual({});
    expect(declarationOf(good.values)).toEqual({
      kind: 'contractor',
      vatNumber: 'GB 318 4072 15',
    });
  });
});
