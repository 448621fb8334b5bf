import { VAT_RATE_PERCENT, vatOnExVat, type Pence } from '../../app/catalogue/money';
import { lineTotal, percentOf } from './money';
import type { ChargeableLine, InvoiceLine, InvoiceTotals } from './invoice';

/**
 * An invoice's lines and figures from an order's frozen lines, by the one money rule of
 * record (PRODUCT.md "Prices and VAT"): a line is unit price x quantity, Total ex VAT the sum
 * of the lines, VAT round(Total ex VAT x 0.2) half up. Under the reverse charge the lines
 * fall in two groups, each its own Total ex VAT and VAT by that rule: the VAT of the
 * charged group is on the invoice; the other's is stated, for the customer to account for.
 */
export interface VatGroups {
  /** Lines ex VAT on which VAT is charged. */
  charged: Pence;
  /** Lines ex VAT under the reverse charge. */
  reverseCharged: Pence;
}

export interface InvoiceFigures {
  lines: InvoiceLine[];
  totals: InvoiceTotals;
}

/** An order's lines as an invoice lists them; marked lines are reverse charged only when it applies. */
export function invoiceLines(
  lines: readonly ChargeableLine[],
  reverseCharge: boolean,
): InvoiceLine[] {
  return lines.map((line) => ({
    description: line.description,
    quantity: line.quantity,
    unitExPence: line.unitExPence,
    vatRatePercent: VAT_RATE_PERCENT,
    exVatPence: lineTotal(line),
    reverseCharge: reverseCharge && line.construction === true,
  }));
}

export function groupsOf(lines: readonly InvoiceLine[]): VatGroups {
  const sum = (charged: boolean) =>
    lines
      .filter((line) => line.reverseCharge !== charged)
      .reduce((total, line) => total + line.exVatPence, 0);
  return { charged: sum(true), reverseCharged: sum(false) };
}

/** The totals of record of two groups: each group's VAT by the rule, on its own sum. */
export function totalsOf(groups: VatGroups): InvoiceTotals {
  const vat = vatOnExVat(groups.charged);
  const exVat = groups.charged + groups.reverseCharged;
  return { exVat, vat, payable: exVat + vat, reverseChargeVat: vatOnExVat(groups.reverseCharged) };
}

/** One invoice for the whole order (no deposit was asked). */
export function fullFigures(
  lines: readonly ChargeableLine[],
  reverseCharge: boolean,
): InvoiceFigures {
  const shown = invoiceLines(lines, reverseCharge);
  return { lines: shown, totals: totalsOf(groupsOf(shown)) };
}

/**
 * A deposit: `percent` of each group's Total ex VAT (half up), a line per group that has
 * any, and VAT on it by the rule. It is a payment in advance of the whole supply, so it is
 * split as the supply is: the share of the reverse-charged work is reverse charged too.
 * Its figures are computed on its own lines, as any invoice's are, because a deposit
 * invoice is a VAT invoice with its own tax point; the balance takes up the difference.
 */
export function depositFigures(
  lines: readonly ChargeableLine[],
  reverseCharge: boolean,
  percent: number,
  orderReference: string,
): InvoiceFigures {
  const order = groupsOf(invoiceLines(lines, reverseCharge));
  const deposit: VatGroups = {
    charged: percentOf(order.charged, percent),
    reverseCharged: percentOf(order.reverseCharged, percent),
  };
  const label = `Deposit of ${percent}% on order ${orderReference}`;
  const shown = groupLines(deposit, (rc) => (rc ? `${label}: construction services` : label));
  return { lines: shown, totals: totalsOf(deposit) };
}

/**
 * The balance: the order's lines in full, less what the deposit invoiced (a line per group,
 * negative), its totals the order's totals less the deposit's, figure by figure. So the
 * deposit and the balance add up to the order's totals to the penny. Its VAT is not the
 * rule applied to the balance alone: rounding twice could differ by a penny (an order of 6p
 * ex VAT owes 1p VAT; at 50% the deposit's 3p owes 1p, and so would a balance of 3p on its
 * own), and the VAT the supply owes is the rule on the whole order, of which the deposit
 * invoice has already charged its part.
 */
export function balanceFigures(
  lines: readonly ChargeableLine[],
  reverseCharge: boolean,
  deposit: { number: string; lines: readonly InvoiceLine[]; totals: InvoiceTotals },
): InvoiceFigures {
  const orderLines = invoiceLines(lines, reverseCharge);
  const order = totalsOf(groupsOf(orderLines));
  const paidAhead = groupsOf(deposit.lines);
  const less = groupLines(
    { charged: -paidAhead.charged, reverseCharged: -paidAhead.reverseCharged },
    (rc) => `Less deposit invoiced on ${deposit.number}${rc ? ': construction services' : ''}`,
  );
  return { lines: [...orderLines, ...less], totals: minus(order, deposit.totals) };
}

/** A line for each group with an amount: one of each, quantity 1. */
function groupLines(groups: VatGroups, describe: (reverseCharge: boolean) => string) {
  const line = (amount: Pence, reverseCharge: boolean): InvoiceLine => ({
    description: describe(reverseCharge),
    quantity: 1,
    unitExPence: amount,
    vatRatePercent: VAT_RATE_PERCENT,
    exVatPence: amount,
    reverseCharge,
  });
  return [
    ...(groups.charged !== 0 ? [line(groups.charged, false)] : []),
    ...(groups.reverseCharged !== 0 ? [line(groups.reverseCharged, true)] : []),
  ];
}

/** Totals less totals, figure by figure. */
export function minus(from: InvoiceTotals, less: InvoiceTotals): InvoiceTotals {
  return {
    exVat: from.exVat - less.exVat,
    vat: from.vat - less.vat,
    payable: from.payable - less.payable,
    reverseChargeVat: from.reverseChargeVat - less.reverseChargeVat,
  };
}
