import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'vitest';
import { readPeriod } from './export-period';
import { headerOf, keptMappings, readColumnForm, withChoice } from './statement-columns';

const fixture = (name: string) =>
  readFileSync(new URL(`../sales/fixtures/${name}.csv`, import.meta.url), 'utf8');

test("each bank's header is found under the rows that name the account", () => {
  assert.deepEqual(headerOf(fixture('nationwide')), [
    'Date',
    'Transaction type',
    'Description',
    'Paid out',
    'Paid in',
    'Balance',
  ]);
  assert.equal(headerOf(fixture('natwest'))?.[3], 'Value');
  assert.equal(headerOf(fixture('bank-of-scotland'))?.[6], 'Credit Amount');
  assert.equal(headerOf('28/11/2026,12.00,INV-1\n27/11/2026,5.00,x'), undefined);
  assert.equal(headerOf('%PDF-1.7'), undefined);
});

const HEADER = ['Date', 'Description', 'Paid in', 'Paid out'];

for (const [name, body, problems] of [
  ['nothing chosen', {}, ['date', 'description', 'amountStyle']],
  [
    'one column, none named',
    { date: 'Date', description: 'Description', amountStyle: 'signed' },
    ['amount'],
  ],
  [
    'paid in and out the same column',
    {
      date: 'Date',
      description: 'Description',
      amountStyle: 'split',
      paidIn: 'Paid in',
      paidOut: 'Paid in',
    },
    ['paidOut'],
  ],
  [
    'the date as the amount',
    { date: 'Date', description: 'Description', amountStyle: 'signed', amount: 'Date' },
    ['date'],
  ],
  [
    'a column the file does not have',
    { date: 'Posted', description: 'Description', amountStyle: 'signed', amount: 'Paid in' },
    ['date'],
  ],
  [
    'a style that is not offered',
    { date: 'Date', description: 'Description', amountStyle: 'both' },
    ['amountStyle'],
  ],
] as const) {
  test(`the column form refuses ${name}`, () => {
    const read = readColumnForm(body, HEADER);
    assert.ok('problems' in read);
    assert.deepEqual(Object.keys(read.problems).sort(), [...problems].sort());
  });
}

test('the column form gives a mapping, and a new choice goes first without a repeat', () => {
  const read = readColumnForm(
    {
      date: 'Date',
      description: ['Description'],
      amountStyle: 'split',
      paidIn: 'Paid in',
      paidOut: 'Paid out',
    },
    HEADER,
  );
  assert.ok('mapping' in read);
  const signed = { date: 'Date', description: ['Description'], amount: { signed: 'Value' } };
  assert.deepEqual(withChoice(read.mapping, [signed, read.mapping]), [read.mapping, signed]);
  assert.deepEqual(keptMappings([signed, { date: 1 }, null, 'x']), [signed]);
  assert.deepEqual(keptMappings({ not: 'a list' }), []);
});

for (const [query, expected] of [
  [{}, { period: { from: '2026-10-01', to: '2026-10-31' } }],
  [{ from: '2026-11-01', to: '2026-11-30' }, { period: { from: '2026-11-01', to: '2026-11-30' } }],
  [{ from: '01/11/2026', to: '30 Nov 2026' }, { period: { from: '2026-11-01', to: '2026-11-30' } }],
  [{ from: '2026-11-31', to: '2026-11-30' }, ['from']],
  [{ from: '2026-11-30', to: '2026-11-01' }, ['to']],
  // 367 days is refused; a leap year's 366 is taken.
  [{ from: '2025-11-01', to: '2026-11-02' }, ['to']],
  [{ from: '2027-03-01', to: '2028-02-29' }, { period: { from: '2027-03-01', to: '2028-02-29' } }],
  [{ from: 'last month' }, ['from', 'to']],
] as const) {
  test(`the period of ${JSON.stringify(query)}`, () => {
    const read = readPeriod(query, '2026-11-28');
    if (Array.isArray(expected)) {
      assert.ok('problems' in read);
      assert.deepEqual(Object.keys(read.problems), expected);
    } else assert.deepEqual(read, expected);
  });
}
