import { formatPrice, type Pence } from '../../app/catalogue/money';
import { formatDay } from './calendar';
import type { CreditNote } from './credit-note';
import {
  REVERSE_CHARGE_WORDING,
  type Invoice,
  type InvoiceKind,
  type InvoiceLine,
} from './invoice';
import type { InvoiceStanding } from './invoice-transitions';

/**
 * An invoice or a credit note as the customer reads it, on paper (the PDF), on the order's
 * page and in its e-mail alike: its title, the facts HMRC asks a full VAT invoice to show,
 * its lines and totals, and what the reverse charge and paying by bank transfer need said.
 * One shape for both documents, so the two cannot drift apart.
 */
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  deposit: 'Deposit invoice',
  balance: 'Balance invoice',
  full: 'Invoice',
};

export const INVOICE_STANDING_LABELS: Record<InvoiceStanding, string> = {
  unpaid: 'Unpaid',
  'part-paid': 'Part paid',
  paid: 'Paid',
  overdue: 'Overdue',
  credited: 'Credited',
};

export interface SalesDocumentView {
  /** "VAT invoice INV-00001" or "Credit note CN-00001" */
  title: string;
  number: string;
  /** Label and value, in the order printed: dates, references. */
  facts: [string, string][];
  seller: Invoice['seller'];
  customer: Invoice['customer'];
  lines: InvoiceLine[];
  /** Label and figure, the last the one to pay (or credited). */
  totals: [string, Pence][];
  /** Paragraphs under the totals: the reverse charge, how to pay, why credited. */
  notes: { heading: string; text: string }[];
}

/** The file name a document downloads as: "INV-00001.pdf". */
export function documentFileName(number: string) {
  return `${number}.pdf`;
}

export function invoiceView(invoice: Invoice): SalesDocumentView {
  const facts: [string, string][] = [
    ['Invoice number', invoice.number],
    ...(invoice.kind === 'full' ? [] : [['Invoice for', kindWord(invoice)] as [string, string]]),
    ['Date of issue', formatDay(invoice.issueDate)],
    ['Time of supply', formatDay(invoice.taxPoint)],
    ['Due date', formatDay(invoice.dueDate)],
    ['Order reference', invoice.orderReference],
    ...(invoice.po ? [['Purchase order number', invoice.po] as [string, string]] : []),
  ];
  const { bank } = invoice.seller;
  const notes = [
    ...reverseChargeNotes(
      invoice.totals.reverseChargeVat,
      invoice.reverseChargeVatNumber,
      'VAT the customer accounts for',
    ),
    {
      heading: 'How to pay',
      text: `By bank transfer by ${formatDay(invoice.dueDate)} to ${invoice.seller.name}, ${bank.name}, sort code ${bank.sortCode}, account number ${bank.accountNumber}. Please use ${invoice.number} as the payment reference, so we can match your payment to this invoice.`,
    },
  ];
  return {
    title: `VAT invoice ${invoice.number}`,
    number: invoice.number,
    facts,
    seller: invoice.seller,
    customer: invoice.customer,
    lines: invoice.lines,
    totals: [
      ['Total ex VAT', invoice.totals.exVat],
      ['VAT (20%)', invoice.totals.vat],
      ['Total payable', invoice.totals.payable],
    ],
    notes,
  };
}

export function creditNoteView(note: CreditNote): SalesDocumentView {
  const facts: [string, string][] = [
    ['Credit note number', note.number],
    ['Date of issue', formatDay(note.issueDate)],
    ['Credits invoice', note.invoiceNumber],
    ['Order reference', note.orderReference],
    ...(note.po ? [['Purchase order number', note.po] as [string, string]] : []),
  ];
  return {
    title: `Credit note ${note.number}`,
    number: note.number,
    facts,
    seller: note.seller,
    customer: note.customer,
    lines: note.lines,
    totals: [
      ['Total ex VAT credited', note.totals.exVat],
      ['VAT (20%) credited', note.totals.vat],
      ['Total credited', note.totals.payable],
    ],
    notes: [
      { heading: 'Why we have issued this credit note', text: note.reason },
      ...reverseChargeNotes(
        note.totals.reverseChargeVat,
        note.reverseChargeVatNumber,
        'VAT the customer accounted for that this credit note reduces',
      ),
      {
        heading: 'What it means for you',
        text: `It takes ${formatPrice(note.totals.payable)} off invoice ${note.invoiceNumber}. Where you have already paid more than is now due, we will contact you about a refund.`,
      },
    ],
  };
}

/** A line's VAT column: the rate, and whether the customer accounts for it. */
export function lineVatRate(line: Pick<InvoiceLine, 'vatRatePercent' | 'reverseCharge'>) {
  return line.reverseCharge ? `${line.vatRatePercent}% reverse charge` : `${line.vatRatePercent}%`;
}

function kindWord(invoice: Invoice) {
  return invoice.kind === 'deposit'
    ? `Deposit of ${invoice.depositPercent ?? 0}%`
    : `Balance${invoice.deducts ? `, less deposit ${invoice.deducts}` : ''}`;
}

function reverseChargeNotes(amount: Pence, vatNumber: string | undefined, label: string) {
  if (amount === 0) return [];
  return [
    {
      heading: 'Reverse charge',
      text: `${REVERSE_CHARGE_WORDING}. ${label}: ${formatPrice(amount)}.${vatNumber ? ` Customer's VAT registration number: ${vatNumber}.` : ''}`,
    },
  ];
}

/**
 * The day a deposit invoice was paid in full: the day the last payment against it arrived,
 * once nothing is due on it; undefined while something is (or it is not a deposit).
 */
export function depositPaidOn(
  invoice: Pick<Invoice, 'kind' | 'totals'>,
  payments: readonly { amount: Pence; receivedOn: string }[],
  credited: Pence,
): string | undefined {
  if (invoice.kind !== 'deposit' || payments.length === 0) return undefined;
  if (credited >= invoice.totals.payable) return undefined;
  const paid = payments.reduce((sum, payment) => sum + payment.amount, 0);
  if (paid + credited < invoice.totals.payable) return undefined;
  return payments
    .map((payment) => payment.receivedOn)
    .sort()
    .at(-1);
}
