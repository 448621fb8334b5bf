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
