import { fromPounds } from '../money';
import type { Product, ProductImage, RangeDetails } from '../product';

const warranty = '2-year warranty on light boxes';

function images(id: string, alts: [string, string, string]): [ProductImage, ...ProductImage[]] {
  const [first, ...rest] = alts.map((alt, index) => ({
    src: `/images/products/${id}-${index + 1}.svg`,
    alt,
    width: 800,
    height: 600,
  }));
  if (!first) throw new Error(`No images for ${id}`);
  return [first, ...rest];
}

function lightBox(
  product: Omit<Product, 'category' | 'alsoListedIn' | 'options' | 'warranty'>,
): Product {
  return {
    ...product,
    category: 'indoor-signage',
    alsoListedIn: ['advertising-light-box'],
    options: [],
    warranty,
  };
}

export const rechargeableMenuLightBox = lightBox({
  id: 'rechargeable-menu-light-box',
  name: 'Rechargeable Menu Light Box',
  description:
    'A slim freestanding LED menu box that runs all day on one charge, so it can sit on a counter, a bar or an outside table with no cable in sight.',
  images: images('rechargeable-menu-light-box', [
    'Slim lit menu box standing on a café counter',
    'The menu box from the side, showing its slim depth and charging port',
    'A poster being slid into the snap frame of the menu box',
  ]),
  pricing: { kind: 'fixed', price: fromPounds(89.99) },
  discountPrice: fromPounds(109.99),
  inStock: true,
  quantityAvailable: 15,
  notes: ['Same day collection available', 'Estimated 2-3 day delivery'],
});

export const tvStyleMenuBoard = lightBox({
  id: 'tv-style-menu-board',
  name: 'TV Style Menu Board',
  description:
    'A wide wall-mounted illuminated menu board with the clean look of a flat screen, for takeaways, cafés and counters where the menu must be read from the queue.',
  images: images('tv-style-menu-board', [
    'Wide lit menu board above a takeaway counter',
    'Two menu boards side by side on a wall',
    'The menu board from the side, showing its thin profile and wall bracket',
  ]),
  pricing: { kind: 'fixed', price: fromPounds(199.99) },
  inStock: true,
  quantityAvailable: 8,
  notes: ['Same day collection available', 'Estimated 2-3 day delivery'],
});

export const doubleSidedLedDisplay = lightBox({
  id: 'double-sided-led-display',
  name: 'Double Sided LED Display',
  description:
    'A poster display lit on both faces, on a floor stand or hung from the ceiling in a shop window, so passers-by and customers inside both see your offer.',
  images: images('double-sided-led-display', [
    'Double-sided lit poster display on a floor stand in a shop window',
    'The display from the side, showing both lit faces and the base',
    'The display hanging from ceiling wires, seen from the street',
  ]),
  pricing: { kind: 'fixed', price: fromPounds(299.99) },
  inStock: true,
  quantityAvailable: 4,
  notes: ['Same day collection available', 'Estimated 2-3 day delivery'],
});

export const wallLedLightbox = lightBox({
  id: 'wall-led-lightbox',
  name: 'Wall LED Lightbox',
  description:
    'A large landscape light box for brand and lifestyle images on a feature wall: the bright, even backdrop that makes a fashion or beauty department look premium.',
  images: images('wall-led-lightbox', [
    'Large landscape light box with a bright lifestyle image on a shop wall',
    'The light box above a clothes rail in a shop',
    'Corner of the light box with its snap frame open, showing the LED panel',
  ]),
  pricing: { kind: 'fixed', price: fromPounds(399.99) },
  discountPrice: fromPounds(449.99),
  inStock: true,
  quantityAvailable: 12,
  notes: ['Same day collection available', 'Estimated 2-3 day delivery'],
});

/** The range's products, in the catalogue's order: its product pages start with these alone. */
export const range: readonly Product[] = [
  rechargeableMenuLightBox,
  tvStyleMenuBoard,
  doubleSidedLedDisplay,
  wallLedLightbox,
];

/**
 * What only each product's own page shows, by product id: its key features and full
 * specification. A product page's copy of this module carries them (app/routes/product-*.tsx);
 * the lists and the basket import `range` alone and start without them.
 */
export const details: RangeDetails = {
  'rechargeable-menu-light-box': {
    keyFeatures: [
      'Built-in battery: about 10 hours per charge',
      'USB-C charging, lead and plug included',
      'Snap frame for changing the poster in seconds',
      'Even edge-lit LED panel',
    ],
    specifications: [
      { label: 'Poster size', value: 'A4 portrait' },
      { label: 'Battery life', value: 'About 10 hours' },
      { label: 'Charging', value: 'USB-C, 3 hours' },
      { label: 'Depth', value: '12 mm panel on a weighted base' },
      { label: 'Frame', value: 'Silver anodised aluminium' },
      { label: 'Light colour', value: '6000 K daylight white' },
    ],
  },
  'tv-style-menu-board': {
    keyFeatures: [
      'Flat-screen look with a 30 mm profile',
      'Front-opening frame: change the menu on the wall',
      'Boards line up side by side for a full menu wall',
      'Runs from a standard socket, about 40 W',
    ],
    specifications: [
      { label: 'Graphic size', value: '1200 x 600 mm landscape' },
      { label: 'Profile', value: '30 mm' },
      { label: 'Power', value: '240 V, about 40 W' },
      { label: 'Mounting', value: 'Wall bracket included' },
      { label: 'Light colour', value: '6000 K daylight white' },
    ],
  },
  'double-sided-led-display': {
    keyFeatures: [
      'Two lit faces for window and in-store viewing',
      'Floor stand and ceiling hanging kit both included',
      'Snap frames on both sides',
      'Low-energy LED edge lighting',
    ],
    specifications: [
      { label: 'Poster size', value: 'A1 portrait, both faces' },
      { label: 'Depth', value: '40 mm' },
      { label: 'Power', value: '240 V, about 35 W' },
      { label: 'Mounting', value: 'Floor stand or ceiling wires' },
      { label: 'Frame', value: 'Silver anodised aluminium' },
    ],
  },
  'wall-led-lightbox': {
    keyFeatures: [
      'Large format for feature walls',
      'Edge-lit LED panel: even light corner to corner',
      'Fabric or poster graphics, changed through the snap frame',
      'Wall fixings included',
    ],
    specifications: [
      { label: 'Graphic size', value: '1500 x 1000 mm landscape' },
      { label: 'Depth', value: '35 mm' },
      { label: 'Power', value: '240 V, about 60 W' },
      { label: 'Mounting', value: 'Wall fixed, fixings included' },
      { label: 'Light colour', value: '6000 K daylight white' },
      { label: 'Lifetime', value: '50,000 hours' },
    ],
  },
};
