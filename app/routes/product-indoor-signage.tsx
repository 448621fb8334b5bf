// Its range's module under a second name: this route's chunk holds a copy of that range and
// its products' details alone (app/catalogue/products/range-copies.d.ts).
import { details, range } from '../catalogue/products/light-boxes.ts?page';
import { productRoute } from '../features/configurator/product-route';
import { LightBoxDetail } from '../features/light-boxes/light-box-detail';

/** The product pages of one range (the route table: app/catalogue/product-paths.ts). */
const route = productRoute(range, details, LightBoxDetail);
export const meta = route.meta;
export default route.ProductRoute;
