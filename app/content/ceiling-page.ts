import { fromPounds } from '../catalogue/money';
import type { Benefit, CardIcon, PageCopy, PricedItem, TextLink } from './catalogue-pages';

export const ceilingPage: PageCopy = {
  heading: 'Suspended Ceilings',
  intro:
    'Black and white exposed-tee grid and mineral fibre tiles for shops, cafés, offices and stock rooms. Buy exactly what your ceiling needs, priced by the square metre or by the tile.',
  description:
    'Black and white suspended ceiling grid and ceiling tiles, collected from our Glasgow warehouse, with a 10-year warranty and installation available.',
};

/** Every ceiling product is collected, not delivered (SPEC.md section 1). */
export const ceilingCollection = {
  heading: 'Collected from our Glasgow warehouse',
  text: 'Ceiling grid and tiles are collection only. Send us your basket or call the sales team, and we will have your order picked and ready to load at our Glasgow warehouse. Bring a van long enough for 3.6 m main runners.',
};

export const ceilingProductIds: readonly string[] = [
  'black-suspended-grid',
  'white-suspended-grid',
  'black-ceiling-tile',
  'white-ceiling-tile',
];

/**
 * The ceiling page's card prices are per square metre for both grids (SPEC.md section 9,
 * "Ceiling cards: 12.99/m²"), although the black grid's components are priced each.
 */
export const ceilingCardUnits: Readonly<Record<string, string>> = {
  'black-suspended-grid': '/m²',
};

/** The icons the ceiling page's cards and benefits show (ceiling-page.tsx draws each). */
export type CeilingIcon = Extract<
  CardIcon,
  'suspension-wire' | 'ceiling-light' | 'warranty' | 'warehouse' | 'trade'
>;

/** Ceiling items on their way to the range: priced, but not yet sold online. */
export const comingSoonCeilingItems: readonly (PricedItem & { icon: CeilingIcon })[] = [
  {
    name: 'Suspension Wire',
    description:
      'Pre-cut galvanised hanger wire with an eyelet and a fast-adjust clip for levelling the grid from the soffit.',
    price: fromPounds(4.99),
    unit: '/pack',
    icon: 'suspension-wire',
  },
  {
    name: 'LED Light',
    description:
      'A flat 600 x 600 LED panel that drops straight into the grid in place of a tile, for even, glare-free light.',
    price: fromPounds(29.99),
    unit: '/unit',
    icon: 'ceiling-light',
  },
];

export const ceilingInstallation = {
  heading: 'Need your ceiling installed?',
  text: 'Our own installers fit suspended ceilings in occupied shops, often out of hours so you can keep trading. Tell us the room size and we will quote for the supply and fitting together, lights included.',
  links: [
    { label: 'Contact us for an installation quote', href: '/contact' },
    { label: 'See all our services', href: '/services' },
  ] satisfies TextLink[],
};

export const ceilingBenefits: readonly (Benefit & { icon: CeilingIcon })[] = [
  {
    title: '10-year warranty',
    text: 'Our ceiling grid and tiles carry a 10-year warranty, so a ceiling fitted today will still look right long after the next refit.',
    icon: 'warranty',
  },
  {
    title: 'Collect from Glasgow',
    text: 'Grid and tiles are held in stock at our Glasgow warehouse, so even a large order is ready to load without waiting on a haulier.',
    icon: 'warehouse',
  },
  {
    title: 'Trade quantities',
    text: 'From a single box of tiles to a whole unit, we hold the stock for contractors and trade buyers. Ask about trade accounts for regular orders.',
    icon: 'trade',
  },
];

/** The ceiling planner's section on the page. */
export const ceilingPlannerSection = {
  heading: 'Plan your ceiling',
  lead: 'Type your room’s size and choose the tiles and grid: we work out how many tiles and how much grid it needs, priced, and add it all to your basket in one step.',
  /** Under the bill: what its quantities include, so it claims nothing it does not list. */
  tiles: 'Tiles include 5% for cutting at the edges.',
  // PRODUCT.md "Ceiling planner": the per-m² price covers runners, tees, trim and hangers.
  whiteGrid:
    'The white grid is priced per m² of ceiling and includes its main runners, cross tees, wall trim and hangers.',
  blackGrid:
    'The black grid is sold by the piece: runners, tees and trim by the length, brackets by the pack of 100 and hanger wire by the reel, each a line above.',
};
