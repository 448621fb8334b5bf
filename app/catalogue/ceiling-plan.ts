import { unitPrice } from './pricing';
import {
  catalogueLine,
  sumShown,
  totalsOfRecord,
  type Pence,
  type ShownAmount,
  type VatBreakdown,
} from './money';
import type { Product, Selection } from './product';

/**
 * The ceiling planner's rules (PRODUCT.md "Ceiling planner"). Every quantity is computed
 * from whole centimetres with integer division, so no floating-point error moves a ceil:
 * 0.84 / 3.6 as decimals would put 0.2333... through binary fractions; as the integers
 * 84 and 360 it cannot.
 */

export const tileSizes = ['600x600', '1200x600'] as const;
export const colours = ['white', 'black'] as const;

export type TileSize = (typeof tileSizes)[number];
export type Colour = (typeof colours)[number];

export type CeilingPlan = {
  lengthCm: number;
  widthCm: number;
  tileSize: TileSize;
  gridColour: Colour;
  tileColour: Colour;
};

/** One product in one configuration, as the basket holds it. */
export type PlanLine = { productId: string; options: Selection; quantity: number };

export const MIN_CM = 60;
export const MAX_CM = 5000;

export type MetresReading = { ok: true; cm: number } | { ok: false; message: string };

/**
 * A length typed by a visitor: "4.5", "4,5" (a comma decimal), " 12 ". Two decimals at
 * most (a centimetre), between 0.6 and 50 metres.
 */
export function readMetres(text: string): MetresReading {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { ok: false, message: 'Enter a size in metres, for example 4.5.' };
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$|^\.(\d{1,2})$/.exec(typed);
  if (!match) {
    return /^\d*\.\d{3,}$/.test(typed)
      ? { ok: false, message: 'Use at most two decimals (whole centimetres), for example 4.55.' }
      : { ok: false, message: 'Enter a number of metres, for example 4.5.' };
  }
  const metres = match[1] ?? '0';
  const decimals = (match[2] ?? match[3] ?? '').padEnd(2, '0');
  const cm = Number(metres) * 100 + Number(decimals);
  if (cm < MIN_CM) return { ok: false, message: 'The smallest room we plan is 0.6 m.' };
  if (cm > MAX_CM) return { ok: false, message: 'The largest room we plan is 50 m.' };
  return { ok: true, cm };
}

/** ceil(numerator / denominator) for positive whole numbers, without a fraction. */
function ceilDiv(numerator: number, denominator: number): number {
  return Math.floor((numerator + denominator - 1) / denominator);
}

/** cm² in a tile: 60 x 60 or 120 x 60. */
const tileAreaCm2: Record<TileSize, number> = { '600x600': 3600, '1200x600': 7200 };

const CM2_PER_M2 = 10_000;

/**
 * The quantities of the rules, from the area A in cm² and perimeter P in cm:
 * tiles ceil(A / tile x 1.05); white grid ceil(A) m²; black grid by component;
 * hangers H = ceil(A x 0.84 / 1.2).
 */
export function planLines(plan: CeilingPlan): PlanLine[] {
  const area = plan.lengthCm * plan.widthCm;
  const perimeter = 2 * (plan.lengthCm + plan.widthCm);
  const size = { size: plan.tileSize };
  const tiles: PlanLine = {
    productId: `${plan.tileColour}-ceiling-tile`,
    options: size,
    // A x 1.05 / tile = A x 105 / (tile x 100)
    quantity: ceilDiv(area * 105, tileAreaCm2[plan.tileSize] * 100),
  };
  if (plan.gridColour === 'white') {
    return [
      tiles,
      { productId: 'white-suspended-grid', options: size, quantity: ceilDiv(area, CM2_PER_M2) },
    ];
  }
  // A m² x 0.84 / 1.2 m = A cm² x 84 / (10,000 x 120)
  const hangers = ceilDiv(area * 84, CM2_PER_M2 * 120);
  const component = (id: string, quantity: number): PlanLine => ({
    productId: 'black-suspended-grid',
    options: { component: id },
    quantity,
  });
  return [
    tiles,
    // A x 0.84 / 3.6
    component('main-runner', ceilDiv(area * 84, CM2_PER_M2 * 360)),
    // A x 1.68 / 1.2
    component('cross-tee-1200', ceilDiv(area * 168, CM2_PER_M2 * 120)),
    // A x 0.84 / 0.6, for the short tees that halve a 1200 x 600 opening
    ...(plan.tileSize === '600x600'
      ? [component('cross-tee-600', ceilDiv(area * 84, CM2_PER_M2 * 60))]
      : []),
    // P / 3 m
    component('side-trim', ceilDiv(perimeter, 300)),
    component('brackets', ceilDiv(hangers, 100)),
    component('suspension-wire', ceilDiv(hangers, 50)),
  ];
}

/** What one of a line's quantity is: "59 tiles", "20 m²", "5 lengths", "1 pack", "1 reel". */
export type PlanUnit = { one: string; many: string };

const lengths: PlanUnit = { one: 'length', many: 'lengths' };
const componentUnits: Readonly<Record<string, PlanUnit>> = {
  'main-runner': lengths,
  'cross-tee-1200': lengths,
  'cross-tee-600': lengths,
  'side-trim': lengths,
  // Brackets 100: a pack of a hundred; Suspension Wire 5KG: a reel for fifty hangers.
  brackets: { one: 'pack', many: 'packs' },
  'suspension-wire': { one: 'reel', many: 'reels' },
};

/** The unit the planner counts a line in: tiles, m² of white grid, the black grid's pieces. */
export function planUnit(line: Pick<PlanLine, 'productId' | 'options'>): PlanUnit {
  if (line.productId === 'white-suspended-grid') return { one: 'm²', many: 'm²' };
  if (line.productId === 'black-suspended-grid') {
    return componentUnits[line.options.component ?? ''] ?? { one: 'piece', many: 'pieces' };
  }
  return { one: 'tile', many: 'tiles' };
}

/** "59 tiles", "1 pack", "20 m²". */
export function countOf(quantity: number, unit: PlanUnit): string {
  return `${quantity} ${quantity === 1 ? unit.one : unit.many}`;
}

/** `total` is the line both ways: inc VAT price x quantity, ex VAT the line of record. */
export type PricedPlanLine = PlanLine & { product: Product; unitPrice: Pence; total: ShownAmount };

/**
 * The bill of materials, priced from the catalogue as the basket prices it: its lines, their
 * sum as shown, and the totals of record (the basket's once the plan is in it).
 */
export function pricePlan(
  lines: readonly PlanLine[],
  findProduct: (id: string) => Product | undefined,
): { lines: PricedPlanLine[]; total: ShownAmount; record: VatBreakdown } {
  const priced = lines.map((line) => {
    const product = findProduct(line.productId);
    if (!product)
      throw new Error(`The ceiling planner names an unknown product: ${line.productId}`);
    const unit = unitPrice(product.pricing, line.options);
    return { ...line, product, unitPrice: unit, total: catalogueLine(unit, line.quantity) };
  });
  const record = totalsOfRecord(priced.map((line) => line.total.ex));
  return { lines: priced, total: sumShown(priced.map((line) => line.total)), record };
}
