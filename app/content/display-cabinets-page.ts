import { slugify } from '../catalogue/slug';
import { fromPounds } from '../catalogue/money';
import type { Href, PageCopy, PricedItem } from './catalogue-pages';

export const displayCabinetsPage: PageCopy = {
  heading: 'Display Cabinets',
  intro:
    'Lockable glass cabinets with built-in LED lighting, for the stock that sells when it is seen and walks when it is not: jewellery, watches, phones, fragrance and vapes.',
  description:
    'Wall and counter display cabinets with toughened glass, locks and LED lighting, plus two cabinets you can configure online. Supplied and fitted from Glasgow.',
};

export const configurableCabinets = {
  heading: 'Configure your own cabinet',
  text: 'Choose the size, finish, glass and lighting online and see the price as you go.',
  productIds: ['showcase', 'premium-glass'] as const,
};

export type CabinetGroup = {
  name: string;
  href: Href;
  description: string;
  items: readonly (PricedItem & { href: Href })[];
};

/** A group's cabinets live under its own path: /products/display-cabinet/{group}/{cabinet}. */
function cabinetGroup(
  name: string,
  description: string,
  items: readonly PricedItem[],
): CabinetGroup {
  const href: Href = `/products/display-cabinet/${slugify(name)}`;
  return {
    name,
    href,
    description,
    items: items.map((item) => ({ ...item, href: `${href}/${slugify(item.name)}` })),
  };
}

export const cabinetGroups: readonly CabinetGroup[] = [
  cabinetGroup(
    'Wall Display Cabinets',
    'Mounted on the wall behind the counter or along an aisle, they turn dead wall space into lit, locked display.',
    [
      {
        name: 'Slimline Wall Cabinet',
        description:
          'Only 250 mm deep, with sliding glass doors and three glass shelves: fits behind a narrow counter.',
        price: fromPounds(899.99),
      },
      {
        name: 'Lockable Jewellery Wall Cabinet',
        description:
          'Velvet-lined shelves, warm white LED strips and a cam lock on each door for rings, chains and watches.',
        price: fromPounds(1099.99),
      },
      {
        name: 'Mirror-Back Wall Cabinet',
        description:
          'A mirrored back doubles the light and shows every side of fragrance bottles and collectables.',
        price: fromPounds(1299.99),
      },
      {
        name: 'Full-Height Wall Cabinet',
        description:
          'Floor-standing and wall-fixed at 2100 mm tall, with five adjustable shelves and lit top and sides.',
        price: fromPounds(1499.99),
      },
    ],
  ),
  cabinetGroup(
    'Counter Display Cabinets',
    'Glass-topped counters that serve and display at once, so customers browse while they wait to pay.',
    [
      {
        name: 'Compact Counter Cabinet',
        description:
          'A 1000 mm glass counter with one lit shelf and lockable rear doors, for kiosks and small units.',
        price: fromPounds(799.99),
      },
      {
        name: 'Half-Glass Display Counter',
        description:
          'A glass display top over a closed storage base: stock on show above, spares and bags below.',
        price: fromPounds(899.99),
      },
      {
        name: 'Full-Glass Display Counter',
        description:
          'Glass on the top, front and sides, with two lit shelves for phones, vapes and accessories.',
        price: fromPounds(999.99),
      },
      {
        name: 'Jewellery Display Counter',
        description:
          'A low counter with a lit, velvet-lined top tier and laminated glass for a jeweller’s front shop.',
        price: fromPounds(1199.99),
      },
    ],
  ),
];
