import { fromPounds } from '../catalogue/money';
import type { CardIcon, Href, PageCopy, PricedItem, TextLink } from './catalogue-pages';

export const countersPage: PageCopy = {
  heading: 'Shop Counters',
  intro:
    'The counter is where every sale ends, so it has to work hard: storage underneath, space for the till and card reader, and room to show what sells best. Each one is built to order in our Glasgow workshop.',
  description:
    'Glass display counters, cash counters and reception counters for shops, salons and showrooms, built to order in Glasgow.',
};

/** The icons the counters' cards show (their page draws each: counters-page.tsx). */
export type CounterIcon = Extract<CardIcon, 'glass-counter' | 'cash-counter' | 'reception-counter'>;

export const counters: readonly (PricedItem & { href: Href; icon: CounterIcon })[] = [
  {
    name: 'Glass Display Counter',
    description:
      'A toughened glass cabinet counter with LED lighting and lockable sliding doors on the staff side.',
    price: fromPounds(899.99),
    href: '/products/counter/glass-display',
    icon: 'glass-counter',
  },
  {
    name: 'Cash Counter',
    description:
      'A till point with a cable-managed worktop, a cash drawer bay and shelving for bags and spare stock.',
    price: fromPounds(799.99),
    href: '/products/counter/cash-counter',
    icon: 'cash-counter',
  },
  {
    name: 'Reception Counter',
    description:
      'A front desk with a raised transaction ledge and a lower section for wheelchair users, for salons, clinics and showrooms.',
    price: fromPounds(1299.99),
    href: '/products/counter/reception',
    icon: 'reception-counter',
  },
];

export const counterMadeToMeasure = {
  heading: 'Made to your measurements',
  text: 'Every counter can be built to a different length, height or finish to suit your floor plan and your till system. Tell us what you need and we will come back with a drawing and a price.',
  links: [
    { label: 'Ask about a made-to-measure counter', href: '/contact' },
    { label: 'See our counter display cabinets', href: '/products/display-cabinet' },
  ] satisfies TextLink[],
};
