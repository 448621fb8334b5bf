/**
 * The product card link rule of SPEC.md section 2: a few products have pages of their
 * own at fixed paths; the light boxes share one listing; everything else is
 * /products/{category}/{name as a slug}.
 */

import { slugify } from './slug';

export type CardLinkTarget = { id: string; name: string; category: string };

const fixedPaths: Readonly<Record<string, string>> = {
  'clear-glass-shelf': '/products/glass-shelves/clear-glass-shelf',
  'toughened-glass-shelf': '/products/glass-shelves/toughened-glass-shelf',
  'double-sided-led-display': '/products/indoor-signage/double-sided-led-display',
  'rechargeable-menu-light-box': '/products/indoor-signage/rechargeable-menu-light-box',
  'tv-style-menu-board': '/products/indoor-signage/tv-style-menu-board',
  'wall-led-lightbox': '/products/indoor-signage/wall-led-lightbox',
  showcase: '/products/display-cabinet/showcase',
  'premium-glass': '/products/display-cabinet/premium-glass',
  // Its page in SPEC.md section 2; its name would give double-sided-projecting-sign.
  'projecting-signs': '/products/outdoor-signage/projecting-signs',
};

export function cardHref({ id, name, category }: CardLinkTarget): string {
  const fixed = fixedPaths[id];
  if (fixed) return fixed;
  if (category === 'advertising-light-box') return '/products/indoor-signage/advertising-light-box';
  return `/products/${category}/${slugify(name)}`;
}
