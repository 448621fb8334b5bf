import { expect, test } from 'vitest';
import { isOneLine, isPhoneNumber, isPlainText, isUkPostcode } from './fields';

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

test.each<[string, boolean, boolean]>([
  ['Morag Campbell', true, true],
  ["Seán O'Brien-Smith, Ltd. & Co £5 é ü 日本 مرحبا", true, true],
  ['Bob\nSmith', false, true],
  ['Bob\r\nSmith', false, true],
  ['Bob\tSmith', false, true],
  ['Bob\u0000', false, false],
  ['Bob\u007f', false, false],
  ['Bob\u009b', false, false],
  ['Bob\u000c', false, false],
  ['Bob\u2028Smith', false, false],
  ['Bob\u2029Smith', false, false],
  ...[
    '\u061c',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
  ].map((mark): [string, boolean, boolean] => [`Bob${mark}`, false, false]),
  ['Bob\u200d', true, true],
])('%j is one line: %s; plain text: %s', (value, oneLine, plain) => {
  expect(isOneLine(value)).toBe(oneLine);
  expect(isPlainText(value)).toBe(plain);
});
