import type { range as Range } from '../catalogue/products/light-boxes';
// @ts-expect-error the range's module under a second name, so that this route's chunk holds
// its own copy of the data and the page starts without the other ranges (vite.config.ts)
import { range } from '../catalogue/products/light-boxes.ts?page';
import { productRoute } from '../features/configurator/product-route';
import { LightBoxDetail } from '../features/light-boxes/light-box-detail';

/** The product pages of one range (the route table: app/catalogue/product-paths.ts). */
const route = productRoute(range as typeof Range, LightBoxDetail);
export const meta = route.meta;
export default route.ProductRoute;
