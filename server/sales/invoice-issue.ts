import { invoiceNumber } from '../../app/catalogue/references';
import { addDays, londonDate } from './calendar';
import { creditedOn, type CreditNote } from './credit-note';
import {
  reverseChargeApplies,
  type ChargeableLine,
  type Declaration,
  type Invoice,
  type InvoiceKind,
  type Seller,
} from './invoice';
import {
  balanceFigures,
  depositFigures,
  fullFigures,
  type InvoiceFigures,
} from './invoice-figures';
import type { Order } from './order';

/**
 * The invoices that still stand: one that credit notes have taken off in full was a
 * mistake corrected, and what it invoiced is due again, on a new invoice (PRODUCT.md
 * "Invoices and payments": "a credit note citing it and, where needed, a new invoice"). One
 * credited in part stands: the part credited was taken off on purpose.
 */
export function standing<T extends Pick<Invoice, 'number' | 'totals'>>(
  invoices: readonly T[],
  notes: readonly Pick<CreditNote, 'invoiceNumber' | 'totals'>[],
): T[] {
  return invoices.filter((invoice) => creditedOn(invoice.number, notes) < invoice.totals.payable);
}

/**
 * When an order is invoiced (PRODUCT.md "Invoices and payments"): with a deposit asked, a
 * deposit invoice at once on acceptance (a payment in advance has its own tax point) and
 * the balance, less what the deposit invoiced, when staff mark the order Ready; with none,
 * one invoice at Ready. A cancelled order is invoiced no further. An order that reached
 * Ready before its deposit was invoiced is invoiced in full: a deposit is asked before the
 * work, not after it. `issued` is the order's invoices that stand (`standing`).
 */
export function invoiceDue(
  order: Pick<Order, 'stage'>,
  issued: readonly Pick<Invoice, 'kind'>[],
  depositPercent: number,
): InvoiceKind | undefined {
  if (order.stage === 'cancelled') return undefined;
  const has = (kind: InvoiceKind) => issued.some((invoice) => invoice.kind === kind);
  const ready = order.stage === 'ready' || order.stage === 'completed';
  if (!ready) return depositPercent > 0 && issued.length === 0 ? 'deposit' : undefined;
  if (has('balance') || has('full')) return undefined;
  return has('deposit') ? 'balance' : 'full';
}

/** What the store hands the decision: the order, what it has been invoiced, and the settings. */
export interface IssueRequest {
  kind: InvoiceKind;
  /** The next number of the one sequence, taken in the issuing transaction. */
  sequence: number;
  order: Pick<Order, 'reference' | 'po' | 'name' | 'billing' | 'stage'> & {
    lines: readonly ChargeableLine[];
  };
  /** The customer's declaration at acceptance; undefined when no line is construction work. */
  declaration: Declaration | undefined;
  /** The quote's deposit percentage, a whole number (0 for none). */
  depositPercent: number;
  /** The order's invoices that stand: issued, and not credited in full (`standing`). */
  issued: readonly Invoice[];
  /** The site's payment terms in days. */
  termsDays: number;
  seller: Seller;
}

export type IssueRefusal = 'not-due' | 'nothing-to-invoice';

/**
 * `(request, now) -> { next } | { refused }`: the invoice an order is due, or why none is.
 * It is dated in Glasgow on the day it is issued, which is also its tax point (an invoice
 * issued at Ready, within 14 days of the supply, fixes the time of supply; a deposit's is
 * the day it is asked). Its number is the sequence's; its due date is the terms' days later.
 * An invoice for nothing (a balance after a 100% deposit, an order of £0 lines) is not
 * issued: it would use up a number and send the customer a £0.00 invoice.
 */
export function issueInvoice(
  request: IssueRequest,
  now: Date,
): { next: Invoice } | { refused: IssueRefusal } {
  const { kind, order } = request;
  if (invoiceDue(order, request.issued, request.depositPercent) !== kind) {
    return { refused: 'not-due' };
  }
  const deposit = request.issued.find((invoice) => invoice.kind === 'deposit');
  const figures = figuresFor(request, deposit);
  if (figures.totals.exVat === 0 && figures.totals.payable === 0) {
    return { refused: 'nothing-to-invoice' };
  }
  const issueDate = londonDate(now);
  const vatNumber =
    request.declaration?.kind === 'contractor' ? request.declaration.vatNumber : undefined;
  return {
    next: {
      number: invoiceNumber(request.sequence),
      kind,
      orderReference: order.reference,
      po: order.po,
      issuedAt: now.toISOString(),
      issueDate,
      taxPoint: issueDate,
      dueDate: addDays(issueDate, request.termsDays),
      seller: request.seller,
      customer: { name: order.name, billing: order.billing },
      ...figures,
      depositPercent: kind === 'full' ? undefined : (deposit ?? request).depositPercent,
      deducts: kind === 'balance' ? deposit?.number : undefined,
      reverseChargeVatNumber: figures.lines.some((line) => line.reverseCharge)
        ? vatNumber
        : undefined,
    },
  };
}

function figuresFor(request: IssueRequest, deposit: Invoice | undefined): InvoiceFigures {
  const { lines, reference } = request.order;
  const reverseCharge = reverseChargeApplies(request.declaration);
  if (request.kind === 'deposit') {
    return depositFigures(lines, reverseCharge, request.depositPercent, reference);
  }
  if (request.kind === 'balance' && deposit) return balanceFigures(lines, reverseCharge, deposit);
  return fullFigures(lines, reverseCharge);
}
