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
  const pounds = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = pence < 0 && whole > 0 ? '-' : '';
  return `${sign}£${pounds}.${String(whole % 100).padStart(2, '0')}`;
}

/** VAT is 20% and catalogue prices include it (PRODUCT.md, "Prices and VAT"). */
export type VatBreakdown = { exVat: Pence; vat: Pence; incVat: Pence };

/** round(amount / 1.2) to the penny, half up, in whole numbers: 10 x amount / 12. */
export function excludingVat(incVat: Pence): Pence {
  return Math.floor((10 * incVat + 6) / 12);
}

/** A total inc VAT split as the basket and every quote show it; VAT is what is left. */
export function vatBreakdown(incVat: Pence): VatBreakdown {
  const exVat = excludingVat(incVat);
  return { exVat, vat: incVat - exVat, incVat };
}
