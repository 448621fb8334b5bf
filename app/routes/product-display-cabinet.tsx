// Its range's module under a second name: this route's chunk holds a copy of that range
// alone (app/catalogue/products/range-copies.d.ts).
import { range } from '../catalogue/products/display-cabinets.ts?page';
import { productRoute } from '../features/configurator/product-route';
import { LightBoxDetail } from '../features/light-boxes/light-box-detail';

/** The product pages of one range (the route table: app/catalogue/product-paths.ts). */
const route = productRoute(range, LightBoxDetail);
export const meta = route.meta;
export default route.ProductRoute;
