import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { dateOf, penceOf, readStatement, type ColumnMapping } from './bank-statement';
import { invoiceNumbersIn, matchStatement } from './statement-match';

/**
 * The fixtures follow the CSV exports UK banks publish: Bank of Scotland (Lloyds Banking
 * Group: separate Debit Amount and Credit Amount columns), NatWest (a blank first line, one
 * signed Value column) and Nationwide (the account's name and balance above the header,
 * "28 Nov 2026" dates, amounts with £ signs and thousands separators).
 */
const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

const BANK_OF_SCOTLAND: ColumnMapping = {
  date: 'Transaction Date',
  description: ['Transaction Description'],
  amount: { paidIn: 'Credit Amount', paidOut: 'Debit Amount' },
};
const NATWEST: ColumnMapping = {
  date: 'Date',
  description: ['Description'],
  amount: { signed: 'Value' },
};
const NATIONWIDE: ColumnMapping = {
  date: 'Date',
  description: ['Transaction type', 'Description'],
  amount: { paidIn: 'Paid in', paidOut: 'Paid out' },
};

function read(name: string, mapping: ColumnMapping) {
  const statement = readStatement(fixture(name), mapping);
  if ('refused' in statement) throw new Error(`${name}: ${statement.refused}`);
  return statement;
}

describe('three banks’ exports read as their credits only', () => {
  test.each([
    [
      'bank-of-scotland.csv',
      BANK_OF_SCOTLAND,
      [
        [2, '2026-11-28', 'CAMPBELL RETAIL LTD INV-00001', 29_999],
        [4, '2026-11-27', 'MCLEAN INTERIORS INV00002 INV00003', 120_000],
        [5, '2026-11-27', 'A SANDHU CS-4821', 5000],
        [6, '2026-11-26', 'FRASER SHOPS inv 4', 10_000],
        [7, '2026-11-26', 'FRASER SHOPS inv 4', 10_000],
      ],
      [8],
    ],
    [
      'natwest.csv',
      NATWEST,
      [
        [3, '2026-11-28', 'CAMPBELL RETAIL, INV 00001', 29_999],
        [5, '2026-11-27', 'INVOICE 5 THANK YOU', 7500],
      ],
      [],
    ],
    [
      'nationwide.csv',
      NATIONWIDE,
      [[6, '2026-11-28', 'Bank credit MCLEAN INTERIORS REF INV-00005', 125_000]],
      [],
    ],
  ] as const)('%s', (name, mapping, credits, unreadable) => {
    const statement = read(name, mapping);
    expect(
      statement.credits.map(({ line, date, description, amount }) => [
        line,
        date,
        description,
        amount,
      ]),
    ).toEqual(credits);
    expect(statement.unreadable).toEqual(unreadable);
  });

  test('identical rows on one day are two payments, each its own fingerprint', () => {
    const [, , , first, second] = read('bank-of-scotland.csv', BANK_OF_SCOTLAND).credits;
    expect(first?.fingerprint).toBe('2026-11-26|10000|FRASER SHOPS INV 4|1');
    expect(second?.fingerprint).toBe('2026-11-26|10000|FRASER SHOPS INV 4|2');
  });

  test('a file without the chosen columns is refused', () => {
    expect(readStatement(fixture('natwest.csv'), BANK_OF_SCOTLAND)).toEqual({
      refused: 'no-header',
    });
  });
});

test.each([
  ['£1,250.00', 125_000],
  ['1250', 125_000],
  ['-12.5', -1250],
  ['(12.50)', -1250],
  ['+0.01', 1],
  ['0.10', 10],
  ['12.345', undefined],
  ['12.3.4', undefined],
  ['', undefined],
  ['ten', undefined],
])('the amount %j is %j pence', (text, pence) => {
  expect(penceOf(text)).toBe(pence);
});

test.each([
  ['28/11/2026', '2026-11-28'],
  ['1/2/2027', '2027-02-01'],
  ['28/11/26', '2026-11-28'],
  ['28 Nov 2026', '2026-11-28'],
  ['01 December 2026', '2026-12-01'],
  ['29/02/2027', undefined],
  ['11/28/2026', undefined],
  ['2026-11-28', undefined],
  ['', undefined],
])('the date %j is %j', (text, date) => {
  expect(dateOf(text)).toBe(date);
});

test.each([
  ['CAMPBELL RETAIL LTD INV-00001', ['INV-00001']],
  ['INV00001', ['INV-00001']],
  ['inv 1', ['INV-00001']],
  ['Inv-42 and INV 42', ['INV-00042']],
  ['REF:INV/00007', ['INV-00007']],
  ['MCLEAN INV00002 INV00003', ['INV-00002', 'INV-00003']],
  ['INV-123456', ['INV-123456']],
  // Never a bare number, a job's reference, "invoice 5" or INV inside a word.
  ['00001', []],
  ['CS-4821', []],
  ['INVOICE 5', []],
  ['PREVINV00001', []],
  ['INV-00000', []],
])('%j names %j', (words, numbers) => {
  expect(invoiceNumbersIn(words)).toEqual(numbers);
});

describe('matching a statement to the open invoices', () => {
  const credits = read('bank-of-scotland.csv', BANK_OF_SCOTLAND).credits;
  const open = [
    { number: 'INV-00001', due: 29_999 },
    { number: 'INV-00002', due: 120_000 },
    { number: 'INV-00003', due: 5000 },
    { number: 'INV-00004', due: 15_000 },
  ];

  test('proposes each credit naming one open invoice, and lists the rest for a person', () => {
    const match = matchStatement(credits, open, new Set());
    expect(match.proposals.map(({ credit, invoice }) => [credit.line, invoice])).toEqual([
      [2, 'INV-00001'],
      [6, 'INV-00004'],
    ]);
    expect(match.unmatched.map(({ credit, why }) => [credit.line, why])).toEqual([
      [4, 'several-invoices'],
      [5, 'no-invoice'],
      // The second £100 for INV-00004 is more than the first left due (£50).
      [7, 'above-due'],
    ]);
    expect(match.already).toEqual([]);
  });

  test('a paid invoice is not open: a credit naming it is listed', () => {
    const match = matchStatement(credits.slice(0, 1), open.slice(1), new Set());
    expect(match.unmatched.map(({ why }) => why)).toEqual(['no-invoice']);
  });

  test('the same statement imported again records nothing twice', () => {
    const first = matchStatement(credits, open, new Set());
    const recorded = new Set(first.proposals.map(({ credit }) => credit.fingerprint));
    // Once confirmed: INV-00001 is paid, and £50 is left due on INV-00004.
    const after = [open[1], open[2], { number: 'INV-00004', due: 5000 }].filter(
      (invoice) => invoice !== undefined,
    );
    const again = readStatement(fixture('bank-of-scotland.csv'), BANK_OF_SCOTLAND);
    if ('refused' in again) throw new Error(again.refused);
    const match = matchStatement(again.credits, after, recorded);
    expect(match.proposals).toEqual([]);
    expect(match.already.map(({ line }) => line)).toEqual([2, 6]);
    expect(match.unmatched.map(({ credit, why }) => [credit.line, why])).toEqual([
      [4, 'several-invoices'],
      [5, 'no-invoice'],
      [7, 'above-due'],
    ]);
  });
});
