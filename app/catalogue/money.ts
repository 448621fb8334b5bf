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

/*
 * The one money rule of record (PRODUCT.md "Prices and VAT"), in the browser and on the
 * server alike. The business charges what its trade documents say, and they are written
 * ex VAT: a catalogue item's unit price ex VAT is round(price inc VAT / 1.2), half up; a
 * line is that unit price times its quantity; Total ex VAT is the sum of the lines; VAT
 * is round(Total ex VAT x 0.2), half up; Total inc VAT is their sum. Nothing here turns a
 * line or a total inc VAT into ex VAT: that is the other rule, which differs by pennies.
 */

/**
 * One unit's catalogue price (inc VAT) ex VAT: `round(price / 1.2)` to the penny, half
 * up, in whole-number arithmetic (price / 1.2 = price x 10 / 12), so no floating-point
 * error moves a penny. Only ever of a unit price, never of a line or a total (use
 * `catalogueLine` and `totalsOfRecord`), nor of an option's change of the price, which ex
 * VAT is a difference of two unit prices (pricing.ts, `modifierChange`). A negative amount
 * is its positive counterpart's negative.
 */
export function unitExVat(incVat: Pence): Pence {
  const whole = Math.abs(Math.round(incVat));
  const result = Math.floor((whole * 10 + 6) / 12);
  return incVat < 0 ? -result : result;
}

/** A line of record: its unit price ex VAT times its quantity. */
export function lineOfRecord(unitExVatPence: Pence, quantity: number): Pence {
  return unitExVatPence * quantity;
}

/** VAT (20%) on a Total ex VAT: round(total x 0.2), half up, as (2 x total + 5) / 10 floored. */
export function vatOnExVat(totalExVat: Pence): Pence {
  return Math.floor((totalExVat * 2 + 5) / 10);
}

/** The three totals every basket summary, request, confirmation and quote shows. */
export type VatBreakdown = { exVat: Pence; vat: Pence; incVat: Pence };

/** The totals of record of lines of record (each unit price ex VAT x quantity). */
export function totalsOfRecord(linesExVat: readonly Pence[]): VatBreakdown {
  const exVat = linesExVat.reduce((sum, line) => sum + line, 0);
  const vat = vatOnExVat(exVat);
  return { exVat, vat, incVat: exVat + vat };
}

/**
 * A figure as each of the two ways of showing prices gives it. Inc VAT is catalogue
 * arithmetic (a line is the catalogue price x quantity, a total the sum of the lines);
 * ex VAT is the rule of record. So in either mode a line shown is its unit price shown
 * times its quantity, and a total shown is the sum of the lines shown.
 */
export type ShownAmount = { inc: Pence; ex: Pence };

/**
 * A line of a catalogue item, `quantity` of it at `unitIncVat` (its catalogue price):
 * inc VAT the price x quantity, ex VAT its line of record. Every line total the site
 * shows is this (`<Price pence={catalogueLine(price, quantity)} />`).
 */
export function catalogueLine(unitIncVat: Pence, quantity: number): ShownAmount {
  return { inc: unitIncVat * quantity, ex: lineOfRecord(unitExVat(unitIncVat), quantity) };
}

/** Lines shown added up, each mode its own sum. */
export function sumShown(amounts: readonly ShownAmount[]): ShownAmount {
  return amounts.reduce((sum, { inc, ex }) => ({ inc: sum.inc + inc, ex: sum.ex + ex }), {
    inc: 0,
    ex: 0,
  });
}

/** Whether prices are shown including or excluding VAT (the header's switch). */
export type PriceMode = 'inc' | 'ex';

/** One unit's catalogue price (inc VAT) as the visitor asked to see it. */
export function unitPriceIn(mode: PriceMode, incVat: Pence): Pence {
  return mode === 'ex' ? unitExVat(incVat) : incVat;
}

/** A figure shown (a line or a sum of lines) as the visitor asked to see it. */
export function shownIn(mode: PriceMode, amount: ShownAmount): Pence {
  return mode === 'ex' ? amount.ex : amount.inc;
}

/** A line priced from the catalogue: one unit's catalogue price (inc VAT) and a quantity. */
type CatalogueLine = { unitPrice: Pence; quantity: number };

/**
 * Lines priced from the catalogue as a document of record gives them (a quote request's
 * confirmation, its e-mail, a draft quote): each unit price ex VAT, each line that times its
 * quantity, and their totals of record.
 */
export function catalogueRecord<Line extends CatalogueLine>(
  lines: readonly Line[],
): { lines: (Line & { unitPrice: Pence; lineTotal: Pence })[]; totals: VatBreakdown } {
  const shown = lines.map((line) => {
    const unitPrice = unitExVat(line.unitPrice);
    return { ...line, unitPrice, lineTotal: lineOfRecord(unitPrice, line.quantity) };
  });
  return { lines: shown, totals: totalsOfRecord(shown.map((line) => line.lineTotal)) };
}
