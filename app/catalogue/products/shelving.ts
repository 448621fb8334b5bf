import { fromPounds } from '../money';
import { colourGroup, eposColourGroup, millimetres, optionValues } from '../options';
import type { Product, RangeDetails } from '../product';

export const standardWallShelf: Product = {
  id: 'standard-wall-shelf',
  name: 'Standard Wall Shelf',
  category: 'shelving',
  description:
    'A steel wall shelving bay for convenience stores, off-licences and pharmacies. Slotted uprights take shelves at 25 mm steps, so the bay can be re-laid as your ranges change without tools.',
  images: [
    {
      src: '/images/products/standard-wall-shelf.svg',
      alt: 'Wall shelving bay with four shelves of boxed and bottled stock',
      width: 800,
      height: 600,
    },
  ],
  options: [
    colourGroup('white'),
    {
      id: 'width',
      label: 'Width',
      defaultValue: '1000',
      values: optionValues(['600', '800', '1000', '1200'], millimetres),
    },
    eposColourGroup,
  ],
  pricing: {
    kind: 'base-with-modifiers',
    base: fromPounds(115),
    modifiers: {
      width: {
        '600': fromPounds(-20),
        '800': fromPounds(-10),
        '1000': 0,
        '1200': fromPounds(30),
      },
    },
  },
  inStock: true,
  quantityAvailable: 15,
  notes: ['Same day collection available', 'Estimated 2-3 day delivery'],
};

export const doubleSidedGondola: Product = {
  id: 'double-sided-gondola',
  name: 'Double-Sided Gondola',
  category: 'shelving',
  description:
    'A free-standing island unit that merchandises from both sides, the backbone of a supermarket or convenience store floor. Add end bays and runs of any length from the same parts.',
  images: [
    {
      src: '/images/products/double-sided-gondola.svg',
      alt: 'Double-sided gondola shelving unit seen from the end, shelves on both faces',
      width: 800,
      height: 600,
    },
  ],
  options: [
    colourGroup('grey'),
    {
      id: 'width',
      label: 'Width',
      defaultValue: '1200',
      values: optionValues(['900', '1200', '1500'], millimetres),
    },
    eposColourGroup,
  ],
  pricing: {
    kind: 'by-option',
    option: 'width',
    prices: { '900': fromPounds(179), '1200': fromPounds(199), '1500': fromPounds(229) },
  },
  inStock: true,
  quantityAvailable: 10,
  notes: ['Same day collection available', 'Estimated 2-3 day delivery'],
};

export const ledBackPanel: Product = {
  id: 'led-back-panel',
  name: 'LED Back Panel',
  category: 'shelving',
  description:
    'An evenly lit back panel that slots into a shelving bay in place of the plain back, so the products in front stand out. Ideal behind spirits, perfume and phone accessories.',
  images: [
    {
      src: '/images/products/led-back-panel.svg',
      alt: 'Shelving bay with a glowing white LED back panel behind bottles',
      width: 800,
      height: 600,
    },
  ],
  options: [
    {
      id: 'size',
      label: 'Size',
      defaultValue: '800x1000',
      values: optionValues(['800x1000', '1000x1200'], (value) => `${value.replace('x', ' x ')} mm`),
    },
  ],
  pricing: {
    kind: 'by-option',
    option: 'size',
    prices: { '800x1000': fromPounds(250), '1000x1200': fromPounds(290) },
  },
  inStock: true,
  quantityAvailable: 12,
  notes: ['Same day collection available', 'Estimated 2-3 day delivery'],
};

/** The range's products, in the catalogue's order: its product pages start with these alone. */
export const range: readonly Product[] = [standardWallShelf, doubleSidedGondola, ledBackPanel];

/**
 * What only each product's own page shows, by product id: its key features and full
 * specification. A product page's copy of this module carries them (app/routes/product-*.tsx);
 * the lists and the basket import `range` alone and start without them.
 */
export const details: RangeDetails = {
  'standard-wall-shelf': {
    keyFeatures: [
      'Powder-coated steel, wipe-clean and scratch resistant',
      'Shelves adjust at 25 mm steps without tools',
      'Optional EPOS strip for price tickets and barcodes',
      'Joins bay to bay for a continuous wall run',
    ],
    specifications: [
      { label: 'Height', value: '2100 mm' },
      { label: 'Shelf depth', value: '370 mm' },
      { label: 'Shelves', value: '4 plus base deck' },
      { label: 'Load per shelf', value: '60 kg, evenly spread' },
      { label: 'Material', value: 'Powder-coated mild steel' },
    ],
  },
  'double-sided-gondola': {
    keyFeatures: [
      'Shelves on both faces of one central spine',
      'Levelling feet for uneven shop floors',
      'Runs extend with add-on bays',
      'Compatible with our EPOS strips and shelf dividers',
    ],
    specifications: [
      { label: 'Height', value: '1500 mm' },
      { label: 'Base depth', value: '2 x 470 mm' },
      { label: 'Shelves', value: '3 each side plus base decks' },
      { label: 'Load per shelf', value: '80 kg, evenly spread' },
      { label: 'Material', value: 'Powder-coated mild steel' },
    ],
  },
  'led-back-panel': {
    keyFeatures: [
      'Edge-lit LED behind an opal diffuser: no hot spots',
      'Low-energy 24 V supply, plugs into a standard socket',
      'Fits our wall shelf and gondola bays',
      'Two-year warranty on the LED and driver',
    ],
    specifications: [
      { label: 'Light colour', value: '6000 K daylight white' },
      { label: 'Power', value: '24 V DC, about 30 W' },
      { label: 'Panel thickness', value: '12 mm' },
      { label: 'Lifetime', value: '50,000 hours' },
    ],
  },
};
