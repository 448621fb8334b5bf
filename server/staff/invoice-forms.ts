import { formatPrice } from '../../app/catalogue/money';
import { isOneLine, trimBlank } from '../../app/enquiries/fields';
import type { CreditRefusal, CreditRequest } from '../sales/credit-note';
import { formatDay, isRealDate } from '../sales/calendar';
import {
  PAYMENT_METHOD_LABELS,
  type PaymentInput,
  type PaymentMethod,
  type PaymentRefusal,
} from '../sales/invoice-payments';
import { field } from './csrf';
import { parsePounds, parseQuantity } from './typed-amounts';

/**
 * The staff's two forms on an invoice, as typed and what is wrong with them: "Record a
 * payment" and "Issue a credit note". Kept as typed so a page given back loses nothing.
 * What the invoice allows (no more than is due, no more than is left to credit) is the
 * sales core's to decide; its refusals are put in words here, against the field they concern.
 */
export interface PaymentValues {
  amount: string;
  receivedOn: string;
  method: string;
}
export type PaymentErrors = Partial<Record<keyof PaymentValues, string>>;

export const PAYMENT_METHODS = Object.keys(PAYMENT_METHOD_LABELS) as PaymentMethod[];
const isMethod = (text: string): text is PaymentMethod =>
  (PAYMENT_METHODS as string[]).includes(text);

export function readPaymentForm(body: unknown): PaymentValues {
  return {
    amount: field(body, 'amount').trim(),
    receivedOn: field(body, 'receivedOn').trim(),
    method: field(body, 'method'),
  };
}

/** The payment to put to the core, or each field's problem. */
export function judgePaymentForm(
  values: PaymentValues,
): { errors: PaymentErrors } | { input: PaymentInput } {
  const errors: PaymentErrors = {};
  const amount = parsePounds(values.amount);
  if (!values.amount) errors.amount = 'Enter the amount received.';
  else if (amount === undefined) errors.amount = 'Enter the amount in pounds, like 1250.50.';
  else if (amount === 0) errors.amount = 'Enter an amount above £0.00.';
  if (!values.receivedOn) errors.receivedOn = 'Enter the date the money arrived.';
  else if (!isRealDate(values.receivedOn)) errors.receivedOn = 'Enter a real date.';
  if (!isMethod(values.method)) errors.method = 'Choose how it was paid.';
  if (Object.keys(errors).length > 0 || amount === undefined || !isMethod(values.method)) {
    return { errors };
  }
  return { input: { amount, receivedOn: values.receivedOn, method: values.method } };
}

/**
 * The core's refusal in words: against the field it concerns, or for the whole form when
 * the invoice takes no payment now (paid or credited since the page was drawn).
 */
export function paymentRefusalWords(
  why: PaymentRefusal,
  { due, number, today }: { due: number; number: string; today: string },
): { field: keyof PaymentValues | 'form'; words: string } {
  switch (why) {
    case 'above-due':
      return {
        field: 'amount',
        words: `That is more than is due: ${formatPrice(due)} is still to pay on ${number}. Record no more than that; an overpayment is refunded by hand.`,
      };
    case 'not-positive':
      return { field: 'amount', words: 'Enter an amount above £0.00.' };
    case 'not-a-date':
      return { field: 'receivedOn', words: 'Enter a real date.' };
    case 'in-the-future':
      return {
        field: 'receivedOn',
        words: `Enter the day the money arrived: today (${formatDay(today)}) or earlier.`,
      };
    case 'paid':
      return { field: 'form', words: `${number} is paid in full: nothing more is due on it.` };
    case 'credited':
      return { field: 'form', words: `${number} is credited in full: nothing is due on it.` };
    case 'not-overdue':
      return { field: 'form', words: 'This invoice takes no payment now.' };
  }
}

export interface CreditValues {
  scope: string;
  reason: string;
  /** Each invoice line's quantity to credit, by its index, as typed. */
  quantities: string[];
}
export interface CreditErrors {
  scope?: string;
  reason?: string;
  lines?: string;
  /** By the line's index. */
  quantities?: Record<number, string>;
}

export const MAX_CREDIT_REASON = 500;

export function readCreditForm(body: unknown, lineCount: number): CreditValues {
  return {
    scope: field(body, 'scope'),
    reason: trimBlank(field(body, 'reason')),
    quantities: Array.from({ length: lineCount }, (_, index) =>
      field(body, `credit-${index}`).trim(),
    ),
  };
}

/** The credit to put to the core, or what is wrong with the form. */
export function judgeCreditForm(
  values: CreditValues,
): { errors: CreditErrors } | { request: Omit<CreditRequest, 'sequence'> } {
  const errors: CreditErrors = {};
  if (!values.reason) errors.reason = 'Give the reason for the credit: the customer reads it.';
  else if (values.reason.length > MAX_CREDIT_REASON) {
    errors.reason = `The reason must be ${MAX_CREDIT_REASON} characters or fewer.`;
  } else if (!isOneLine(values.reason)) {
    errors.reason = 'Write the reason on one line, without special characters.';
  }
  if (values.scope !== 'whole' && values.scope !== 'lines') {
    errors.scope = 'Choose whether to credit the whole invoice or some of its lines.';
  }
  const lines: { line: number; quantity: number }[] = [];
  if (values.scope === 'lines') {
    const quantities: Record<number, string> = {};
    values.quantities.forEach((typed, line) => {
      if (!typed || typed === '0') return;
      const quantity = parseQuantity(typed);
      if (quantity === undefined) quantities[line] = 'Enter a whole number, or leave it empty.';
      else lines.push({ line, quantity });
    });
    if (Object.keys(quantities).length > 0) errors.quantities = quantities;
    else if (lines.length === 0) errors.lines = 'Enter how many of a line to credit.';
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    request: { reason: values.reason, lines: values.scope === 'whole' ? 'whole' : lines },
  };
}

/** The core's refusal of a credit, in words. */
export function creditRefusalWords(why: CreditRefusal, number: string): string {
  switch (why) {
    case 'credited':
      return `${number} is credited in full already: there is nothing left to credit.`;
    case 'no-reason':
      return 'Give the reason for the credit: the customer reads it.';
    case 'no-lines':
      return 'Enter how many of a line to credit.';
    case 'no-such-line':
      return 'That line is not on the invoice: reload the page and try again.';
    case 'not-positive':
      return 'The credit must be for more than £0.00.';
    case 'above-invoice':
      return `That is more than is left to credit on ${number}: no line can be credited beyond its quantity less earlier credit notes.`;
  }
}
