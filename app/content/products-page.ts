import type { CardIcon, Href, PageCopy, TextLink } from './catalogue-pages';

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
  icon: CardIcon;
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
    icon: 'shelving',
    productIds: ['standard-wall-shelf', 'double-sided-gondola', 'led-back-panel'],
  },
  {
    id: 'illuminated-signage',
    name: 'Illuminated Signage',
    description:
      'Light boxes and lit letters that keep your name and your offers readable after dark, made to size in our workshop.',
    icon: 'illuminated-sign',
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
    icon: 'outdoor-sign',
  },
  {
    id: 'led-lights',
    name: 'LED Lights',
    href: '/products/led-lights',
    description:
      'Low-energy lighting for the whole shop: ceiling panels, spotlights and shelf and cabinet lighting.',
    icon: 'led',
  },
  {
    id: 'display-cabinet',
    name: 'Display Cabinets',
    href: '/products/display-cabinet',
    description:
      'Lockable glass wall and counter cabinets with built-in lighting, for stock that should be seen but kept secure.',
    icon: 'cabinet',
  },
];

/** The ranges with pages of their own that the categories above do not cover. */
export const moreRanges: readonly TextLink[] = [
  { label: 'Glass Shelves', href: '/products/glass-shelves' },
  { label: 'Suspended Ceilings', href: '/products/ceiling' },
  { label: 'Shop Counters', href: '/products/counter' },
  { label: 'Indoor Signage', href: '/products/indoor-signage' },
];
