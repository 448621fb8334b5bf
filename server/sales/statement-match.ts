import type { Pence } from '../../app/catalogue/money';
import { invoiceNumber } from '../../app/catalogue/references';
import type { StatementCredit } from './bank-statement';

/**
 * Each credit on a statement proposed against the open invoice its reference names
 * (PRODUCT.md "Invoices and payments", Bank statements). Nothing is recorded here: staff
 * confirm each proposal, and each is then a payment through `decidePayment`.
 *
 * The reading is conservative, since a wrong match moves money against the wrong customer:
 * an invoice number is "INV" (any case, not the end of a longer word) then digits, with or
 * without a hyphen, space or the leading zeros that payers and banks drop: "INV-00001",
 * "INV00001", "inv 1". A bare number is never read (it may be our job number, the payer's
 * own reference or a date), nor "invoice 1". A credit that names more than one open
 * invoice, none, or more than is left due on the one it names is listed for a person.
 */
export interface OpenInvoice {
  number: string;
  due: Pence;
}

export type Unmatched = 'no-invoice' | 'several-invoices' | 'above-due';

export interface StatementMatch {
  proposals: { credit: StatementCredit; invoice: string }[];
  unmatched: { credit: StatementCredit; why: Unmatched }[];
  /** Rows an earlier import recorded (their fingerprints are kept): nothing twice. */
  already: StatementCredit[];
}

const NUMBER = /(?<![A-Za-z])INV[\s\-_/.]*(\d{1,9})(?!\d)/gi;

/** The invoice numbers a payer's words name, written as ours: ["INV-00001"]. */
export function invoiceNumbersIn(text: string): string[] {
  const numbers = [...text.matchAll(NUMBER)]
    .map((match) => Number(match[1]))
    .filter((sequence) => sequence > 0)
    .map(invoiceNumber);
  return [...new Set(numbers)];
}

export function matchStatement(
  credits: readonly StatementCredit[],
  open: readonly OpenInvoice[],
  recorded: ReadonlySet<string>,
): StatementMatch {
  const left = new Map(open.map((invoice) => [invoice.number, invoice.due]));
  const result: StatementMatch = { proposals: [], unmatched: [], already: [] };
  for (const credit of credits) {
    if (recorded.has(credit.fingerprint)) {
      result.already.push(credit);
      continue;
    }
    const named = invoiceNumbersIn(credit.description).filter((number) => left.has(number));
    const [number] = named;
    const due = number === undefined ? 0 : (left.get(number) ?? 0);
    const why: Unmatched | undefined =
      named.length === 0
        ? 'no-invoice'
        : named.length > 1
          ? 'several-invoices'
          : credit.amount > due
            ? 'above-due'
            : undefined;
    if (why || number === undefined) {
      result.unmatched.push({ credit, why: why ?? 'no-invoice' });
      continue;
    }
    // Two credits for one invoice on one statement: the second meets what the first left.
    left.set(number, due - credit.amount);
    result.proposals.push({ credit, invoice: number });
  }
  return result;
}
