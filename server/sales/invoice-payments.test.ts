import { describe, expect, test } from 'vitest';
import type { Invoice } from './invoice';
import {
  amountDue,
  decidePayment,
  invoiceStanding,
  needsCall,
  reminderDue,
  transition,
  type InvoiceLedger,
  type PaymentInput,
} from './invoice-payments';
import {
  allowedInvoiceActions,
  INVOICE_ACTIONS,
  INVOICE_STANDINGS,
  INVOICE_TRANSITIONS,
  type InvoiceStanding,
} from './invoice-transitions';

/** £600.00 payable, due on 15 December 2026. */
const INVOICE: Pick<Invoice, 'totals' | 'dueDate' | 'kind'> = {
  kind: 'full',
  dueDate: '2026-12-15',
  totals: { exVat: 50_000, vat: 10_000, payable: 60_000, reverseChargeVat: 0 },
};
const BEFORE_DUE = new Date('2026-12-15T23:30:00Z');
const AFTER_DUE = new Date('2026-12-16T00:30:00Z');
const NONE: InvoiceLedger = { payments: [], credited: 0 };
const paid = (...amounts: number[]): InvoiceLedger => ({
  payments: amounts.map((amount) => ({ amount })),
  credited: 0,
});
const PAYMENT: PaymentInput = { amount: 10_000, receivedOn: '2026-12-10', method: 'bank-transfer' };

/** An invoice's ledger and a time at which it stands as named. */
const AT: Record<InvoiceStanding, [InvoiceLedger, Date]> = {
  unpaid: [NONE, BEFORE_DUE],
  'part-paid': [paid(10_000), BEFORE_DUE],
  overdue: [paid(10_000), new Date('2027-01-10T10:00:00Z')],
  paid: [paid(50_000, 10_000), AFTER_DUE],
  credited: [{ payments: [], credited: 60_000 }, BEFORE_DUE],
};

test.each([
  // [ledger, now, standing, due]
  [NONE, BEFORE_DUE, 'unpaid', 60_000],
  [paid(1), BEFORE_DUE, 'part-paid', 59_999],
  // The due date's last minute in Glasgow is not yet overdue; its next day is.
  [NONE, AFTER_DUE, 'overdue', 60_000],
  [paid(59_999), AFTER_DUE, 'overdue', 1],
  [paid(60_000), AFTER_DUE, 'paid', 0],
  [paid(30_000, 30_000), BEFORE_DUE, 'paid', 0],
  // A credit for part of it leaves the rest to pay; paid and credited in full is paid.
  [{ payments: [], credited: 20_000 }, BEFORE_DUE, 'unpaid', 40_000],
  [{ payments: [{ amount: 40_000 }], credited: 20_000 }, AFTER_DUE, 'paid', 0],
  [{ payments: [], credited: 60_000 }, AFTER_DUE, 'credited', 0],
] as const)('%j at %s stands %s with %i due', (ledger, now, standing, due) => {
  expect(invoiceStanding(INVOICE, ledger, now)).toBe(standing);
  expect(amountDue(INVOICE, ledger)).toBe(due);
});

describe('the table, cell by cell', () => {
  const cells = INVOICE_STANDINGS.flatMap((standing) =>
    INVOICE_ACTIONS.map((kind) => [standing, kind, INVOICE_TRANSITIONS[standing][kind]] as const),
  );
  test('has every standing and every action', () => {
    expect(cells).toHaveLength(5 * 3);
  });
  test.each(cells)('%s, %s', (standing, kind, rule) => {
    const [ledger, now] = AT[standing];
    expect(invoiceStanding(INVOICE, ledger, now)).toBe(standing);
    expect(transition(INVOICE, ledger, kind, now)).toEqual(rule);
    if (kind === 'record-payment') {
      const decided = decidePayment(INVOICE, ledger, { ...PAYMENT, amount: 1 }, now);
      expect('refused' in decided ? decided : 'allowed').toEqual(
        'refused' in rule ? rule : 'allowed',
      );
    }
    if (kind === 'remind') {
      expect(reminderDue(INVOICE, ledger, undefined, now)).toBe('allowed' in rule);
    }
  });
});

test('staff are offered only what the table allows', () => {
  expect(allowedInvoiceActions('unpaid')).toEqual(['record-payment', 'credit']);
  expect(allowedInvoiceActions('overdue')).toEqual(['record-payment', 'credit', 'remind']);
  expect(allowedInvoiceActions('paid')).toEqual(['credit']);
  expect(allowedInvoiceActions('credited')).toEqual([]);
});

describe('a payment', () => {
  test('is recorded with its method and day, and the standing it leaves', () => {
    expect(decidePayment(INVOICE, NONE, PAYMENT, BEFORE_DUE)).toEqual({
      payment: { ...PAYMENT, recordedAt: BEFORE_DUE.toISOString() },
      standing: 'part-paid',
      depositPaid: false,
    });
  });

  test('that settles a deposit invoice puts "Deposit paid" on the order', () => {
    const deposit = { ...INVOICE, kind: 'deposit' as const };
    const all = { ...PAYMENT, amount: 60_000 };
    expect(decidePayment(deposit, NONE, all, BEFORE_DUE)).toMatchObject({
      standing: 'paid',
      depositPaid: true,
    });
    expect(decidePayment(deposit, NONE, PAYMENT, BEFORE_DUE)).toMatchObject({
      depositPaid: false,
    });
  });

  test.each([
    ['above what is due', paid(50_001), { amount: 10_000 }, 'above-due'],
    ['above the whole invoice', NONE, { amount: 60_001 }, 'above-due'],
    ['above what a credit left', { payments: [], credited: 55_000 }, {}, 'above-due'],
    ['of nothing', NONE, { amount: 0 }, 'not-positive'],
    ['negative', NONE, { amount: -100 }, 'not-positive'],
    ['of part of a penny', NONE, { amount: 10.5 }, 'not-positive'],
    // 23:30 UTC on 15 December is still the 15th in Glasgow: the 16th has not come.
    ['received tomorrow', NONE, { receivedOn: '2026-12-16' }, 'in-the-future'],
    ['received on no real day', NONE, { receivedOn: '2026-02-30' }, 'not-a-date'],
    ['on a paid invoice', paid(60_000), { amount: 1 }, 'paid'],
  ] as const)('%s is refused', (_name, ledger, change, refusal) => {
    expect(decidePayment(INVOICE, ledger, { ...PAYMENT, ...change }, BEFORE_DUE)).toEqual({
      refused: refusal,
    });
  });

  test('of exactly what is due, received today, is taken', () => {
    const exact = { ...PAYMENT, amount: 50_000, receivedOn: '2026-12-15' };
    expect(decidePayment(INVOICE, paid(10_000), exact, BEFORE_DUE)).toMatchObject({
      standing: 'paid',
    });
  });
});

describe('the reminder, once, 7 days after the due date; then a call', () => {
  test.each([
    // [now, reminded at, ledger, reminder due, flagged for a call]
    ['2026-12-16T10:00:00Z', undefined, NONE, false, false],
    ['2026-12-21T23:59:00Z', undefined, NONE, false, false],
    // 7 days after the 15th, from midnight in Glasgow.
    ['2026-12-22T00:00:00Z', undefined, NONE, true, false],
    ['2027-01-20T10:00:00Z', undefined, paid(1), true, false],
    ['2026-12-22T10:00:00Z', '2026-12-22T00:00:00Z', NONE, false, true],
    ['2027-02-01T10:00:00Z', '2026-12-22T00:00:00Z', paid(10), false, true],
    // Paid after the reminder: nothing more to chase.
    ['2027-02-01T10:00:00Z', '2026-12-22T00:00:00Z', paid(60_000), false, false],
    ['2027-02-01T10:00:00Z', undefined, paid(60_000), false, false],
  ] as const)('at %s, reminded %s, %j: reminder %s, call %s', (at, reminded, ledger, due, call) => {
    const now = new Date(at);
    expect(reminderDue(INVOICE, ledger, reminded, now)).toBe(due);
    expect(needsCall(INVOICE, ledger, reminded, now)).toBe(call);
  });
});
