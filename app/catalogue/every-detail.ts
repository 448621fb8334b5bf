import type { RangeDetails } from './product';
import { details as ceiling } from './products/ceiling';
import { details as displayCabinets } from './products/display-cabinets';
import { details as glassShelves } from './products/glass-shelves';
import { details as lightBoxes } from './products/light-boxes';
import { details as outdoorSignage } from './products/outdoor-signage';
import { details as shelving } from './products/shelving';

/**
 * Every product's key features and specification, by product id: for the brochure, which the
 * build writes, and the tests. No page imports it: a product page's route carries its own
 * range's details, and the pages listing products carry none (docs/decisions/041).
 */
export const everyDetail: RangeDetails = {
  ...shelving,
  ...glassShelves,
  ...outdoorSignage,
  ...ceiling,
  ...displayCabinets,
  ...lightBoxes,
};
