import { expect, test } from 'vitest';
import { isOneLine, isPhoneNumber, isPlainText, isUkPostcode, trimBlank } from './fields';

/** Every character that shows as nothing, each end of each range (issue 36, item 5). */
const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\u00ad',
  '\ufff9',
  '\ufffa',
  '\ufffb',
  '\u{e0000}',
  '\u{e0001}',
  '\u{e0041}',
  '\u{e007f}',
];
/** Letters that show as blank space. */
const FILLERS = ['\u3164', '\u115f', '\u1160', '\uffa0', '\u2800', '\u180e', '\u17b4', '\u17b5'];

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
  // Invisible: refused on one line, kept in a message (a joiner is part of an emoji).
  ...INVISIBLE.map((mark): [string, boolean, boolean] => [`PO-12${mark}34`, false, true]),
])('%j is one line: %s; plain text: %s', (value, oneLine, plain) => {
  expect(isOneLine(value)).toBe(oneLine);
  expect(isPlainText(value)).toBe(plain);
});

test.each(FILLERS)(
  '%j at either end is trimmed with the spaces; alone, nothing is left',
  (filler) => {
    expect(trimBlank(`${filler} Morag ${filler}${filler}`)).toBe('Morag');
    expect(trimBlank(filler.repeat(3))).toBe('');
    expect(trimBlank(`Mo${filler}rag`)).toBe(`Mo${filler}rag`);
  },
);

test('the characters just outside the ranges still count as text', () => {
  for (const shown of [
    '\u200a',
    '\u2065',
    '\u00ac',
    '\ufff8',
    '\ufffc',
    '\u{e0080}',
    '\u{dffff}',
  ]) {
    expect(isOneLine(`PO-12${shown}34`)).toBe(true);
  }
});
