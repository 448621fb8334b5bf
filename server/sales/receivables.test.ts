import { expect, test } from 'vitest';
import { receivables } from './receivables';

/** 10:00 on 15 March 2027 in Glasgow. */
const NOW = new Date('2027-03-15T10:00:00Z');
const invoice = (issueDate: string, payable: number, paid = 0, credited = 0) => ({
  invoice: {
    issueDate,
    dueDate: new Date(Date.parse(`${issueDate}T12:00:00Z`) + 14 * 86_400_000)
      .toISOString()
      .slice(0, 10),
    totals: { exVat: payable, vat: 0, payable, reverseChargeVat: 0 },
  },
  ledger: { payments: paid ? [{ amount: paid }] : [], credited },
});

test('owed and overdue are sums of what is still due; a paid or credited invoice is in neither', () => {
  const figures = receivables(
    [
      invoice('2027-03-10', 60_000), // not yet due: owed
      invoice('2027-02-20', 45_000, 15_000), // due 6 March: overdue, £300.00 left
      invoice('2027-01-05', 12_000, 12_000), // paid
      invoice('2027-01-06', 9_000, 0, 9_000), // credited in full
    ],
    [],
    NOW,
  );
  expect(figures.owed).toBe(90_000);
  expect(figures.overdue).toBe(30_000);
});

test.each([
  ['2027-03-15', 0],
  ['2027-02-13', 0], // 30 days
  ['2027-02-12', 1], // 31 days
  ['2027-01-14', 1], // 60 days
  ['2027-01-13', 2], // 61 days
  ['2026-12-15', 2], // 90 days
  ['2026-12-14', 3], // 91 days
  ['2025-06-01', 3],
])('an invoice issued on %s is aged in band %i', (issued, band) => {
  const { aged } = receivables([invoice(issued, 1_234)], [], NOW);
  expect(aged.map((each) => each.label)).toEqual([
    '0 to 30 days',
    '31 to 60 days',
    '61 to 90 days',
    'Over 90 days',
  ]);
  expect(aged.map((each) => each.due)).toEqual([0, 1, 2, 3].map((i) => (i === band ? 1_234 : 0)));
  expect(aged[band]?.count).toBe(1);
});

test('received this month counts payments from the 1st in Glasgow up to today', () => {
  const { receivedThisMonth } = receivables(
    [],
    [
      { amount: 100, receivedOn: '2027-02-28' },
      { amount: 2_000, receivedOn: '2027-03-01' },
      { amount: 30_000, receivedOn: '2027-03-15' },
    ],
    NOW,
  );
  expect(receivedThisMonth).toBe(32_000);
});
