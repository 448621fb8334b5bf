// The home page's "Featured Products", by product id. A module of its own: the section
// hydrates after the page (app/features/home/later-parts.ts), and with the rest of the home
// page's words this list would make a file that both load.
export const featuredProductIds = [
  'toughened-glass-shelf',
  'rechargeable-menu-light-box',
  'premium-glass',
  'double-sided-gondola',
] as const;
