import { exVat, type Pence, type VatBreakdown } from '../../app/catalogue/money';

/**
 * The money of a trade quote (PRODUCT.md "Quotes", Money), in whole pence: quotes are
 * written ex VAT. A catalogue line's unit price ex VAT is round(price inc VAT / 1.2), half
 * up; a line's total is unit price x quantity; Total ex VAT is the sum of the lines;
 * VAT (20%) is round(Total ex VAT x 0.2), half up; Total inc VAT is their sum. Only the
 * server computes these, from the stored lines.
 */
export interface QuoteLine {
  description: string;
  quantity: number;
  unitExPence: Pence;
  /** "Delivery in 7-10 days", "Collection only from our Glasgow warehouse", or ''. */
  leadTime: string;
  /** The catalogue product a line was priced from; none for a line staff added. */
  productId?: string | undefined;
}

/** Limits that keep every figure a safe whole number, and no quote absurd. */
export const MAX_QUANTITY = 100_000;
export const MAX_UNIT_PENCE = 10_000_000;
export const MAX_TOTAL_EX_PENCE = 1_000_000_000;
export const MAX_LINES = 200;

/** A catalogue price (inc VAT) as a quote's unit price ex VAT. */
export function catalogueUnitExVat(incVat: Pence): Pence {
  return exVat(incVat);
}

export function lineTotal(line: Pick<QuoteLine, 'quantity' | 'unitExPence'>): Pence {
  return line.unitExPence * line.quantity;
}

/** round(exVat x 0.2), half up, without floating point: (2 x exVat + 5) / 10, floored. */
export function vatOnExVat(totalEx: Pence): Pence {
  return Math.floor((totalEx * 2 + 5) / 10);
}

export function quoteTotals(
  lines: readonly Pick<QuoteLine, 'quantity' | 'unitExPence'>[],
): VatBreakdown {
  const totalEx = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const vat = vatOnExVat(totalEx);
  return { exVat: totalEx, vat, incVat: totalEx + vat };
}
