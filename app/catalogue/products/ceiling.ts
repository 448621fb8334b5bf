import { fromPounds } from '../money';
import { optionValues } from '../options';
import type { OptionGroup, Product, ProductDetails, ProductImage, RangeDetails } from '../product';

const collectionOnly = [
  'Collection only from our Glasgow warehouse',
  '10-year warranty on ceiling grid and tiles',
];

const tileSizes: OptionGroup = {
  id: 'size',
  label: 'Size',
  defaultValue: '600x600',
  values: optionValues(['600x600', '1200x600'], (value) => `${value.replace('x', ' x ')} mm`),
};

function image(id: string, alt: string): [ProductImage] {
  return [{ src: `/images/products/${id}.svg`, alt, width: 800, height: 600 }];
}

const gridComponents = [
  ['main-runner', 'Main Runner 3.6m', 12.99],
  ['cross-tee-1200', 'CrossTee 1.2m', 6.99],
  ['cross-tee-600', 'CrossTee 600mm', 4.99],
  ['side-trim', 'Side Trim 3m', 8.99],
  ['suspension-wire', 'Suspension Wire 5KG', 15.99],
  ['brackets', 'Brackets 100', 19.99],
] as const;

export const blackSuspendedGrid: Product = {
  id: 'black-suspended-grid',
  name: 'Black Suspended Grid',
  category: 'ceiling',
  description:
    'Black exposed-tee grid for 600 x 600 and 1200 x 600 suspended ceilings: the modern look for cafés, barbers and fashion shops. Buy the runners, tees, trims and fixings you need by the piece.',
  images: image(
    'black-suspended-grid',
    'Black suspended ceiling grid with main runners and cross tees',
  ),
  options: [
    {
      id: 'component',
      label: 'Component',
      control: 'select',
      defaultValue: 'main-runner',
      values: gridComponents.map(([value, label]) => ({ value, label })),
    },
  ],
  pricing: {
    kind: 'by-option',
    option: 'component',
    prices: Object.fromEntries(
      gridComponents.map(([value, , price]) => [value, fromPounds(price)]),
    ),
  },
  // Each component is priced as it is sold (a runner, a trim, a pack of brackets): no unit.
  lineNameSuffix: { kind: 'option-label', option: 'component' },
  inStock: true,
  quantityAvailable: 100,
  quantityField: true,
  notes: collectionOnly,
};

export const whiteSuspendedGrid: Product = {
  id: 'white-suspended-grid',
  name: 'White Suspended Grid',
  category: 'ceiling',
  description:
    'White exposed-tee grid, priced per square metre of ceiling, with the runners, tees, trims and hangers for that area. The standard for offices, shops and stock rooms.',
  images: image('white-suspended-grid', 'White suspended ceiling grid ready for tiles'),
  options: [tileSizes],
  pricing: {
    kind: 'by-option',
    option: 'size',
    prices: { '600x600': fromPounds(10.99), '1200x600': fromPounds(13.99) },
  },
  priceUnit: '/m²',
  inStock: true,
  quantityAvailable: 150,
  quantityField: true,
  notes: collectionOnly,
};

function ceilingTile(colour: 'Black' | 'White', prices: [number, number], stock: number): Product {
  const id = `${colour.toLowerCase()}-ceiling-tile`;
  return {
    id,
    name: `${colour} Ceiling Tile`,
    category: 'ceiling',
    description: `A ${colour.toLowerCase()} mineral fibre ceiling tile with a fine textured face, for standard 24 mm exposed-tee grids. Good sound absorption and a clean finish.`,
    images: image(id, `${colour} textured mineral fibre ceiling tile`),
    options: [tileSizes],
    pricing: {
      kind: 'by-option',
      option: 'size',
      prices: { '600x600': fromPounds(prices[0]), '1200x600': fromPounds(prices[1]) },
    },
    priceUnit: '/tile',
    inStock: true,
    quantityAvailable: stock,
    quantityField: true,
    notes: collectionOnly,
  };
}

function ceilingTileDetails(colour: 'Black' | 'White'): ProductDetails {
  return {
    keyFeatures: [
      'Mineral fibre with a fine textured face',
      'Square edge for 24 mm exposed-tee grid',
      'Sound absorbing',
      'Easy to lift out for access above',
    ],
    specifications: [
      { label: 'Thickness', value: '15 mm' },
      { label: 'Edge', value: 'Square, for 24 mm grid' },
      { label: 'Colour', value: colour },
      { label: 'Face', value: 'Fine textured' },
    ],
  };
}

export const blackCeilingTile = ceilingTile('Black', [8.99, 11.99], 200);
export const whiteCeilingTile = ceilingTile('White', [7.99, 10.99], 250);

/** The range's products, in the catalogue's order: its product pages start with these alone. */
export const range: readonly Product[] = [
  blackSuspendedGrid,
  whiteSuspendedGrid,
  blackCeilingTile,
  whiteCeilingTile,
];

/**
 * What only each product's own page shows, by product id: its key features and full
 * specification. A product page's copy of this module carries them (app/routes/product-*.tsx);
 * the lists and the basket import `range` alone and start without them.
 */
export const details: RangeDetails = {
  'black-suspended-grid': {
    keyFeatures: [
      '24 mm exposed tee in matt black',
      'Takes standard 600 x 600 and 1200 x 600 tiles',
      'Galvanised steel core, powder-coated finish',
      'Every component sold separately',
    ],
    specifications: [
      { label: 'Profile', value: '24 mm exposed tee' },
      { label: 'Finish', value: 'Matt black' },
      { label: 'Material', value: 'Galvanised steel' },
    ],
  },
  'white-suspended-grid': {
    keyFeatures: [
      '24 mm exposed tee in white',
      'Priced per m² including runners, tees, trim and hangers',
      'Galvanised steel core',
      'Fits standard mineral fibre tiles',
    ],
    specifications: [
      { label: 'Profile', value: '24 mm exposed tee' },
      { label: 'Finish', value: 'White' },
      { label: 'Material', value: 'Galvanised steel' },
      { label: 'Sold by', value: 'Square metre of ceiling' },
    ],
  },
  'black-ceiling-tile': ceilingTileDetails('Black'),
  'white-ceiling-tile': ceilingTileDetails('White'),
};
