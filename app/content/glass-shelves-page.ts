import type { PageCopy } from './catalogue-pages';

export const glassShelvesPage: PageCopy = {
  heading: 'Glass Shelves',
  intro:
    'Clear and toughened glass shelves with polished edges, cut to your width and depth in our Glasgow workshop. Collect the same day or have them delivered in two to three days.',
  description:
    '6mm clear and 8mm toughened glass shelves with polished edges, cut to size in Glasgow for cabinets, wall displays and shop shelving.',
};

/** Which glass suits which job: the question the sales team is asked most. */
export const glassAdvice = {
  heading: 'Which glass do I need?',
  paragraphs: [
    '6mm clear glass is the right choice inside a cabinet or on a wall display carrying light items such as cosmetics, cards or jewellery boxes. It is the more economical option and looks just as crisp.',
    '8mm toughened glass is heat-treated to be far stronger, and if it is ever broken it crumbles into small blunt pieces rather than sharp shards. Choose it for open shop floors, heavier stock, shelves at child height and anywhere the public can lean on them.',
  ],
};
