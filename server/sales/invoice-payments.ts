import type { Pence } from '../../app/catalogue/money';
import { addDays, isPast, isRealDate, londonDate } from './calendar';
import type { Invoice } from './invoice';
import {
  INVOICE_TRANSITIONS,
  type InvoiceActionKind,
  type InvoiceRefusal,
  type InvoiceStanding,
} from './invoice-transitions';

/**
 * What is owed on an invoice and what may be done about it (PRODUCT.md "Invoices and
 * payments"): staff record payments against it; credit notes citing it reduce what is due;
 * its standing (Unpaid, Part paid, Paid, Overdue) is read from them and `now` in Glasgow's
 * calendar, never stored, so every instance agrees without a job that marks invoices late.
 */
export type PaymentMethod = 'bank-transfer' | 'card-by-phone' | 'cash';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  'bank-transfer': 'Bank transfer',
  'card-by-phone': 'Card by phone',
  cash: 'Cash',
};

export interface PaymentInput {
  amount: Pence;
  /** YYYY-MM-DD: the day the money arrived. */
  receivedOn: string;
  method: PaymentMethod;
}

export interface Payment extends PaymentInput {
  /** ISO time it was recorded. */
  recordedAt: string;
}

/** What has been set against an invoice: its payments and what credit notes took off it. */
export interface InvoiceLedger {
  payments: readonly Pick<Payment, 'amount'>[];
  /** The credit notes' totals payable that cite it (credit-note.ts `creditedOn`). */
  credited: Pence;
}

type Owed = Pick<Invoice, 'totals' | 'dueDate'>;

/** What the customer still owes: payable less payments and credits; 0 or more. */
export function amountDue(invoice: Pick<Invoice, 'totals'>, ledger: InvoiceLedger): Pence {
  const paid = ledger.payments.reduce((sum, payment) => sum + payment.amount, 0);
  return Math.max(0, invoice.totals.payable - paid - ledger.credited);
}

export function invoiceStanding(invoice: Owed, ledger: InvoiceLedger, now: Date): InvoiceStanding {
  if (ledger.credited >= invoice.totals.payable) return 'credited';
  if (amountDue(invoice, ledger) === 0) return 'paid';
  if (isPast(invoice.dueDate, londonDate(now))) return 'overdue';
  return ledger.payments.some((payment) => payment.amount > 0) ? 'part-paid' : 'unpaid';
}

export type PaymentRefusal =
  InvoiceRefusal | 'not-positive' | 'above-due' | 'not-a-date' | 'in-the-future';

export interface PaymentDecision {
  payment: Payment;
  /** The standing once the payment is recorded. */
  standing: InvoiceStanding;
  /** True when this payment settles a deposit invoice: "Deposit paid" on the order's timeline. */
  depositPaid: boolean;
}

/**
 * `(invoice, ledger, payment, now) -> decision | refusal`. Refused: an amount that is not a
 * whole number of pence above 0, a date that is not a day of the calendar or is after today
 * in Glasgow, more than is due, or an invoice the table takes no payment on.
 */
export function decidePayment(
  invoice: Owed & Pick<Invoice, 'kind'>,
  ledger: InvoiceLedger,
  input: PaymentInput,
  now: Date,
): PaymentDecision | { refused: PaymentRefusal } {
  const rule = transition(invoice, ledger, 'record-payment', now);
  if ('refused' in rule) return rule;
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return { refused: 'not-positive' };
  if (!isRealDate(input.receivedOn)) return { refused: 'not-a-date' };
  if (input.receivedOn > londonDate(now)) return { refused: 'in-the-future' };
  if (input.amount > amountDue(invoice, ledger)) return { refused: 'above-due' };
  const payment: Payment = { ...input, recordedAt: now.toISOString() };
  const after = { ...ledger, payments: [...ledger.payments, payment] };
  const standing = invoiceStanding(invoice, after, now);
  return { payment, standing, depositPaid: invoice.kind === 'deposit' && standing === 'paid' };
}

/** What the table says of `kind` on the invoice as it stands now. */
export function transition(
  invoice: Owed,
  ledger: InvoiceLedger,
  kind: InvoiceActionKind,
  now: Date,
) {
  return INVOICE_TRANSITIONS[invoiceStanding(invoice, ledger, now)][kind];
}

/** The reminder goes this many days after the due date; after it, the inbox flags a call. */
export const REMINDER_AFTER_DAYS = 7;

/**
 * Whether the one reminder e-mail is due now: overdue, the reminder's day reached in
 * Glasgow, and none sent yet (`remindedAt`, the ISO time it was sent, or undefined).
 */
export function reminderDue(
  invoice: Owed,
  ledger: InvoiceLedger,
  remindedAt: string | undefined,
  now: Date,
): boolean {
  if (remindedAt !== undefined) return false;
  if ('refused' in transition(invoice, ledger, 'remind', now)) return false;
  return londonDate(now) >= addDays(invoice.dueDate, REMINDER_AFTER_DAYS);
}

/** After the reminder, an invoice still overdue is flagged in the inbox for a phone call. */
export function needsCall(
  invoice: Owed,
  ledger: InvoiceLedger,
  remindedAt: string | undefined,
  now: Date,
): boolean {
  return remindedAt !== undefined && invoiceStanding(invoice, ledger, now) === 'overdue';
}
