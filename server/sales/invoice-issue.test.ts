import { expect, test } from 'vitest';
import { FITTING, GRID, SELLER } from './fixtures/lines';
import { decideCredit, type CreditNote } from './credit-note';
import type { Invoice, InvoiceKind } from './invoice';
import { invoiceDue, issueInvoice, standing, type IssueRequest } from './invoice-issue';
import type { OrderStage } from './order';

/** 23:30 UTC on 30 June 2027 is already 1 July in Glasgow. */
const NOW = new Date('2027-06-30T23:30:00Z');
const LINES = [GRID, FITTING];

function request(kind: InvoiceKind, extra: Partial<IssueRequest> = {}): IssueRequest {
  return {
    kind,
    sequence: 7,
    order: {
      reference: 'CS-4821',
      po: 'PO-77',
      name: 'Ailsa Campbell',
      billing: {
        company: 'Campbell Retail Ltd',
        address: '1 High St\nPaisley',
        postcode: 'PA1 1AA',
      },
      stage: 'accepted',
      lines: LINES,
    },
    declaration: { kind: 'end-user' },
    depositPercent: 50,
    issued: [],
    termsDays: 14,
    seller: SELLER,
    ...extra,
  };
}

function issued(kind: InvoiceKind, extra: Partial<IssueRequest> = {}): Invoice {
  const decided = issueInvoice(request(kind, extra), NOW);
  if ('refused' in decided) throw new Error(`${kind} refused: ${decided.refused}`);
  return decided.next;
}

test.each([
  // [stage, kinds issued, deposit %, the invoice due]
  ['accepted', [], 50, 'deposit'],
  ['in-production', [], 10, 'deposit'],
  ['accepted', ['deposit'], 50, undefined],
  ['accepted', [], 0, undefined],
  ['in-production', [], 0, undefined],
  ['ready', ['deposit'], 50, 'balance'],
  ['completed', ['deposit'], 50, 'balance'],
  ['ready', [], 0, 'full'],
  // Ready before the deposit was asked: the work is done, so one invoice for it all.
  ['ready', [], 50, 'full'],
  ['ready', ['deposit', 'balance'], 50, undefined],
  ['ready', ['full'], 0, undefined],
  ['cancelled', [], 50, undefined],
  ['cancelled', ['deposit'], 50, undefined],
] as const)('an order %s with %j invoiced, deposit %i: %s due', (stage, kinds, percent, due) => {
  const invoices = kinds.map((kind) => ({ kind }));
  expect(invoiceDue({ stage }, invoices, percent)).toBe(due);
});

test('a deposit invoice carries every field HMRC lists, dated in Glasgow', () => {
  const invoice = issued('deposit');
  expect(invoice).toMatchObject({
    number: 'INV-00007',
    kind: 'deposit',
    orderReference: 'CS-4821',
    po: 'PO-77',
    issuedAt: '2027-06-30T23:30:00.000Z',
    issueDate: '2027-07-01',
    taxPoint: '2027-07-01',
    dueDate: '2027-07-15',
    seller: SELLER,
    customer: { name: 'Ailsa Campbell', billing: { postcode: 'PA1 1AA' } },
    totals: { exVat: 24_999, vat: 5000, payable: 29_999, reverseChargeVat: 0 },
    depositPercent: 50,
    deducts: undefined,
    reverseChargeVatNumber: undefined,
  });
});

test('the balance deducts the deposit invoice it follows; terms come from the settings', () => {
  const deposit = issued('deposit');
  const ready = { ...request('balance').order, stage: 'ready' as OrderStage };
  const balance = issued('balance', {
    order: ready,
    issued: [deposit],
    sequence: 9,
    termsDays: 30,
  });
  expect(balance).toMatchObject({
    number: 'INV-00009',
    deducts: 'INV-00007',
    depositPercent: 50,
    dueDate: '2027-07-31',
    totals: { exVat: 24_999, vat: 5000, payable: 29_999 },
  });
});

test('a contractor’s declaration reverse charges the fitting and names their VAT number', () => {
  const ready = { ...request('full').order, stage: 'ready' as OrderStage };
  const invoice = issued('full', {
    order: ready,
    depositPercent: 0,
    declaration: { kind: 'contractor', vatNumber: 'GB987654321' },
  });
  expect(invoice.reverseChargeVatNumber).toBe('GB987654321');
  expect(invoice.depositPercent).toBeUndefined();
  expect(invoice.totals).toEqual({
    exVat: 49_998,
    vat: 1000,
    payable: 50_998,
    reverseChargeVat: 9000,
  });
});

test.each([
  ['a balance with no deposit', () => request('balance')],
  ['a second deposit', () => request('deposit', { issued: [issued('deposit')] })],
  ['a full invoice before Ready', () => request('full', { depositPercent: 0 })],
  ['a deposit at 0%', () => request('deposit', { depositPercent: 0 })],
] as const)('%s is refused as not due', (_name, asked) => {
  expect(issueInvoice(asked(), NOW)).toEqual({ refused: 'not-due' });
});

test.each([
  ['a deposit of nothing', 'deposit', 50, 'accepted'],
  ['an order of nothing', 'full', 0, 'ready'],
] as const)('%s is not invoiced', (_name, kind, depositPercent, stage) => {
  const free = {
    ...request(kind).order,
    stage,
    lines: [{ description: 'Sample', quantity: 1, unitExPence: 0 }],
  };
  expect(issueInvoice(request(kind, { order: free, depositPercent }), NOW)).toEqual({
    refused: 'nothing-to-invoice',
  });
});

test('after a deposit of 100% the balance is nothing, and no £0.00 invoice is issued', () => {
  const deposit = issued('deposit', { depositPercent: 100 });
  expect(deposit.totals).toMatchObject({ exVat: 49_998, payable: 59_998 });
  const ready = { ...request('balance').order, stage: 'ready' as OrderStage };
  expect(
    issueInvoice(request('balance', { order: ready, issued: [deposit], depositPercent: 100 }), NOW),
  ).toEqual({ refused: 'nothing-to-invoice' });
});

/** A credit note on `invoice`: the whole of what is left, or `quantity` of its first line. */
function credit(invoice: Invoice, earlier: CreditNote[] = [], quantity?: number): CreditNote {
  const lines = quantity === undefined ? 'whole' : [{ line: 0, quantity }];
  const decided = decideCredit(invoice, earlier, { sequence: 1, reason: 'Wrong PO', lines }, NOW);
  if ('refused' in decided) throw new Error(`credit refused: ${decided.refused}`);
  return decided.next;
}

test('an invoice credited in full no longer stands; one credited in part, or not at all, does', () => {
  const deposit = issued('deposit');
  const other = issued('deposit', { sequence: 8 });
  expect(standing([deposit, other], [credit(deposit)])).toEqual([other]);
  const ready = { ...request('full').order, stage: 'ready' as OrderStage };
  const full = issued('full', { order: ready, depositPercent: 0, sequence: 9 });
  const part = credit(full, [], 1);
  expect(standing([full], [part])).toEqual([full]);
  // The rest credited too: the two notes take off the whole invoice.
  expect(standing([full], [part, credit(full, [part])])).toEqual([]);
});

test('a deposit credited in full is asked again before Ready, and not deducted at Ready', () => {
  const deposit = issued('deposit');
  const left = standing([deposit], [credit(deposit)]);
  expect(invoiceDue({ stage: 'in-production' }, left, 50)).toBe('deposit');
  expect(issued('deposit', { issued: left, sequence: 8 }).totals).toEqual(deposit.totals);

  const ready = { ...request('full').order, stage: 'ready' as OrderStage };
  expect(invoiceDue(ready, left, 50)).toBe('full');
  const whole = issued('full', { order: ready, issued: left, sequence: 9 });
  expect(whole.deducts).toBeUndefined();
  expect(whole.totals).toMatchObject({ exVat: 49_998, payable: 59_998 });
});

test('a balance credited in full is due again, deducting the deposit that still stands', () => {
  const deposit = issued('deposit');
  const ready = { ...request('balance').order, stage: 'ready' as OrderStage };
  const balance = issued('balance', { order: ready, issued: [deposit], sequence: 8 });
  const left = standing([deposit, balance], [credit(balance)]);
  expect(left).toEqual([deposit]);
  expect(invoiceDue(ready, left, 50)).toBe('balance');
  const again = issued('balance', { order: ready, issued: left, sequence: 9 });
  expect(again.deducts).toBe(deposit.number);
  expect(again.totals).toEqual(balance.totals);
});
