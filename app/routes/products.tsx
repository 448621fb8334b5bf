import { productsPage } from '../content/products-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { ProductsPage } from '../features/catalogue-pages/products-page';
import { withSeo } from '../seo';

function routeMeta() {
  return pageMeta(productsPage);
}

export const meta = withSeo(routeMeta);

export default ProductsPage;
