import { formatPrice } from '../../app/catalogue/money';
import { quoteReference } from '../../app/catalogue/references';
import { formatDay, londonDate } from './calendar';
import { INVOICE_KIND_LABELS, INVOICE_STANDING_LABELS } from './invoice-display';
import type { Invoice } from './invoice';
import { amountDue, invoiceStanding, type InvoiceLedger } from './invoice-payments';
import { quoteTotals, type QuoteLine } from './money';
import type { Order } from './order';
import { expectedLine, standingHeading } from './order-display';
import type { QuoteState } from './quote';
import { displayState, type QuoteDisplayState } from './quote-display';

/**
 * The buyer's own page in words and figures (PRODUCT.md "The buyer's own page"): every
 * quote (reference, version, state, total, valid until), order (stage, expected date) and
 * invoice (number, state, due date, amount), each list newest first. Every figure is the
 * money module's, from the lines and ledgers as the documents' own pages work them out.
 */
export interface BuyerJobFacts {
  reference: string;
  /** The quote's link token, made by the caller; undefined when the quote has none. */
  token: string | undefined;
  quote: { state: QuoteState };
  version: { version: number; lines: QuoteLine[]; validUntil: string; sentAt: string };
  order: Order | undefined;
  invoices: { invoice: Invoice; ledger: InvoiceLedger }[];
}

/** A quote's state as its customer reads it: the team's "Sent" and "Viewed" are theirs to answer. */
export const BUYER_QUOTE_WORDS: Record<QuoteDisplayState, string> = {
  draft: 'Being revised',
  sent: 'Waiting for your answer',
  viewed: 'Waiting for your answer',
  'changes-requested': 'Changes requested',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

export interface BuyerQuoteRow {
  /** "CS-4821 v2" */
  name: string;
  token: string | undefined;
  state: string;
  totalExVat: string;
  totalIncVat: string;
  /** The date in words while the quote can be answered; what it became otherwise. */
  validUntil: string;
  sentOn: string;
  sentAt: string;
}

export interface BuyerOrderRow {
  reference: string;
  token: string | undefined;
  stage: string;
  /** ["Expected to be ready", "10 December 2026"], or undefined when no date is due. */
  expected: [string, string] | undefined;
  totalExVat: string;
  acceptedOn: string;
  acceptedAt: string;
  po: string;
}

export interface BuyerInvoiceRow {
  number: string;
  token: string | undefined;
  kind: string;
  orderReference: string;
  state: string;
  issuedOn: string;
  dueOn: string;
  amount: string;
  /** What is still to pay, when it differs from the amount (part paid, credited). */
  due: string | undefined;
  issuedAt: string;
}

export interface BuyerView {
  quotes: BuyerQuoteRow[];
  orders: BuyerOrderRow[];
  invoices: BuyerInvoiceRow[];
}

const newestFirst = <Row extends Record<Key, string>, Key extends string>(rows: Row[], key: Key) =>
  rows.toSorted((a, b) => (a[key] < b[key] ? 1 : a[key] > b[key] ? -1 : 0));

export function buyerView(jobs: readonly BuyerJobFacts[], now: Date): BuyerView {
  const today = londonDate(now);
  const quotes = jobs.map(({ reference, token, quote, version }): BuyerQuoteRow => {
    const totals = quoteTotals(version.lines);
    const state = displayState({ state: quote.state, valid_until: version.validUntil }, today);
    return {
      name: quoteReference(reference, version.version),
      token,
      state: BUYER_QUOTE_WORDS[state],
      totalExVat: formatPrice(totals.exVat),
      totalIncVat: formatPrice(totals.incVat),
      // Once accepted, declined or withdrawn, the date no longer means anything.
      validUntil: ['accepted', 'declined', 'withdrawn'].includes(state)
        ? 'No longer applies'
        : formatDay(version.validUntil),
      sentOn: formatDay(londonDate(new Date(version.sentAt))),
      sentAt: version.sentAt,
    };
  });
  const orders = jobs.flatMap(({ token, order }): BuyerOrderRow[] => {
    const last = order?.steps.at(-1);
    if (!order || !last) return [];
    const first = order.steps[0] ?? last;
    return [
      {
        reference: order.reference,
        token,
        stage: standingHeading(last),
        expected: expectedLine(last),
        totalExVat: formatPrice(order.totals.exVat),
        acceptedOn: formatDay(londonDate(new Date(first.at))),
        acceptedAt: first.at,
        po: order.po,
      },
    ];
  });
  const invoices = jobs.flatMap(({ token, invoices: records }) =>
    records.map(({ invoice, ledger }): BuyerInvoiceRow => {
      const due = amountDue(invoice, ledger);
      return {
        number: invoice.number,
        token,
        kind: INVOICE_KIND_LABELS[invoice.kind],
        orderReference: invoice.orderReference,
        state: INVOICE_STANDING_LABELS[invoiceStanding(invoice, ledger, now)],
        issuedOn: formatDay(invoice.issueDate),
        dueOn: formatDay(invoice.dueDate),
        amount: formatPrice(invoice.totals.payable),
        due: due === invoice.totals.payable ? undefined : formatPrice(due),
        issuedAt: invoice.issuedAt,
      };
    }),
  );
  return {
    quotes: newestFirst(quotes, 'sentAt'),
    orders: newestFirst(orders, 'acceptedAt'),
    invoices: newestFirst(invoices, 'issuedAt'),
  };
}
