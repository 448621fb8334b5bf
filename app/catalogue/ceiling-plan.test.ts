import * as fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  colours,
  countOf,
  planLines,
  planUnit,
  pricePlan,
  readMetres,
  type CeilingPlan,
  type TileSize,
} from './ceiling-plan';
import { unitExVat } from './money';
import { findProduct } from './registry';

/**
 * Quantities worked out by hand from PRODUCT.md "Ceiling planner", room by room, in
 * metres: A = length x width, P = 2 x (length + width). Tile area 0.36 m² (600x600) or
 * 0.72 m² (1200x600). Black grid: MR = main runners, CT12 = 1.2 m cross tees, CT6 = 600 mm
 * cross tees (600x600 only), trim, H = hangers, brackets = ceil(H / 100),
 * wire = ceil(H / 50). Several land exactly on a whole number (20 x 1.68 / 1.2 = 28),
 * where a floating-point sum would round up to one too many.
 */
type Expected = {
  tiles: Record<TileSize, number>;
  whiteGrid: number;
  black: { MR: number; CT12: number; CT6: number; trim: number; brackets: number; wire: number };
};

const rooms: { length: number; width: number; expected: Expected }[] = [
  {
    // A = 0.36, P = 2.4
    length: 0.6,
    width: 0.6,
    expected: {
      // 0.36 / 0.36 x 1.05 = 1.05 -> 2; 0.36 / 0.72 x 1.05 = 0.525 -> 1
      tiles: { '600x600': 2, '1200x600': 1 },
      // ceil(0.36) = 1
      whiteGrid: 1,
      // MR 0.3024 / 3.6 = 0.084 -> 1; CT12 0.6048 / 1.2 = 0.504 -> 1; CT6 0.3024 / 0.6 = 0.504 -> 1;
      // trim 2.4 / 3 = 0.8 -> 1; H = 0.3024 / 1.2 = 0.252 -> 1; brackets 1; wire 1
      black: { MR: 1, CT12: 1, CT6: 1, trim: 1, brackets: 1, wire: 1 },
    },
  },
  {
    // A = 8.91, P = 12
    length: 3.3,
    width: 2.7,
    expected: {
      // 8.91 / 0.36 = 24.75 x 1.05 = 25.9875 -> 26; 8.91 / 0.72 = 12.375 x 1.05 = 12.99375 -> 13
      tiles: { '600x600': 26, '1200x600': 13 },
      // ceil(8.91) = 9
      whiteGrid: 9,
      // A x 0.84 = 7.4844: MR 7.4844 / 3.6 = 2.079 -> 3; CT12 14.9688 / 1.2 = 12.474 -> 13;
      // CT6 7.4844 / 0.6 = 12.474 -> 13; trim 12 / 3 = 4 exactly;
      // H = 7.4844 / 1.2 = 6.237 -> 7; brackets 7 / 100 -> 1; wire 7 / 50 -> 1
      black: { MR: 3, CT12: 13, CT6: 13, trim: 4, brackets: 1, wire: 1 },
    },
  },
  {
    // A = 20, P = 18
    length: 5,
    width: 4,
    expected: {
      // 20 / 0.36 = 55.56 x 1.05 = 58.33 -> 59; 20 / 0.72 = 27.78 x 1.05 = 29.17 -> 30
      tiles: { '600x600': 59, '1200x600': 30 },
      whiteGrid: 20,
      // A x 0.84 = 16.8: MR 16.8 / 3.6 = 4.67 -> 5; CT12 33.6 / 1.2 = 28 exactly;
      // CT6 16.8 / 0.6 = 28 exactly; trim 18 / 3 = 6 exactly; H = 16.8 / 1.2 = 14 exactly;
      // brackets 14 / 100 -> 1; wire 14 / 50 -> 1
      black: { MR: 5, CT12: 28, CT6: 28, trim: 6, brackets: 1, wire: 1 },
    },
  },
  {
    // A = 102, P = 41
    length: 12,
    width: 8.5,
    expected: {
      // 102 / 0.36 = 283.33 x 1.05 = 297.5 -> 298; 102 / 0.72 = 141.67 x 1.05 = 148.75 -> 149
      tiles: { '600x600': 298, '1200x600': 149 },
      whiteGrid: 102,
      // A x 0.84 = 85.68: MR 85.68 / 3.6 = 23.8 -> 24; CT12 171.36 / 1.2 = 142.8 -> 143;
      // CT6 85.68 / 0.6 = 142.8 -> 143; trim 41 / 3 = 13.67 -> 14; H = 85.68 / 1.2 = 71.4 -> 72;
      // brackets 72 / 100 -> 1; wire 72 / 50 = 1.44 -> 2
      black: { MR: 24, CT12: 143, CT6: 143, trim: 14, brackets: 1, wire: 2 },
    },
  },
  {
    // A = 2500, P = 200
    length: 50,
    width: 50,
    expected: {
      // 2500 x 1.05 = 2625: 2625 / 0.36 = 7291.67 -> 7292; 2625 / 0.72 = 3645.83 -> 3646
      tiles: { '600x600': 7292, '1200x600': 3646 },
      whiteGrid: 2500,
      // A x 0.84 = 2100: MR 2100 / 3.6 = 583.33 -> 584; CT12 4200 / 1.2 = 3500 exactly;
      // CT6 2100 / 0.6 = 3500 exactly; trim 200 / 3 = 66.67 -> 67; H = 2100 / 1.2 = 1750;
      // brackets 1750 / 100 = 17.5 -> 18; wire 1750 / 50 = 35 exactly
      black: { MR: 584, CT12: 3500, CT6: 3500, trim: 67, brackets: 18, wire: 35 },
    },
  },
];

const cases = rooms.flatMap((room) =>
  (['600x600', '1200x600'] as const).flatMap((tileSize) =>
    colours.flatMap((gridColour) =>
      colours.map((tileColour) => ({ ...room, tileSize, gridColour, tileColour })),
    ),
  ),
);

test.each(cases)(
  '$length x $width m, $tileSize, $gridColour grid, $tileColour tiles',
  ({ length, width, expected, tileSize, gridColour, tileColour }) => {
    const plan: CeilingPlan = {
      lengthCm: Math.round(length * 100),
      widthCm: Math.round(width * 100),
      tileSize,
      gridColour,
      tileColour,
    };
    const tiles = {
      productId: `${tileColour}-ceiling-tile`,
      options: { size: tileSize },
      quantity: expected.tiles[tileSize],
    };
    const black = (component: string, quantity: number) => ({
      productId: 'black-suspended-grid',
      options: { component },
      quantity,
    });
    const { MR, CT12, CT6, trim, brackets, wire } = expected.black;
    const grid =
      gridColour === 'white'
        ? [
            {
              productId: 'white-suspended-grid',
              options: { size: tileSize },
              quantity: expected.whiteGrid,
            },
          ]
        : [
            black('main-runner', MR),
            black('cross-tee-1200', CT12),
            ...(tileSize === '600x600' ? [black('cross-tee-600', CT6)] : []),
            black('side-trim', trim),
            black('brackets', brackets),
            black('suspension-wire', wire),
          ];
    expect(planLines(plan)).toEqual([tiles, ...grid]);
  },
);

test('every line of every plan is a real product option the basket can price', () => {
  for (const { length, width, tileSize, gridColour, tileColour } of cases) {
    const plan = { lengthCm: length * 100, widthCm: width * 100, tileSize, gridColour, tileColour };
    for (const line of pricePlan(planLines(plan), findProduct).lines) {
      const group = line.product.options[0];
      expect(group?.values.map(({ value }) => value)).toContain(Object.values(line.options)[0]);
    }
  }
});

test('a 5 x 4 m room with white grid and white 600x600 tiles costs £691.21 (£576.14 ex VAT)', () => {
  // 59 tiles x £7.99 = £471.41; 20 m² of grid x £10.99 = £219.80. Ex VAT each unit price
  // first: 59 x £6.66 = £392.94; 20 x £9.16 = £183.20.
  const { lines, total } = pricePlan(
    planLines({
      lengthCm: 500,
      widthCm: 400,
      tileSize: '600x600',
      gridColour: 'white',
      tileColour: 'white',
    }),
    findProduct,
  );
  expect(lines.map(({ unitPrice, total }) => [unitPrice, total])).toEqual([
    [799, { inc: 47141, ex: 39294 }],
    [1099, { inc: 21980, ex: 18320 }],
  ]);
  expect(total).toEqual({ inc: 69121, ex: 57614 });
});

test.each([
  ['4.5', 450],
  ['4,5', 450],
  [' 12 ', 1200],
  ['0.6', 60],
  ['0,60', 60],
  ['50', 5000],
  ['50.00', 5000],
  ['3.33', 333],
  ['.75', 75],
  ['7.', 700],
])('"%s" reads as %i cm', (text, cm) => {
  expect(readMetres(text)).toEqual({ ok: true, cm });
});

test.each([
  ['', 'Enter a size in metres, for example 4.5.'],
  ['   ', 'Enter a size in metres, for example 4.5.'],
  ['abc', 'Enter a number of metres, for example 4.5.'],
  ['4m', 'Enter a number of metres, for example 4.5.'],
  ['-3', 'Enter a number of metres, for example 4.5.'],
  ['1e1', 'Enter a number of metres, for example 4.5.'],
  ['4,5,6', 'Enter a number of metres, for example 4.5.'],
  ['0', 'The smallest room we plan is 0.6 m.'],
  ['0.5', 'The smallest room we plan is 0.6 m.'],
  ['0.59', 'The smallest room we plan is 0.6 m.'],
  ['50.01', 'The largest room we plan is 50 m.'],
  ['51', 'The largest room we plan is 50 m.'],
  ['4.555', 'Use at most two decimals (whole centimetres), for example 4.55.'],
])('"%s" is refused: %s', (text, message) => {
  expect(readMetres(text)).toEqual({ ok: false, message });
});

test('every line of a black-grid plan is counted in its own unit', () => {
  const lines = planLines({
    lengthCm: 500,
    widthCm: 400,
    tileSize: '600x600',
    gridColour: 'black',
    tileColour: 'white',
  });
  expect(lines.map((line) => countOf(line.quantity, planUnit(line)))).toEqual([
    '59 tiles',
    '5 lengths',
    '28 lengths',
    '28 lengths',
    '6 lengths',
    '1 pack',
    '1 reel',
  ]);
});

test('the white grid is counted in m² of ceiling, one or many', () => {
  const grid = { productId: 'white-suspended-grid', options: { size: '600x600' } };
  expect(countOf(20, planUnit(grid))).toBe('20 m²');
  expect(countOf(1, planUnit(grid))).toBe('1 m²');
  expect(countOf(1, planUnit({ productId: 'black-ceiling-tile', options: {} }))).toBe('1 tile');
});

test('every room, both ways: each line is its unit price x quantity and the total their sum', () => {
  const room = fc.record({
    lengthCm: fc.integer({ min: 60, max: 5000 }),
    widthCm: fc.integer({ min: 60, max: 5000 }),
    tileSize: fc.constantFrom<TileSize>('600x600', '1200x600'),
    gridColour: fc.constantFrom(...colours),
    tileColour: fc.constantFrom(...colours),
  });
  fc.assert(
    fc.property(room, (plan) => {
      const { lines, total } = pricePlan(planLines(plan), findProduct);
      for (const line of lines) {
        // Ex VAT the unit price is rounded first (£7.49 x 102 = £763.98, never £764.15).
        expect(line.total).toEqual({
          inc: line.unitPrice * line.quantity,
          ex: unitExVat(line.unitPrice) * line.quantity,
        });
      }
      expect(total.inc).toBe(lines.reduce((sum, line) => sum + line.total.inc, 0));
      expect(total.ex).toBe(lines.reduce((sum, line) => sum + line.total.ex, 0));
    }),
    { numRuns: 1000, seed: 35 },
  );
});
