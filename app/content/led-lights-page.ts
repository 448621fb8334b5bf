import type { PageCopy, TextLink } from './catalogue-pages';

export const ledLightsPage: PageCopy = {
  heading: 'LED Lighting for Shops',
  intro:
    'Good lighting sells. It draws people in from the street, shows the true colour of what is on the shelf and makes a small shop feel open and easy to browse. LED does all of that for a fraction of the running cost of the fittings it replaces.',
  description:
    'Why LED lighting suits shops, how to light a shop floor in layers, and how to choose colour temperature, with advice and installation from Glasgow.',
};

export type TextSection = {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

export const ledLightingSections: readonly TextSection[] = [
  {
    heading: 'Why retailers are switching to LED',
    paragraphs: [
      'An LED panel gives the same light as an old fluorescent fitting for roughly half the electricity, and an LED spotlight uses a fraction of the power of the halogen it replaces. In a shop that is lit ten or twelve hours a day, six or seven days a week, the saving shows on every bill.',
      'LEDs also run cool. Less heat from the ceiling means less work for the chillers, chocolate that stays in shape in the window and a more comfortable shop floor in summer.',
      'A good LED fitting is rated for tens of thousands of hours, so there are far fewer ladders, lamp changes and dark corners between refits.',
    ],
  },
  {
    heading: 'Light the shop in layers',
    paragraphs: [
      'The shops that look best use more than one kind of light. We plan lighting in three layers, so each job is done by the right fitting:',
    ],
    list: [
      'General light: flat LED panels that drop into a suspended ceiling grid, giving even, glare-free light across the whole floor.',
      'Accent light: adjustable spotlights on track to pick out the window, promotional ends and feature walls.',
      'Display light: LED strips along shelf edges and inside cabinets, and lit back panels behind shelving, so the product itself glows.',
    ],
  },
  {
    heading: 'Choosing the colour of the light',
    paragraphs: [
      'Colour temperature, measured in kelvin (K), sets the mood. The same shelf of stock can look warm and inviting or crisp and clinical depending on the lamps above it.',
    ],
    list: [
      'Warm white, around 3000 K: bakeries, cafés, boutiques and gift shops, where you want a relaxed, welcoming feel.',
      'Neutral white, around 4000 K: convenience stores, off-licences and most general retail, bright without being harsh.',
      'Cool white, 5000 K to 6000 K: pharmacies, phone shops and hardware stores, where customers need to read small print and see detail.',
    ],
  },
  {
    heading: 'Colours that look true',
    paragraphs: [
      'The colour rendering index (CRI) tells you how faithfully a light shows colour, out of 100. For general areas a CRI of 80 or more is fine. For fresh food, clothing and cosmetics, where customers judge the product by its colour, choose 90 or more: fruit looks ripe, meat looks fresh and a lipstick on the shelf matches the one at home.',
    ],
  },
];

export const ledLightingPlanning = {
  heading: 'Planned, supplied and fitted',
  text: 'We design lighting together with your shelving and ceiling layout, so fittings line up with the aisles rather than the old ceiling. Our electrical team installs and connects everything, phased around your opening hours so you keep trading. Send us a floor plan or a few photographs and we will suggest a layout and a price.',
  links: [
    { label: 'Ask for a lighting layout', href: '/contact' },
    { label: 'Our electrical services', href: '/services/electrical' },
  ] satisfies TextLink[],
};
