import {
  lineOfRecord,
  totalsOfRecord,
  type Pence,
  type VatBreakdown,
} from '../../app/catalogue/money';

/**
 * A trade quote's lines (PRODUCT.md "Quotes", Money), written ex VAT in whole pence. Its
 * figures follow the one money rule of record in app/catalogue/money.ts, the same module
 * the basket, the quote request and its confirmation use, so a draft at catalogue prices
 * equals the confirmation to the penny. Only the server computes a quote's figures, from
 * the stored lines.
 */
export interface QuoteLine {
  description: string;
  quantity: number;
  unitExPence: Pence;
  /** "Delivery in 7-10 days", "Collection only from our Glasgow warehouse", or ''. */
  leadTime: string;
  /** The catalogue product a line was priced from; none for a line staff added. */
  productId?: string | undefined;
  /**
   * A catalogue line's options as the buyer chose them (the basket's selection: group id ->
   * value id), so the line can be bought again (sales/reorder.ts); none for a line staff
   * added, or one saved before lines kept them.
   */
  options?: Readonly<Record<string, string>> | undefined;
  /**
   * Staff's mark for construction work under HMRC's domestic reverse charge (the fitting, and
   * the goods fitted as part of it): the customer declares at acceptance (declaration.ts).
   */
  construction?: boolean | undefined;
}

/** Limits that keep every figure a safe whole number, and no quote absurd. */
export const MAX_QUANTITY = 100_000;
export const MAX_UNIT_PENCE = 10_000_000;
export const MAX_TOTAL_EX_PENCE = 1_000_000_000;
export const MAX_LINES = 200;

export function lineTotal(line: Pick<QuoteLine, 'quantity' | 'unitExPence'>): Pence {
  return lineOfRecord(line.unitExPence, line.quantity);
}

export function quoteTotals(
  lines: readonly Pick<QuoteLine, 'quantity' | 'unitExPence'>[],
): VatBreakdown {
  return totalsOfRecord(lines.map(lineTotal));
}

/**
 * `percent` of an amount, to the penny, half up, in whole-number arithmetic: a deposit of
 * 33% of £0.50 is 16.5p, so 17p. Percentages are whole numbers from 0 to 100.
 */
export function percentOf(amount: Pence, percent: number): Pence {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new Error(`a percentage is a whole number from 0 to 100: ${percent}`);
  }
  const sign = amount < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(amount) * percent * 2 + 100) / 200);
}
