import type { Pence } from '../../app/catalogue/money';
import type { QuoteLine } from './money';
import type { Address } from './order';

/**
 * A VAT invoice as the business issues it (PRODUCT.md "Invoices and payments"): every field
 * HMRC lists for a full VAT invoice (VAT Notice 700, section 16), frozen when it is issued
 * and never changed; a mistake is corrected by a credit note (credit-note.ts). The store
 * takes its number from the one gapless sequence in the transaction that issues it and maps
 * its rows to this; invoice-issue.ts decides the issue, invoice-payments.ts what is owed.
 */
export type InvoiceKind = 'deposit' | 'balance' | 'full';

/** The business, as its site configuration named it on the day the invoice was issued. */
export interface Seller {
  name: string;
  address: string;
  vatNumber: string;
  /** How to pay by bank transfer; the invoice's number is the payment reference. */
  bank: { name: string; sortCode: string; accountNumber: string };
}

/** The customer: who accepted the order and its billing address (company optional). */
export interface InvoiceCustomer {
  name: string;
  billing: Address;
}

/** A line of an order that may be charged: a quote line, marked when it is construction work. */
export type ChargeableLine = Pick<QuoteLine, 'description' | 'quantity' | 'unitExPence'> & {
  /**
   * Staff's mark for a line within HMRC's domestic reverse charge (VAT Notice 735): the
   * fitting or installation and the goods fitted as part of it.
   */
  construction?: boolean | undefined;
};

/**
 * The customer's declaration at acceptance, for an order with construction lines. Only a
 * VAT- and CIS-registered contractor who sells the work on takes the reverse charge; the
 * other two keep normal VAT, their choice kept as the written notice HMRC expects.
 */
export type Declaration =
  { kind: 'not-registered' } | { kind: 'end-user' } | { kind: 'contractor'; vatNumber: string };

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitExPence: Pence;
  /** The rate the line is taxed at: 20 (VAT_RATE_PERCENT), reverse charged or not. */
  vatRatePercent: number;
  /** unitExPence x quantity. */
  exVatPence: Pence;
  /** Under the reverse charge: no VAT charged, the customer accounts for it. */
  reverseCharge: boolean;
}

export interface InvoiceTotals {
  /** The sum of every line ex VAT. */
  exVat: Pence;
  /** The VAT charged (on the lines not under the reverse charge). */
  vat: Pence;
  /** exVat + vat: what the customer pays. */
  payable: Pence;
  /** The VAT the customer must account for to HMRC under the reverse charge; 0 for none. */
  reverseChargeVat: Pence;
}

export interface Invoice {
  /** "INV-00001" */
  number: string;
  kind: InvoiceKind;
  /** The job's reference the order keeps, "CS-4821", and the customer's PO number (or ''). */
  orderReference: string;
  po: string;
  /** ISO time of issue. */
  issuedAt: string;
  /** YYYY-MM-DD: the date of issue in Glasgow, which is also the time of supply (tax point). */
  issueDate: string;
  taxPoint: string;
  /** YYYY-MM-DD: the issue date plus the payment terms. */
  dueDate: string;
  seller: Seller;
  customer: InvoiceCustomer;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  /** For a deposit or balance invoice, the percentage the deposit was asked at. */
  depositPercent: number | undefined;
  /** For a balance invoice, the deposit invoice whose figures it deducts. */
  deducts: string | undefined;
  /** The contractor's VAT number when the reverse charge applies; undefined otherwise. */
  reverseChargeVatNumber: string | undefined;
}

/** The words a reverse-charged invoice carries (PRODUCT.md, VAT Notice 735). */
export const REVERSE_CHARGE_WORDING =
  'Reverse charge: customer to account to HMRC for the VAT (VAT Act 1994 section 55A)';

/** The largest deposit a quote may ask: the whole price in advance. */
export const MAX_DEPOSIT_PERCENT = 100;

/** Payment terms in days, unless the site configuration changes them. */
export const DEFAULT_PAYMENT_TERMS_DAYS = 14;

/** Whether the declaration puts the marked lines under the reverse charge. */
export function reverseChargeApplies(declaration: Declaration | undefined): boolean {
  return declaration?.kind === 'contractor';
}
