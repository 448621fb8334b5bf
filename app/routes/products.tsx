import { productsPage } from '../content/products-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { ProductsPage } from '../features/catalogue-pages/products-page';

export function meta() {
  return pageMeta(productsPage);
}

export default ProductsPage;
