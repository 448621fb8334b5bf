import type { Pence } from '../../app/catalogue/money';
import { londonDate } from './calendar';
import type { Invoice } from './invoice';
import { amountDue, invoiceStanding, type InvoiceLedger, type Payment } from './invoice-payments';

/**
 * What the business is owed, for the inbox's first screen (PRODUCT.md "Invoices and
 * payments", issue 38): the total still due, the part of it overdue, what came in this
 * month in Glasgow, and an aged list. The list ages each invoice by the days since it was
 * issued (as an aged debtors report does), in four bands; an invoice with nothing due is in
 * none. Every figure is a sum of `amountDue`, the one rule of what is owed.
 */
export interface AgeBand {
  label: string;
  /** Days since issue, inclusive; `to` undefined for the last band. */
  from: number;
  to: number | undefined;
  count: number;
  due: Pence;
}

export interface Receivables {
  owed: Pence;
  overdue: Pence;
  /** Payments received since the first of this month, in Glasgow. */
  receivedThisMonth: Pence;
  aged: AgeBand[];
}

const BANDS: readonly [string, number, number | undefined][] = [
  ['0 to 30 days', 0, 30],
  ['31 to 60 days', 31, 60],
  ['61 to 90 days', 61, 90],
  ['Over 90 days', 91, undefined],
];

/** Whole days from one YYYY-MM-DD to another. */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

export function receivables(
  invoices: readonly {
    invoice: Pick<Invoice, 'totals' | 'dueDate' | 'issueDate'>;
    ledger: InvoiceLedger;
  }[],
  payments: readonly Pick<Payment, 'amount' | 'receivedOn'>[],
  now: Date,
): Receivables {
  const today = londonDate(now);
  const monthStart = `${today.slice(0, 8)}01`;
  const aged: AgeBand[] = BANDS.map(([label, from, to]) => ({ label, from, to, count: 0, due: 0 }));
  let owed = 0;
  let overdue = 0;
  for (const { invoice, ledger } of invoices) {
    const due = amountDue(invoice, ledger);
    if (due === 0) continue;
    owed += due;
    if (invoiceStanding(invoice, ledger, now) === 'overdue') overdue += due;
    const age = Math.max(0, daysBetween(invoice.issueDate, today));
    const band = aged.find((each) => age >= each.from && (each.to === undefined || age <= each.to));
    if (band) {
      band.count += 1;
      band.due += due;
    }
  }
  const receivedThisMonth = payments
    .filter((payment) => payment.receivedOn >= monthStart && payment.receivedOn <= today)
    .reduce((sum, payment) => sum + payment.amount, 0);
  return { owed, overdue, receivedThisMonth, aged };
}
