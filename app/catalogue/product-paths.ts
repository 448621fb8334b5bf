/**
 * The product pages, named, without the products. The route table is in every page's
 * start-up, and the pages that show no product link to a few by name: with this list alone
 * they start without the catalogue's data (docs/decisions/041). product-paths.test.ts
 * checks that it names exactly the registry's products, in its order.
 */

/**
 * A product's own page: /products/{category}/{id}, with `choices` in the query its
 * configurator reads (?width=1200&depth=300) when there are any.
 */
export function productPath(
  product: { category: string; id: string },
  choices: [string, string][] = [],
): `/${string}` {
  const path = `/products/${product.category}/${product.id}` as const;
  const query = new URLSearchParams(choices).toString();
  return query === '' ? path : `${path}?${query}`;
}

export type ProductPage = { id: string; category: string; name: string };

export const productPages: readonly ProductPage[] = [
  { id: 'standard-wall-shelf', category: 'shelving', name: 'Standard Wall Shelf' },
  { id: 'double-sided-gondola', category: 'shelving', name: 'Double-Sided Gondola' },
  { id: 'led-back-panel', category: 'shelving', name: 'LED Back Panel' },
  { id: 'clear-glass-shelf', category: 'glass-shelves', name: '6mm Clear Glass Shelf' },
  { id: 'toughened-glass-shelf', category: 'glass-shelves', name: '8mm Toughened Glass Shelf' },
  { id: 'projecting-signs', category: 'outdoor-signage', name: 'Double-Sided Projecting Sign' },
  { id: 'black-suspended-grid', category: 'ceiling', name: 'Black Suspended Grid' },
  { id: 'white-suspended-grid', category: 'ceiling', name: 'White Suspended Grid' },
  { id: 'black-ceiling-tile', category: 'ceiling', name: 'Black Ceiling Tile' },
  { id: 'white-ceiling-tile', category: 'ceiling', name: 'White Ceiling Tile' },
  { id: 'showcase', category: 'display-cabinet', name: 'Wall Display Cabinet' },
  { id: 'premium-glass', category: 'display-cabinet', name: 'Premium Glass Cabinet' },
  {
    id: 'rechargeable-menu-light-box',
    category: 'indoor-signage',
    name: 'Rechargeable Menu Light Box',
  },
  { id: 'tv-style-menu-board', category: 'indoor-signage', name: 'TV Style Menu Board' },
  { id: 'double-sided-led-display', category: 'indoor-signage', name: 'Double Sided LED Display' },
  { id: 'wall-led-lightbox', category: 'indoor-signage', name: 'Wall LED Lightbox' },
];

const byId = new Map(productPages.map((page) => [page.id, page]));

/** The page of the product with this id, named; none for an id the shop does not sell. */
export function productPageOf(id: string): ProductPage | undefined {
  return byId.get(id);
}
