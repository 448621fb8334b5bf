// Its range's module under a second name: this route's chunk holds a copy of that range and
// its products' details alone (app/catalogue/products/range-copies.d.ts).
import { details, range } from '../catalogue/products/display-cabinets.ts?page';
import { ProductPage } from '../features/configurator/product-page';
import { productRoute } from '../features/configurator/product-route';

/** The product pages of one range (the route table: app/catalogue/product-paths.ts). */
const route = productRoute(range, details, ProductPage);
export const meta = route.meta;
export default route.ProductRoute;
