import { fromPounds } from '../money';
import { optionValues } from '../options';
import type { Product, RangeDetails } from '../product';

const widthLabel = (value: string) => `${value}mm wide`;

export const wallDisplayCabinet: Product = {
  id: 'showcase',
  name: 'Wall Display Cabinet',
  category: 'display-cabinet',
  description:
    'A wall-mounted showcase with a real wood veneer frame, toughened glass doors and LED lighting along every shelf: made for jewellers, phone shops and vape counters that need stock seen but secure.',
  images: [
    {
      src: '/images/products/showcase.svg',
      alt: 'Wood-framed wall display cabinet with lit glass shelves',
      width: 800,
      height: 600,
    },
  ],
  options: [
    {
      id: 'size',
      label: 'Size',
      defaultValue: '800',
      values: optionValues(['800', '1000'], widthLabel),
    },
    {
      id: 'woodColor',
      label: 'Wood colour',
      defaultValue: 'oak',
      values: [
        { value: 'oak', label: 'Oak' },
        { value: 'walnut', label: 'Walnut' },
        { value: 'mahogany', label: 'Mahogany' },
        { value: 'white', label: 'White' },
      ],
    },
    {
      id: 'ledColor',
      label: 'LED colour',
      defaultValue: 'white',
      values: [
        { value: 'white', label: 'White' },
        { value: 'warm-white', label: 'Warm White' },
        { value: 'cool-blue', label: 'Cool Blue' },
      ],
    },
  ],
  pricing: {
    kind: 'by-option',
    option: 'size',
    prices: { '800': fromPounds(899.99), '1000': fromPounds(999.99) },
  },
  inStock: true,
  quantityAvailable: 10,
  notes: ['Delivery in 5-7 days'],
};

export const premiumGlassCabinet: Product = {
  id: 'premium-glass',
  name: 'Premium Glass Cabinet',
  category: 'display-cabinet',
  description:
    'A free-standing all-glass cabinet with a slim aluminium frame and lighting you choose, for the product that should be seen from across the shop: watches, fragrances, premium vapes and collectables.',
  images: [
    {
      src: '/images/products/premium-glass.svg',
      alt: 'Tall all-glass display cabinet with a slim frame and lit shelves',
      width: 800,
      height: 600,
    },
  ],
  options: [
    {
      id: 'size',
      label: 'Size',
      defaultValue: '1200',
      values: optionValues(['1200', '1500', '1800'], widthLabel),
    },
    {
      id: 'glassType',
      label: 'Glass type',
      defaultValue: 'clear',
      values: [
        { value: 'clear', label: 'Clear' },
        { value: 'frosted', label: 'Frosted' },
        { value: 'tinted', label: 'Tinted' },
      ],
    },
    {
      id: 'ledColor',
      label: 'LED colour',
      defaultValue: 'pure-white',
      values: [
        { value: 'pure-white', label: 'Pure White' },
        { value: 'warm-white', label: 'Warm White' },
        { value: 'rgb', label: 'RGB Adjustable' },
      ],
    },
  ],
  pricing: {
    kind: 'by-option',
    option: 'size',
    prices: {
      '1200': fromPounds(1199.99),
      '1500': fromPounds(1399.99),
      '1800': fromPounds(1599.99),
    },
    modifiers: {
      glassType: { clear: 0, frosted: fromPounds(100), tinted: fromPounds(150) },
      ledColor: { 'pure-white': 0, 'warm-white': 0, rgb: fromPounds(200) },
    },
  },
  inStock: true,
  quantityAvailable: 5,
  notes: ['Delivery in 7-10 days'],
};

/** The range's products, in the catalogue's order: its product pages start with these alone. */
export const range: readonly Product[] = [wallDisplayCabinet, premiumGlassCabinet];

/**
 * What only each product's own page shows, by product id: its key features and full
 * specification. A product page's copy of this module carries them (app/routes/product-*.tsx);
 * the lists and the basket import `range` alone and start without them.
 */
export const details: RangeDetails = {
  showcase: {
    keyFeatures: [
      'Real wood veneer frame in four finishes',
      'Lockable sliding toughened glass doors',
      'LED strip on every shelf',
      'Wall fixings included',
    ],
    specifications: [
      { label: 'Height', value: '1800 mm' },
      { label: 'Depth', value: '350 mm' },
      { label: 'Shelves', value: '4 adjustable glass shelves' },
      { label: 'Doors', value: 'Sliding, lockable, toughened glass' },
      { label: 'Power', value: '240 V plug-in LED driver' },
    ],
  },
  'premium-glass': {
    keyFeatures: [
      'Toughened glass on all four sides',
      'Slim anodised aluminium frame',
      'Choice of clear, frosted or tinted glass',
      'LED lighting in three colour options, including RGB with remote',
    ],
    specifications: [
      { label: 'Height', value: '1900 mm' },
      { label: 'Depth', value: '500 mm' },
      { label: 'Shelves', value: '4 adjustable glass shelves' },
      { label: 'Lock', value: 'Hinged door with cam lock' },
      { label: 'Power', value: '240 V plug-in LED driver' },
    ],
  },
};
