import { fromPounds } from '../money';
import { millimetres, optionValues } from '../options';
import type { OptionGroup, Product, RangeDetails } from '../product';

const depthGroup: OptionGroup = {
  id: 'depth',
  label: 'Depth',
  defaultValue: '200',
  values: optionValues(['200', '250', '300'], millimetres),
};

const glassNotes = ['Same day collection available', 'Estimated 2-3 day delivery'];

export const clearGlassShelf: Product = {
  id: 'clear-glass-shelf',
  name: '6mm Clear Glass Shelf',
  category: 'glass-shelves',
  description:
    'A 6 mm clear float glass shelf with polished edges for cabinets, wall displays and light-duty retail shelving. Cut to your width and depth in our Glasgow workshop.',
  images: [
    {
      src: '/images/products/clear-glass-shelf.svg',
      alt: 'Clear glass shelf with polished edges on two chrome brackets',
      width: 800,
      height: 600,
    },
  ],
  options: [
    {
      id: 'width',
      label: 'Width',
      defaultValue: '800',
      values: optionValues(['800', '1000'], millimetres),
    },
    depthGroup,
  ],
  pricing: {
    kind: 'by-option',
    option: 'width',
    prices: { '800': fromPounds(49.99), '1000': fromPounds(59.99) },
    modifiers: { depth: { '200': 0, '250': fromPounds(5), '300': fromPounds(10) } },
  },
  quantityStepper: true,
  lineNameSuffix: { kind: 'dimensions', width: 'width', depth: 'depth' },
  inStock: true,
  quantityAvailable: 25,
  notes: glassNotes,
};

export const toughenedGlassShelf: Product = {
  id: 'toughened-glass-shelf',
  name: '8mm Toughened Glass Shelf',
  category: 'glass-shelves',
  description:
    'An 8 mm toughened safety glass shelf, about five times stronger than ordinary glass of the same thickness, for busy shop floors, heavier stock and public areas.',
  images: [
    {
      src: '/images/products/toughened-glass-shelf.svg',
      alt: 'Thick toughened glass shelf holding perfume bottles',
      width: 800,
      height: 600,
    },
  ],
  options: [
    {
      id: 'width',
      label: 'Width',
      defaultValue: '800',
      values: optionValues(['800', '1000', '1200'], millimetres),
    },
    depthGroup,
  ],
  pricing: {
    kind: 'by-option',
    option: 'width',
    prices: { '800': fromPounds(69.99), '1000': fromPounds(79.99), '1200': fromPounds(89.99) },
    // SPEC.md section 9: a width without a price of its own is priced from 69.99.
    fallback: fromPounds(69.99),
    modifiers: { depth: { '200': 0, '250': fromPounds(7), '300': fromPounds(15) } },
  },
  quantityStepper: true,
  lineNameSuffix: { kind: 'dimensions', width: 'width', depth: 'depth' },
  inStock: true,
  quantityAvailable: 20,
  notes: glassNotes,
};

/** The range's products, in the catalogue's order: its product pages start with these alone. */
export const range: readonly Product[] = [clearGlassShelf, toughenedGlassShelf];

/**
 * What only each product's own page shows, by product id: its key features and full
 * specification. A product page's copy of this module carries them (app/routes/product-*.tsx);
 * the lists and the basket import `range` alone and start without them.
 */
export const details: RangeDetails = {
  'clear-glass-shelf': {
    keyFeatures: [
      '6 mm clear float glass',
      'Flat polished edges, safe to handle',
      'Suits cabinets and light-duty wall displays',
      'Cut to size in Glasgow',
    ],
    specifications: [
      { label: 'Thickness', value: '6 mm' },
      { label: 'Glass', value: 'Clear float' },
      { label: 'Edges', value: 'Flat polished' },
      { label: 'Load', value: 'Up to 10 kg, evenly spread' },
    ],
  },
  'toughened-glass-shelf': {
    keyFeatures: [
      '8 mm toughened safety glass',
      'Breaks into small blunt pieces if it ever breaks',
      'Flat polished edges with arrised corners',
      'Carries heavier stock than float glass',
    ],
    specifications: [
      { label: 'Thickness', value: '8 mm' },
      { label: 'Glass', value: 'Toughened safety glass' },
      { label: 'Edges', value: 'Flat polished, arrised corners' },
      { label: 'Load', value: 'Up to 25 kg, evenly spread' },
      { label: 'Brackets', value: 'Sold separately' },
    ],
  },
};
