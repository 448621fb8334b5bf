import { expect, test } from 'vitest';
import type { Product } from '../../app/catalogue/product';
import { findProduct } from '../../app/catalogue/registry';
import { MAX_SHARE_LINES } from '../../app/basket/shared';
import type { QuoteLine } from './money';
import { buyAgain, type NotAddedReason } from './reorder';

/** The catalogue today: the real one, with stock changed where a case says so. */
function catalogue(changes: Record<string, Partial<Product> | 'gone'> = {}) {
  return (id: string): Product | undefined => {
    const change = changes[id];
    if (change === 'gone') return undefined;
    const product = findProduct(id);
    return product && change ? { ...product, ...change } : product;
  };
}

const tiles: QuoteLine = {
  description: 'White Ceiling Tile (Size: 600x600)',
  quantity: 120,
  unitExPence: 600,
  leadTime: '',
  productId: 'white-ceiling-tile',
  options: { size: '600x600' },
};
const fitting: QuoteLine = {
  description: 'Fitting, two days',
  quantity: 1,
  unitExPence: 90_000,
  leadTime: '',
};

test('a catalogue line is added at its quantity, with the price then and today ex VAT', () => {
  const again = buyAgain([tiles], catalogue());
  expect(again.lines).toEqual([
    {
      productId: 'white-ceiling-tile',
      options: { size: '600x600' },
      name: 'White Ceiling Tile (Size: 600 x 600 mm)',
      description: 'White Ceiling Tile (Size: 600x600)',
      quantityThen: 120,
      quantity: 120,
      capped: false,
      unitExThen: 600,
      // £7.99 inc VAT in the catalogue: £6.66 ex VAT, by the rule of record.
      unitExToday: 666,
    },
  ]);
  expect(again.notAdded).toEqual([]);
  expect(again.basket).toEqual([
    { productId: 'white-ceiling-tile', options: { size: '600x600' }, quantity: 120 },
  ]);
});

test.each<[string, QuoteLine, Record<string, Partial<Product> | 'gone'>, NotAddedReason]>([
  ['a line the sales team wrote', fitting, {}, 'staff-line'],
  ['a product no longer sold', tiles, { 'white-ceiling-tile': 'gone' }, 'no-longer-sold'],
  ['an option no longer sold', { ...tiles, options: { size: '900x900' } }, {}, 'option-not-sold'],
  [
    'an option group the product no longer has',
    { ...tiles, options: { size: '600x600', edge: 'square' } },
    {},
    'option-not-sold',
  ],
  [
    'a line quoted before options were kept',
    { ...tiles, options: undefined },
    {},
    'no-options-saved',
  ],
  [
    'options that are not text',
    { ...tiles, options: { size: 600 } as never },
    {},
    'no-options-saved',
  ],
  [
    'a product out of stock today',
    tiles,
    { 'white-ceiling-tile': { inStock: false, quantityAvailable: 0 } },
    'out-of-stock',
  ],
])('%s is not added', (_, line, changes, reason) => {
  const again = buyAgain([line], catalogue(changes));
  expect(again.lines).toEqual([]);
  expect(again.basket).toEqual([]);
  expect(again.notAdded).toEqual([
    { description: line.description, quantity: line.quantity, reason },
  ]);
});

test('a product with no options is added though none were saved', () => {
  const menu: QuoteLine = {
    description: 'Rechargeable Menu Light Box',
    quantity: 2,
    unitExPence: 7_499,
    leadTime: '',
    productId: 'rechargeable-menu-light-box',
  };
  const again = buyAgain([menu], catalogue());
  expect(again.notAdded).toEqual([]);
  expect(again.lines.map(({ quantity, unitExToday }) => ({ quantity, unitExToday }))).toEqual([
    { quantity: 2, unitExToday: 7_499 },
  ]);
});

test('a quantity is kept within the stock today, and said to be', () => {
  const again = buyAgain([tiles], catalogue({ 'white-ceiling-tile': { quantityAvailable: 50 } }));
  expect(again.lines[0]).toMatchObject({ quantityThen: 120, quantity: 50, capped: true });
  expect(again.basket[0]?.quantity).toBe(50);
});

test('the same product and options twice are merged within stock; a line left none is not added', () => {
  const stock = catalogue({ 'white-ceiling-tile': { quantityAvailable: 150 } });
  const again = buyAgain([tiles, { ...tiles, description: 'More tiles' }, tiles], stock);
  expect(again.lines.map(({ quantity, capped }) => ({ quantity, capped }))).toEqual([
    { quantity: 120, capped: false },
    { quantity: 30, capped: true },
  ]);
  expect(again.basket).toEqual([
    { productId: 'white-ceiling-tile', options: { size: '600x600' }, quantity: 150 },
  ]);
  expect(again.notAdded).toEqual([
    { description: tiles.description, quantity: 120, reason: 'stock-taken' },
  ]);
});

test('options are read whatever order they were saved in', () => {
  const shelf: QuoteLine = {
    description: 'Standard Wall Shelf',
    quantity: 1,
    unitExPence: 9_583,
    leadTime: '',
    productId: 'standard-wall-shelf',
    options: { width: '600', eposColor: 'none', colour: 'white' },
  };
  const again = buyAgain([shelf], catalogue());
  expect(again.notAdded).toEqual([]);
  expect(again.lines[0]?.options).toEqual({ colour: 'white', width: '600', eposColor: 'none' });
  expect(again.lines[0]?.name).toMatch(/^Standard Wall Shelf \(Colour: White, Width: 600/);
});

test('a name already saying an option does not say it twice', () => {
  const grid: QuoteLine = {
    description: 'Brackets',
    quantity: 1,
    unitExPence: 1_666,
    leadTime: '',
    productId: 'black-suspended-grid',
    options: { component: 'brackets' },
  };
  expect(buyAgain([grid], catalogue()).lines[0]?.name).toBe('Black Suspended Grid - Brackets 100');
});

test('catalogue lines and staff lines are sorted apart, in the order they were quoted', () => {
  const grid: QuoteLine = {
    description: 'Black Suspended Grid - Brackets',
    quantity: 2,
    unitExPence: 1_000,
    leadTime: '',
    productId: 'black-suspended-grid',
    options: { component: 'brackets' },
  };
  const again = buyAgain([fitting, tiles, grid], catalogue());
  expect(again.lines.map((line) => line.productId)).toEqual([
    'white-ceiling-tile',
    'black-suspended-grid',
  ]);
  expect(again.notAdded.map((line) => line.description)).toEqual(['Fitting, two days']);
});

test(`past ${MAX_SHARE_LINES} different lines the rest are not added: one basket link's most`, () => {
  // Fifty distinct configurations: the shelf's 3 x 4 x 4, then two tiles.
  const shelves = ['white', 'black', 'grey'].flatMap((colour) =>
    ['600', '800', '1000', '1200'].flatMap((width) =>
      ['none', 'black', 'white', 'grey'].map((eposColor) => ({
        ...fitting,
        description: `Shelf ${colour} ${width} ${eposColor}`,
        productId: 'standard-wall-shelf',
        options: { colour, width, eposColor },
      })),
    ),
  );
  const blackTiles = { ...tiles, productId: 'black-ceiling-tile', description: 'Black tiles' };
  const menu = { ...fitting, productId: 'rechargeable-menu-light-box', description: 'Menu box' };
  const again = buyAgain([...shelves, tiles, blackTiles, menu, tiles], catalogue());
  expect(again.basket).toHaveLength(MAX_SHARE_LINES);
  expect(again.notAdded).toEqual([{ description: 'Menu box', quantity: 1, reason: 'too-many' }]);
  // A line merging into one already held is still added.
  expect(again.lines.at(-1)).toMatchObject({ productId: 'white-ceiling-tile', quantity: 120 });
});
