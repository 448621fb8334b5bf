/** Money is held as a whole number of pence and only formatted at the edge. */
export type Pence = number;

/** Converts a price written in pounds (as SPEC.md gives them) to pence, exactly. */
export function fromPounds(amount: number): Pence {
  return Math.round(amount * 100);
}

/**
 * "£1,299.99", in whole-number arithmetic. The same text as `Intl.NumberFormat('en-GB',
 * { style: 'currency', currency: 'GBP' })` (the tests compare them), without the cost of
 * building that formatter, which loads locale data while the page starts (docs/decisions/009).
 */
export function formatPrice(pence: Pence): string {
  const whole = Math.abs(Math.round(pence));
  const pounds = groupThousands(Math.floor(whole / 100));
  const sign = pence < 0 && whole > 0 ? '-' : '';
  return `${sign}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A whole number with its thousands grouped, "10,000": `toLocaleString('en-GB')`'s text
 * without its cost (its first call loads the locale's data: 65 ms at four times slower
 * CPU on a page that only states a limit).
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** VAT is 20% on every catalogue price (PRODUCT.md "Prices and VAT"). */
export const VAT_RATE_PERCENT = 20;

/**
 * The amount excluding VAT: `round(amount / 1.2)` to the penny, half up, in whole-number
 * arithmetic (amount / 1.2 = amount x 10 / 12), so no floating-point error moves a penny.
 * A negative amount (a cheaper option's change) is its positive counterpart's negative,
 * so "-£20.00" becomes "-£16.67" just as "+£20.00" becomes "+£16.67".
 */
export function exVat(pence: Pence): Pence {
  const whole = Math.abs(Math.round(pence));
  const result = Math.floor((whole * 10 + 6) / 12);
  return pence < 0 ? -result : result;
}

/** The VAT within a total that includes it: total - round(total / 1.2). */
export function vatIn(total: Pence): Pence {
  return total - exVat(total);
}

/** Whether prices are shown including or excluding VAT (the header's switch). */
export type PriceMode = 'inc' | 'ex';

/** A catalogue price (inc VAT) as the visitor asked to see it. */
export function priceIn(mode: PriceMode, pence: Pence): Pence {
  return mode === 'ex' ? exVat(pence) : pence;
}

/** A total inc VAT split as the basket summary and every quote show it. */
export type VatBreakdown = { exVat: Pence; vat: Pence; incVat: Pence };

export function vatBreakdown(incVat: Pence): VatBreakdown {
  const ex = exVat(incVat);
  return { exVat: ex, vat: incVat - ex, incVat };
}
