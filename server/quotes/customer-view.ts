import type { VatBreakdown } from '../../app/catalogue/money';
import { orderReference, quoteReference } from '../../app/catalogue/references';
import { quoteTerms, type QuoteTerm } from '../../app/content/quote-terms';
import type { CustomerQuote } from '../store/customer-answers';
import { parseLines, toQuote } from '../store/quote-rows';
import { quoteTotals, type QuoteLine } from '../sales/money';
import { standingOf } from '../sales/quote-lifecycle';
import { needsDeclaration } from '../sales/declaration';
import { needsSite } from '../sales/order';
import { depositFigures } from '../sales/invoice-figures';
import { MAX_DEPOSIT_PERCENT } from '../sales/invoice';

/**
 * A sent quote as its customer reads it, on the page and in the PDF alike: always the
 * latest version, every figure worked out again from the stored lines (never a stored
 * total), and what the customer can still do with it.
 */
export type CustomerStatus =
  'open' | 'changes-requested' | 'expired' | 'withdrawn' | 'declined' | 'accepted';

export interface Acceptance {
  name: string;
  po: string;
  at: string;
  version: number;
  orderReference: string;
}

export interface CustomerView {
  reference: string;
  version: number;
  /** "Quote CS-123456 v2" */
  title: string;
  sentAt: string;
  /** YYYY-MM-DD: good to the end of that day in Glasgow. */
  validUntil: string;
  customer: { name: string; company: string };
  lines: QuoteLine[];
  totals: VatBreakdown;
  note: string;
  /** The terms, as the lines say how each is fulfilled (app/content/quote-terms.ts). */
  terms: QuoteTerm[];
  status: CustomerStatus;
  /** The customer's last message: the changes asked for, or why they declined. */
  message: string;
  acceptance: Acceptance | undefined;
  /** Whether accepting asks where goods go: some line is delivered or installed. */
  needsSite: boolean;
  /** Whether accepting asks the customer's declaration: some line is construction work. */
  needsDeclaration: boolean;
  /** The deposit the version asks, a whole percentage (0 for none). */
  depositPercent: number;
  /** What that deposit's invoice will be, as far as it is known before acceptance. */
  deposit: DepositAsked | undefined;
}

/** A deposit invoice's amount ex VAT and what it asks to be paid (inc VAT). */
export interface DepositAmounts {
  exVat: number;
  payable: number;
}

/**
 * The deposit invoice's figures, worked out as it will be issued (sales/invoice-figures.ts).
 * Before acceptance its VAT is known only when no line is construction work: otherwise the
 * customer's declaration decides whether those lines are reverse charged, and both are given
 * (the amount ex VAT can differ by a penny, the deposit being worked out per VAT group).
 */
export interface DepositAsked {
  /** With VAT charged on every line. */
  charged: DepositAmounts;
  /** With the construction lines reverse charged; undefined when no line is construction work. */
  reverseCharged: DepositAmounts | undefined;
}

export function depositAsked(
  lines: readonly QuoteLine[],
  percent: number,
  declarationDecides: boolean,
  reference: string,
): DepositAsked | undefined {
  if (!Number.isInteger(percent) || percent <= 0 || percent > MAX_DEPOSIT_PERCENT) {
    return undefined;
  }
  const amounts = (reverseCharge: boolean): DepositAmounts => {
    const { exVat, payable } = depositFigures(lines, reverseCharge, percent, reference).totals;
    return { exVat, payable };
  };
  return {
    charged: amounts(false),
    reverseCharged: declarationDecides ? amounts(true) : undefined,
  };
}

export function customerStatus(found: CustomerQuote, now: Date): CustomerStatus {
  const standing = standingOf(toQuote(found), now);
  return standing === 'sent' || standing === 'viewed' || standing === 'draft' ? 'open' : standing;
}

/** Whether the quote's page offers to ask for a new quote: it can no longer be accepted. */
export function offersNewQuote(status: CustomerStatus) {
  return status === 'expired' || status === 'declined' || status === 'withdrawn';
}

export function customerView(found: CustomerQuote, now: Date): CustomerView {
  const { quote, latest, enquiry } = found;
  const lines = parseLines(latest.lines);
  const accepted = quote.state === 'accepted' && quote.accepted_at !== null;
  const version = quote.accepted_version ?? latest.version;
  return {
    reference: enquiry.reference,
    version: latest.version,
    title: `Quote ${quoteReference(enquiry.reference, latest.version)}`,
    sentAt: latest.sent_at,
    validUntil: latest.valid_until,
    customer: { name: enquiry.name, company: enquiry.company },
    lines,
    totals: quoteTotals(lines),
    note: latest.note,
    terms: quoteTerms(
      lines.map((line) => line.leadTime),
      { depositPercent: Number(latest.deposit_percent ?? 0) },
    ),
    needsSite: needsSite(lines),
    needsDeclaration: needsDeclaration(lines),
    depositPercent: Number(latest.deposit_percent ?? 0),
    deposit: depositAsked(
      lines,
      Number(latest.deposit_percent ?? 0),
      needsDeclaration(lines),
      orderReference(enquiry.reference),
    ),
    status: customerStatus(found, now),
    message: quote.customer_message ?? '',
    acceptance: accepted
      ? {
          name: quote.accepted_name ?? '',
          po: quote.accepted_po ?? '',
          at: quote.accepted_at ?? '',
          version,
          orderReference: orderReference(enquiry.reference),
        }
      : undefined,
  };
}
