/** The page each product category belongs to, for breadcrumbs and "back to" links. */
export const categories: Readonly<Record<string, { label: string; path: `/${string}` }>> = {
  shelving: { label: 'Retail Shelving', path: '/products/retail-shelving' },
  'glass-shelves': { label: 'Glass Shelves', path: '/products/glass-shelves' },
  ceiling: { label: 'Suspended Ceilings', path: '/products/ceiling' },
  'display-cabinet': { label: 'Display Cabinets', path: '/products/display-cabinet' },
  'outdoor-signage': { label: 'Outdoor Signage', path: '/products/outdoor-signage' },
  'indoor-signage': { label: 'Indoor Signage', path: '/products/indoor-signage' },
};
