import type { Product } from './product';
import { range as ceiling } from './products/ceiling';
import { range as displayCabinets } from './products/display-cabinets';
import { range as glassShelves } from './products/glass-shelves';
import { range as lightBoxes } from './products/light-boxes';
import { range as outdoorSignage } from './products/outdoor-signage';
import { range as shelving } from './products/shelving';

/** Every product the shop sells: one line per product. Pages, basket and search read it. */
export const products: readonly Product[] = [
  ...shelving,
  ...glassShelves,
  ...outdoorSignage,
  ...ceiling,
  ...displayCabinets,
  ...lightBoxes,
];

const byId = new Map(products.map((product) => [product.id, product]));

export function findProduct(id: string): Product | undefined {
  return byId.get(id);
}
