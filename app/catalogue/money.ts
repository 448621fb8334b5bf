/** Money is held as a whole number of pence and only formatted at the edge. */
export type Pence = number;

const pounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Converts a price written in pounds (as SPEC.md gives them) to pence, exactly. */
export function fromPounds(amount: number): Pence {
  return Math.round(amount * 100);
}

/** "£1,299.99" */
export function formatPrice(pence: Pence): string {
  return pounds.format(pence / 100);
}
