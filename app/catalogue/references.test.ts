import { expect, test } from 'vitest';
import {
  parseDocumentNumber,
  creditNoteNumber,
  formatReference,
  invoiceNumber,
  jobReference,
  orderReference,
  parseReference,
  quoteReference,
} from './references';

test('a job is CS-4821, a quote version CS-4821 v2 and the order keeps the job’s number', () => {
  expect(jobReference(482193)).toBe('CS-482193');
  expect(jobReference('4821')).toBe('CS-4821');
  expect(quoteReference('CS-4821', 2)).toBe('CS-4821 v2');
  expect(orderReference('CS-4821')).toBe('CS-4821');
  expect(formatReference({ series: 'job', number: '4821', version: 1 })).toBe('CS-4821 v1');
});

test.each([
  ['CS-4821', { number: '4821' }],
  ['cs4821', { number: '4821' }],
  ['CS 4821', { number: '4821' }],
  ['cs-4821', { number: '4821' }],
  ['4821', { number: '4821' }],
  ['  CS-482193  ', { number: '482193' }],
  ['CS-4821 v2', { number: '4821', version: 2 }],
  ['CS-4821v2', { number: '4821', version: 2 }],
  ['CS-4821 V2', { number: '4821', version: 2 }],
  ['cs 4821 v 12', { number: '4821', version: 12 }],
  // The spelling customers were given before the grammar: the job and its version.
  ['CS-4821-2', { number: '4821', version: 2 }],
  ['4821 v2', { number: '4821', version: 2 }],
  ['CS-4821-v2', { number: '4821', version: 2 }],
])('%j reads as the job %j', (typed, expected) => {
  expect(parseReference(typed)).toEqual({ series: 'job', ...expected });
});

test('what is read is written back in the one spelling', () => {
  for (const typed of ['cs4821', 'CS 4821', '4821']) {
    expect(formatReference(parseReference(typed) ?? { series: 'job', number: '' })).toBe('CS-4821');
  }
  for (const typed of ['CS-4821-2', 'CS-4821v2', 'cs 4821 V2']) {
    expect(formatReference(parseReference(typed) ?? { series: 'job', number: '' })).toBe(
      'CS-4821 v2',
    );
  }
});

test.each([
  '',
  '   ',
  'CS',
  'CS-',
  'CS-v2',
  'CS--4821',
  'CS-4821 v',
  'CS-4821 v0',
  'CS-4821-0',
  'CS-4821 v2 v3',
  'CS-4821-2-3',
  'CS-48a21',
  'CX-4821',
  'INV-00001',
  'MCL-PO-20931',
  'PO 4821',
  'Priya Sandhu',
  'priya@example.co.uk',
  'CS-%',
  "CS-4821' OR '1'='1",
  '4821.5',
  '-4821',
  'CS-1234567890123',
  'CS-4821 v100000',
])('%j is no reference', (typed) => {
  expect(parseReference(typed)).toBeUndefined();
});

test.each([
  [1, 'INV-00001', 'CN-00001'],
  [42, 'INV-00042', 'CN-00042'],
  [99_999, 'INV-99999', 'CN-99999'],
  // Past five digits the number simply grows: nothing is cut.
  [123_456, 'INV-123456', 'CN-123456'],
])('document %i is %s and %s', (sequence, invoice, creditNote) => {
  expect(invoiceNumber(sequence)).toBe(invoice);
  expect(creditNoteNumber(sequence)).toBe(creditNote);
});

test.each([0, -1, 1.5, Number.NaN])('%d is no document number', (sequence) => {
  expect(() => invoiceNumber(sequence)).toThrow();
});

test.each([
  ['INV-00001', { series: 'invoice', sequence: 1 }],
  ['CN-00012', { series: 'credit-note', sequence: 12 }],
  ['INV-123456', { series: 'invoice', sequence: 123_456 }],
])('%s is read as the document it names', (text, parsed) => {
  expect(parseDocumentNumber(text)).toEqual(parsed);
});

test.each([
  'INV-1',
  'INV-000001',
  'inv-00001',
  'INV-00000',
  'INV00001',
  ' INV-00001',
  'CN-0001x',
  'QT-00001',
  '',
])('"%s" names no document: only the one spelling is an address', (text) => {
  expect(parseDocumentNumber(text)).toBeUndefined();
});
