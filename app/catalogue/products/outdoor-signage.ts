import { fromPounds } from '../money';
import { optionValues } from '../options';
import type { Product, RangeDetails } from '../product';

export const projectingSign: Product = {
  id: 'projecting-signs',
  name: 'Double-Sided Projecting Sign',
  category: 'outdoor-signage',
  description:
    'A double-sided sign on a wall bracket that catches passers-by from both directions along the street. Made to your artwork in aluminium composite, in the style that suits your frontage.',
  images: [
    {
      src: '/images/products/projecting-signs.svg',
      alt: 'Round double-sided projecting sign on a black wall bracket',
      width: 800,
      height: 600,
    },
  ],
  options: [
    {
      id: 'size',
      label: 'Size',
      defaultValue: '600',
      values: optionValues(['600', '800', '1000'], (value) => `${value}mm`),
    },
    {
      id: 'style',
      label: 'Style',
      defaultValue: 'traditional',
      values: [
        { value: 'traditional', label: 'Traditional' },
        { value: 'modern', label: 'Modern' },
        { value: 'victorian', label: 'Victorian' },
      ],
    },
    {
      id: 'lighting',
      label: 'Lighting',
      defaultValue: 'non-illuminated',
      values: [
        { value: 'led', label: 'LED Illumination' },
        { value: 'non-illuminated', label: 'Non-Illuminated' },
      ],
    },
  ],
  pricing: {
    kind: 'by-option',
    option: 'size',
    prices: { '600': fromPounds(399.99), '800': fromPounds(499.99), '1000': fromPounds(599.99) },
    modifiers: {
      style: { traditional: 0, modern: 0, victorian: fromPounds(100) },
      lighting: { led: fromPounds(200), 'non-illuminated': 0 },
    },
  },
  inStock: true,
  quantityAvailable: 15,
  notes: [
    'Lead time 3-4 weeks',
    '5-year warranty on signs (2 years on electrical parts)',
    'Planning consent may be needed for illuminated signs: we can advise',
  ],
};

/** The range's products, in the catalogue's order: its product pages start with these alone. */
export const range: readonly Product[] = [projectingSign];

/**
 * What only each product's own page shows, by product id: its key features and full
 * specification. A product page's copy of this module carries them (app/routes/product-*.tsx);
 * the lists and the basket import `range` alone and start without them.
 */
export const details: RangeDetails = {
  'projecting-signs': {
    keyFeatures: [
      'Printed or vinyl artwork on both faces',
      'Weatherproof aluminium composite panels',
      'Powder-coated steel wall bracket',
      'Optional internal LED illumination',
    ],
    specifications: [
      { label: 'Faces', value: 'Two, double-sided' },
      { label: 'Panel', value: '3 mm aluminium composite' },
      { label: 'Bracket', value: 'Powder-coated steel, wall fixed' },
      { label: 'Illumination', value: 'Internal LED modules, 240 V' },
    ],
  },
};
