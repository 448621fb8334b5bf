/**
 * The copy of the acceptance in words (order-confirmed-mail.tsx confirmationWords), table-
 * driven: the facts the order page shows, the PO or "None given", the deposit invoice when
 * the acceptance issued one, and the declaration with what it changes on the invoices.
 */
import { expect, test } from 'vitest';
import { orderFromAcceptance } from '../sales/order-lifecycle';
import type { Declaration, Invoice } from '../sales/invoice';
import { confirmationWords } from './order-confirmed-mail';

const LINES = [
  { description: 'Black grid', quantity: 3, unitExPence: 1666, leadTime: 'Collection only' },
  {
    description: 'Installation, Paisley',
    quantity: 1,
    unitExPence: 45_000,
    leadTime: '',
    construction: true,
  },
];
const BILLING = { company: '', address: '1 High St', postcode: 'PA1 1AA' };
/** 20:00 in Glasgow on 25 November 2026. */
const NOW = new Date('2026-11-25T20:00:00Z');

function order(po: string, declaration?: Declaration) {
  return orderFromAcceptance(
    {
      reference: 'CS-4821',
      version: { version: 2, lines: LINES, depositPercent: 50 },
      name: 'Morag Campbell',
      po,
      billing: BILLING,
      site: undefined,
      declaration,
    },
    NOW,
  );
}

const DEPOSIT = {
  number: 'INV-00007',
  kind: 'deposit',
  dueDate: '2026-12-09',
  totals: { payable: 29_999 },
} as Invoice;

test.each([
  {
    case: 'a PO and a deposit',
    po: 'PO-8120',
    declaration: undefined,
    deposit: DEPOSIT,
    facts: [
      ['Purchase order number', 'PO-8120'],
      ['Deposit invoice', 'INV-00007, £299.99 due by 9 December 2026'],
    ],
    invoicing:
      'Our deposit invoice INV-00007 comes in its own email with its PDF. We invoice the balance when your order is ready.',
  },
  {
    case: 'no PO, no deposit, the end user',
    po: '',
    declaration: { kind: 'end-user' } as const,
    deposit: undefined,
    facts: [
      ['Purchase order number', 'None given'],
      ['Your declaration', 'We are the end user (or an intermediary supplier)'],
    ],
    invoicing: 'We invoice you when your order is ready; the invoice comes by email with its PDF.',
  },
  {
    case: 'a contractor who sells the work on',
    po: 'PO-1',
    declaration: { kind: 'contractor', vatNumber: 'GB 123 4567 89' } as const,
    deposit: undefined,
    facts: [
      [
        'Your declaration',
        'We are a VAT- and CIS-registered contractor and sell this work on (GB 123 4567 89)',
      ],
    ],
    invoicing:
      'We invoice you when your order is ready; the invoice comes by email with its PDF. As you declared, the lines marked as construction work carry no VAT on our invoices: you account to HMRC for it (the domestic reverse charge).',
  },
])('$case', ({ po, declaration, deposit, facts, invoicing }) => {
  const words = confirmationWords(order(po, declaration), deposit);
  expect(words.intro).toBe(
    'Thank you for accepting our quote CS-4821 v2: it is now your order CS-4821. This is your copy of what you accepted.',
  );
  expect(words.facts.slice(0, 3)).toEqual([
    ['Order reference', 'CS-4821'],
    ['Quote accepted', 'CS-4821 v2'],
    ['Accepted by', 'Morag Campbell'],
  ]);
  expect(words.facts).toContainEqual(['Accepted', '25 November 2026 at 20:00']);
  for (const fact of facts) expect(words.facts).toContainEqual(fact);
  expect(words.facts.some(([label]) => label === 'Deposit invoice')).toBe(deposit !== undefined);
  expect(words.facts.some(([label]) => label === 'Your declaration')).toBe(
    declaration !== undefined,
  );
  expect(words.invoicing).toBe(invoicing);
});
