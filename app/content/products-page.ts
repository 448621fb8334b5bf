import type { Href, PageCopy, TextLink } from './catalogue-pages';

export const productsPage: PageCopy = {
  heading: 'Our Products',
  intro:
    'Everything we supply for a shop floor, from the first run of shelving to the sign above the door. Browse a range below, or visit our Glasgow showroom to see most of it in person.',
  description:
    'Shop shelving, illuminated and outdoor signage, LED lighting and display cabinets for retailers across Scotland, supplied and fitted from Glasgow.',
};

/**
 * A product category. Its subpages are products from the registry (by id) or plain
 * links; a category with an `href` has a page of its own.
 */
export type ProductCategory = {
  id: string;
  name: string;
  href?: Href;
  description: string;
  /** A picture the site already shows of the range; the card's heading names it, so no alt. */
  image: { src: string; width: number; height: number };
  productIds?: readonly string[];
  links?: readonly TextLink[];
};

export const productCategories: readonly ProductCategory[] = [
  {
    id: 'shelving',
    name: 'Shelving',
    href: '/products/retail-shelving',
    description:
      'Steel wall bays, island gondolas and lit back panels for convenience stores, off-licences, pharmacies and supermarkets.',
    image: { src: '/images/products/standard-wall-shelf.svg', width: 800, height: 600 },
    productIds: ['standard-wall-shelf', 'double-sided-gondola', 'led-back-panel'],
  },
  {
    id: 'illuminated-signage',
    name: 'Illuminated Signage',
    description:
      'Light boxes and lit letters that keep your name and your offers readable after dark, made to size in our workshop.',
    image: { src: '/images/products/wall-led-lightbox-2.svg', width: 800, height: 600 },
    links: [
      { label: 'Lightbox Signs', href: '/products/illuminated-signage/lightbox-signs' },
      {
        label: 'Illuminated Lettering',
        href: '/products/illuminated-signage/illuminated-lettering',
      },
    ],
  },
  {
    id: 'outdoor-signage',
    name: 'Outdoor Signage',
    href: '/products/outdoor-signage',
    description:
      'Fascia signs, projecting signs and window graphics, surveyed, made and installed by our own team.',
    image: { src: '/images/products/projecting-signs.svg', width: 800, height: 600 },
  },
  {
    id: 'led-lights',
    name: 'LED Lights',
    href: '/products/led-lights',
    description:
      'Low-energy lighting for the whole shop: ceiling panels, spotlights and shelf and cabinet lighting.',
    image: { src: '/images/products/led-back-panel.svg', width: 800, height: 600 },
  },
  {
    id: 'display-cabinet',
    name: 'Display Cabinets',
    href: '/products/display-cabinet',
    description:
      'Lockable glass wall and counter cabinets with built-in lighting, for stock that should be seen but kept secure.',
    image: { src: '/images/products/premium-glass.svg', width: 800, height: 600 },
  },
];

/** The ranges with pages of their own that the categories above do not cover. */
export const moreRanges: readonly TextLink[] = [
  { label: 'Glass Shelves', href: '/products/glass-shelves' },
  { label: 'Suspended Ceilings', href: '/products/ceiling' },
  { label: 'Shop Counters', href: '/products/counter' },
  { label: 'Indoor Signage', href: '/products/indoor-signage' },
];
