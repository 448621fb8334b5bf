import { expect, test } from 'vitest';
import { decideCredit } from './credit-note';
import { FITTING, GRID, SELLER } from './fixtures/lines';
import type { Declaration, Invoice } from './invoice';
import { creditNoteView, depositPaidOn, invoiceView, lineVatRate } from './invoice-display';
import { issueInvoice } from './invoice-issue';

const NOW = new Date('2026-11-25T20:00:00Z');
const ORDER = {
  reference: 'CS-4821',
  po: 'PO-77',
  name: 'Ailsa Campbell',
  billing: { company: 'Campbell Retail Ltd', address: '1 High St\nPaisley', postcode: 'PA1 1AA' },
  lines: [GRID, FITTING],
};

function issue(
  kind: Invoice['kind'],
  declaration: Declaration | undefined,
  issued: Invoice[] = [],
  depositPercent = 50,
) {
  const decided = issueInvoice(
    {
      kind,
      sequence: issued.length + 1,
      order: { ...ORDER, stage: kind === 'deposit' ? 'accepted' : 'ready' },
      declaration,
      depositPercent,
      issued,
      termsDays: 14,
      seller: SELLER,
    },
    NOW,
  );
  if (!('next' in decided)) throw new Error(decided.refused);
  return decided.next;
}

test('an invoice shows every field HMRC lists: number, dates, seller with VAT number, references, how to pay', () => {
  const view = invoiceView(issue('full', undefined, [], 0));
  expect(view.title).toBe('VAT invoice INV-00001');
  expect(view.facts).toEqual([
    ['Invoice number', 'INV-00001'],
    ['Date of issue', '25 November 2026'],
    ['Time of supply', '25 November 2026'],
    ['Due date', '9 December 2026'],
    ['Order reference', 'CS-4821'],
    ['Purchase order number', 'PO-77'],
  ]);
  expect(view.seller.vatNumber).toBe('GB123456789');
  // £16.66 x 3 + £450.00 = £499.98 ex VAT; VAT £100.00; £599.98.
  expect(view.totals).toEqual([
    ['Total ex VAT', 49_998],
    ['VAT (20%)', 10_000],
    ['Total payable', 59_998],
  ]);
  expect(view.notes.map(({ heading }) => heading)).toEqual(['How to pay']);
  expect(view.notes[0]?.text).toContain('sort code 12-34-56, account number 12345678');
  expect(view.notes[0]?.text).toContain('Please use INV-00001 as the payment reference');
});

test.each([
  ['an end user', { kind: 'end-user' } as const, []],
  ['a contractor', { kind: 'contractor', vatNumber: 'GB987654321' } as const, ['Reverse charge']],
])(
  'a fitting invoiced to %s: the reverse charge said only when it applies',
  (_who, declaration, extra) => {
    const view = invoiceView(issue('full', declaration, [], 0));
    expect(view.notes.map(({ heading }) => heading)).toEqual([...extra, 'How to pay']);
    if (extra.length > 0) {
      expect(view.notes[0]?.text).toBe(
        "Reverse charge: customer to account to HMRC for the VAT (VAT Act 1994 section 55A). VAT the customer accounts for: £90.00. Customer's VAT registration number: GB987654321.",
      );
      expect(view.lines.map(lineVatRate)).toEqual(['20%', '20% reverse charge']);
      // Only the grid is charged VAT: £49.98 x 20% = £10.00 (half up).
      expect(view.totals[1]).toEqual(['VAT (20%)', 1000]);
    }
  },
);

test('a deposit and its balance say what they are; a credit note cites the invoice and why', () => {
  const deposit = issue('deposit', undefined);
  const balance = issue('balance', undefined, [deposit]);
  expect(invoiceView(deposit).facts[1]).toEqual(['Invoice for', 'Deposit of 50%']);
  expect(invoiceView(balance).facts[1]).toEqual(['Invoice for', 'Balance, less deposit INV-00001']);
  const decided = decideCredit(
    balance,
    [],
    { sequence: 3, reason: 'A day shorter.', lines: 'whole' },
    NOW,
  );
  if (!('next' in decided)) throw new Error(decided.refused);
  const view = creditNoteView(decided.next);
  expect(view.title).toBe('Credit note CN-00003');
  expect(view.facts).toContainEqual(['Credits invoice', 'INV-00002']);
  expect(view.notes[0]).toEqual({
    heading: 'Why we have issued this credit note',
    text: 'A day shorter.',
  });
  expect(view.totals.at(-1)).toEqual(['Total credited', balance.totals.payable]);
});

test.each([
  ['no payment', [], 0, undefined],
  ['part paid', [{ amount: 100, receivedOn: '2026-11-26' }], 0, undefined],
  [
    'paid in two payments',
    [
      { amount: 29_999, receivedOn: '2026-11-28' },
      { amount: 1, receivedOn: '2026-11-26' },
    ],
    0,
    '2026-11-28',
  ],
  ['paid less a credit', [{ amount: 20_000, receivedOn: '2026-11-27' }], 10_000, '2026-11-27'],
  ['credited in full', [{ amount: 1, receivedOn: '2026-11-27' }], 30_000, undefined],
])('a deposit of £300.00, %s: paid on %s', (_case, payments, credited, day) => {
  const deposit = {
    kind: 'deposit' as const,
    totals: { exVat: 25_000, vat: 5_000, payable: 30_000, reverseChargeVat: 0 },
  };
  expect(depositPaidOn(deposit, payments, credited)).toBe(day);
  expect(depositPaidOn({ ...deposit, kind: 'full' }, payments, credited)).toBeUndefined();
});
