import type { Product } from './product';
import { productPath } from './product-paths';
import {
  blackCeilingTile,
  blackSuspendedGrid,
  whiteCeilingTile,
  whiteSuspendedGrid,
} from './products/ceiling';
import { premiumGlassCabinet, wallDisplayCabinet } from './products/display-cabinets';
import { clearGlassShelf, toughenedGlassShelf } from './products/glass-shelves';
import {
  doubleSidedLedDisplay,
  rechargeableMenuLightBox,
  tvStyleMenuBoard,
  wallLedLightbox,
} from './products/light-boxes';
import { projectingSign } from './products/outdoor-signage';
import { doubleSidedGondola, ledBackPanel, standardWallShelf } from './products/shelving';

/** Every product the shop sells: one line per product. Pages, basket and search read it. */
export const products: readonly Product[] = [
  standardWallShelf,
  doubleSidedGondola,
  ledBackPanel,
  clearGlassShelf,
  toughenedGlassShelf,
  projectingSign,
  blackSuspendedGrid,
  whiteSuspendedGrid,
  blackCeilingTile,
  whiteCeilingTile,
  wallDisplayCabinet,
  premiumGlassCabinet,
  rechargeableMenuLightBox,
  tvStyleMenuBoard,
  doubleSidedLedDisplay,
  wallLedLightbox,
];

const byId = new Map(products.map((product) => [product.id, product]));

export function findProduct(id: string): Product | undefined {
  return byId.get(id);
}

const byPath = new Map<string, Product>(products.map((product) => [productPath(product), product]));

export function productAtPath(pathname: string): Product | undefined {
  return byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
}
