import type { CardIcon, LinkTile, PageCopy, ProductTile, TextLink } from './catalogue-pages';

export const shopShelvingPage: PageCopy = {
  heading: 'Shop Shelving',
  intro:
    'Steel shelving that goes up quickly, takes a knock and can be re-laid when your ranges change. Our standard bays are held in stock in Glasgow, and we can plan and fit a whole shop for you.',
  description:
    'Wall shelving, double-sided gondolas, corner units, LED back panels, slatwall, glass shelves and magazine stands for shops, from our Glasgow showroom.',
};

/** The icons the shelving ranges' cards show (shop-shelving-page.tsx draws each). */
export type ShelvingIcon = Extract<
  CardIcon,
  'corner-shelving' | 'slatwall' | 'glass-shelf' | 'magazine-stand'
>;

export const shelvingTiles: readonly (ProductTile | (LinkTile & { icon: ShelvingIcon }))[] = [
  { kind: 'product', productId: 'standard-wall-shelf' },
  { kind: 'product', productId: 'double-sided-gondola' },
  {
    kind: 'link',
    name: 'Corner Shelving',
    href: '/products/shelving/corner-shelving',
    description:
      'Turns a wall run round a corner without a dead gap, so the stock in the corner is still in reach and in view.',
    icon: 'corner-shelving',
  },
  { kind: 'product', productId: 'led-back-panel' },
  {
    kind: 'link',
    name: 'Slatwall Display',
    href: '/products/shelving/slatwall-display',
    description:
      'Grooved wall panels that take hooks, shelves and baskets anywhere along their length: ideal for phone accessories, gifts and clothing.',
    icon: 'slatwall',
  },
  {
    kind: 'link',
    name: 'Glass Shelves',
    href: '/products/glass-shelves',
    description:
      'Clear and toughened glass shelves cut to your width and depth, for cabinets and premium wall displays.',
    icon: 'glass-shelf',
  },
  {
    kind: 'link',
    name: 'Magazine Stand',
    href: '/products/shelving/magazine-stand',
    description:
      'Tiered racks that show every title cover-forward, for newsagents, convenience stores and waiting areas.',
    icon: 'magazine-stand',
  },
];

export const shelvingPlanning = {
  heading: 'Planning a new layout?',
  text: 'Send us the floor plan or a few photographs and we will draw up a shelving layout with bay counts and a price, whether you fit it yourself or want our team to do it.',
  links: [
    { label: 'Ask for a shelving layout', href: '/contact' },
    { label: 'Our planning service', href: '/services/planning' },
  ] satisfies TextLink[],
};
