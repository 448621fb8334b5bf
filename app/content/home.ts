import { site } from './site';

/** The home page's copy. Products are referred to by id and read from the catalogue. */

export const bannerMessages = [
  'Free delivery on orders over £1,000',
  `Visit our Glasgow showroom: Mon-Fri 9am-5pm, Sat 10am-2pm`,
  `Trade accounts available: call ${site.phone.display}`,
];

export const heroSlides = [
  {
    heading: 'Signs that sell before customers walk in',
    text: 'LED light boxes, menu boards and window displays, made and stocked in Glasgow.',
    cta: 'Shop indoor signage',
    href: '/products/indoor-signage',
    image: {
      src: '/images/products/wall-led-lightbox-2.svg',
      alt: 'Lit wall light box above a clothes rail in a shop',
    },
  },
  {
    heading: 'Display cabinets that show off your best stock',
    text: 'Lockable wall and glass cabinets with LED lighting, configured to your size and finish.',
    cta: 'Shop display cabinets',
    href: '/products/display-cabinet',
    image: {
      src: '/images/products/premium-glass.svg',
      alt: 'Tall glass display cabinet with lit shelves',
    },
  },
  {
    heading: 'Shelving for every aisle and wall',
    text: 'Wall shelving and gondolas in stock for same day collection, with free delivery over £1,000.',
    cta: 'Shop retail shelving',
    href: '/products/retail-shelving',
    image: {
      src: '/images/products/double-sided-gondola.svg',
      alt: 'Double-sided gondola shelving stocked with products',
    },
  },
] as const;

export const productTiles = [
  { label: 'Retail Shelving', href: '/products/retail-shelving', icon: 'shelving' },
  { label: 'Shop Counters', href: '/products/counters', icon: 'counter' },
  { label: 'Slatwall Panels', href: '/products/slatwall-panels', icon: 'slatwall' },
  { label: 'LED Lighting', href: '/products/led-lights', icon: 'lighting' },
  { label: 'Tobacco and Vape Units', href: '/products/tobacco-vape', icon: 'tobacco' },
  { label: 'Fruit and Veg Displays', href: '/products/fruit-veg', icon: 'produce' },
] as const;

export const benefits = [
  {
    title: 'Free delivery over £1,000',
    text: 'Orders over £1,000 are delivered free; smaller orders arrive from our Glasgow stock in an estimated 2-3 days.',
  },
  {
    title: '5-year warranty',
    text: 'Signs carry a 5-year warranty (2 years on electrical parts), ceilings 10 years and light boxes 2 years.',
  },
  {
    title: 'Glasgow showroom',
    text: 'See the shelving, cabinets and lighting working before you buy, and collect the same day.',
  },
  {
    title: 'Fitted by our own team',
    text: 'From one shelf to a full shop fit-out, our installers work around your opening hours.',
  },
] as const;

export const reviews = [
  {
    id: 'review-1',
    author: 'Aisha K., convenience store, Govanhill',
    rating: 5,
    text: 'New gondolas and wall shelving fitted over a Sunday night. We opened on Monday morning as normal and the shop looks twice the size.',
    date: '2 weeks ago',
  },
  {
    id: 'review-2',
    author: 'Martin D., café, Finnieston',
    rating: 5,
    text: 'The rechargeable menu boxes sit on every table and the TV-style board over the counter has cut the questions at the till. Quick, friendly service.',
    date: '1 month ago',
  },
  {
    id: 'review-3',
    author: 'Sophie R., jeweller, Paisley',
    rating: 5,
    text: 'Two lit glass cabinets made to our size. The team came to measure, talked us through the options and had them fitted in under three weeks.',
    date: '3 months ago',
  },
] as const;
