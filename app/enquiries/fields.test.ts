import { expect, test } from 'vitest';
import { isPhoneNumber, isUkPostcode } from './fields';

test.each([
  ['G5 8RE', true],
  ['g58re', true],
  ['EH1 1YZ', true],
  ['SW1A 1AA', true],
  ['M1 1AE', true],
  ['  PA1  1AA ', true],
  ['GLASGOW', false],
  ['G5', false],
  ['12345', false],
  ['G5 8R', false],
])('postcode %j is valid: %s', (postcode, valid) => {
  expect(isUkPostcode(postcode)).toBe(valid);
});

test.each([
  ['0141 496 0321', true],
  ['07700 900123', true],
  ['+44 7700 900123', true],
  ['(0141) 496-0321', true],
  ['0141 496', false],
  ['call me', false],
  ['0141 496 0321 0321', false],
])('phone number %j is valid: %s', (phone, valid) => {
  expect(isPhoneNumber(phone)).toBe(valid);
});
