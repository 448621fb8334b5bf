import type { Pence } from '../../app/catalogue/money';
import { creditNoteNumber } from '../../app/catalogue/references';
import { londonDate } from './calendar';
import type { Invoice, InvoiceLine, InvoiceTotals } from './invoice';
import { groupsOf, minus, totalsOf } from './invoice-figures';
import { transition } from './invoice-payments';
import { lineTotal } from './money';

/**
 * A credit note, the only correction of an issued invoice (PRODUCT.md "Invoices and
 * payments"): from its own gapless sequence (`CN-00001`), citing the invoice, for the whole
 * of it or some of its lines, never for more than the invoice less earlier credits.
 */
export interface CreditNoteLine extends InvoiceLine {
  /** The cited invoice's line it credits (its index there). */
  invoiceLine: number;
}

export interface CreditNote {
  /** "CN-00001" */
  number: string;
  /** The invoice it cites, "INV-00001", and that invoice's order and PO. */
  invoiceNumber: string;
  orderReference: string;
  po: string;
  issuedAt: string;
  /** YYYY-MM-DD in Glasgow. */
  issueDate: string;
  /** Why, in the team's words, as the customer reads it. */
  reason: string;
  seller: Invoice['seller'];
  customer: Invoice['customer'];
  lines: CreditNoteLine[];
  /** Positive figures: what is taken off the invoice. */
  totals: InvoiceTotals;
  reverseChargeVatNumber: string | undefined;
}

/** A credit for `quantity` of the invoice's line `line`, or the whole of what is left. */
export type CreditRequest = {
  sequence: number;
  reason: string;
  lines: 'whole' | readonly { line: number; quantity: number }[];
};

export type CreditRefusal =
  'credited' | 'no-reason' | 'no-lines' | 'no-such-line' | 'not-positive' | 'above-invoice';

/** What credit notes took off an invoice: the sum of their totals payable. */
export function creditedOn(
  invoiceNumber: string,
  notes: readonly Pick<CreditNote, 'invoiceNumber' | 'totals'>[],
): Pence {
  return notes
    .filter((note) => note.invoiceNumber === invoiceNumber)
    .reduce((sum, note) => sum + note.totals.payable, 0);
}

/**
 * `(invoice, earlier credit notes, request, now) -> { next } | { refused }`. A line may be
 * credited up to the quantity no earlier note credited. The figures follow the money rule
 * on the lines credited, but never take off more VAT than the invoice charged less earlier
 * credits (rounding line by line could: four lines of 3p owe 2p VAT together, 1p each
 * alone); and a note that credits everything left takes exactly what is left, so the
 * credits of an invoice add up to it to the penny, a balance invoice's deduction included.
 */
export function decideCredit(
  invoice: Invoice,
  earlier: readonly CreditNote[],
  request: CreditRequest,
  now: Date,
): { next: CreditNote } | { refused: CreditRefusal } {
  const cited = earlier.filter((note) => note.invoiceNumber === invoice.number);
  const ledger = { payments: [], credited: creditedOn(invoice.number, cited) };
  const rule = transition(invoice, ledger, 'credit', now);
  if ('refused' in rule) return { refused: 'credited' };
  if (!request.reason.trim()) return { refused: 'no-reason' };
  const left = invoice.lines.map((line, index) => line.quantity - creditedQuantity(cited, index));
  const asked =
    request.lines === 'whole'
      ? left.map((quantity, line) => ({ line, quantity })).filter(({ quantity }) => quantity > 0)
      : request.lines;
  if (asked.length === 0) return { refused: request.lines === 'whole' ? 'credited' : 'no-lines' };
  const lines = creditedLines(invoice, asked, left);
  if ('refused' in lines) return lines;
  const remaining = cited.reduce((rest, note) => minus(rest, note.totals), invoice.totals);
  const completes =
    lines.every(({ invoiceLine, quantity }) => quantity === left[invoiceLine]) &&
    lines.length === left.filter((quantity) => quantity > 0).length;
  const totals = completes ? remaining : capped(totalsOf(groupsOf(lines)), remaining);
  if (totals.payable <= 0) return { refused: 'not-positive' };
  if (totals.exVat > remaining.exVat) return { refused: 'above-invoice' };
  return {
    next: {
      number: creditNoteNumber(request.sequence),
      invoiceNumber: invoice.number,
      orderReference: invoice.orderReference,
      po: invoice.po,
      issuedAt: now.toISOString(),
      issueDate: londonDate(now),
      reason: request.reason.trim(),
      seller: invoice.seller,
      customer: invoice.customer,
      lines,
      totals,
      reverseChargeVatNumber: invoice.reverseChargeVatNumber,
    },
  };
}

/** The invoice's lines as credited: each asked once, for no more than is left of it. */
function creditedLines(
  invoice: Invoice,
  asked: readonly { line: number; quantity: number }[],
  left: readonly number[],
): CreditNoteLine[] | { refused: CreditRefusal } {
  const lines: CreditNoteLine[] = [];
  for (const { line, quantity } of asked) {
    const source = invoice.lines[line];
    if (!source) return { refused: 'no-such-line' };
    if (!Number.isSafeInteger(quantity) || quantity <= 0) return { refused: 'not-positive' };
    if (quantity > (left[line] ?? 0) || lines.some((taken) => taken.invoiceLine === line)) {
      return { refused: 'above-invoice' };
    }
    const exVatPence = lineTotal({ ...source, quantity });
    lines.push({ ...source, quantity, exVatPence, invoiceLine: line });
  }
  return lines;
}

function creditedQuantity(notes: readonly CreditNote[], line: number): number {
  return notes
    .flatMap((note) => note.lines)
    .filter((credited) => credited.invoiceLine === line)
    .reduce((sum, credited) => sum + credited.quantity, 0);
}

/** The money rule's VAT on the lines credited, but no more than is left to credit. */
function capped(totals: InvoiceTotals, remaining: InvoiceTotals): InvoiceTotals {
  const vat = Math.min(totals.vat, remaining.vat);
  return {
    exVat: totals.exVat,
    vat,
    payable: totals.exVat + vat,
    reverseChargeVat: Math.min(totals.reverseChargeVat, remaining.reverseChargeVat),
  };
}
