import { productsPage } from '../content/products-page';
import { ProductsPage } from '../features/catalogue-pages/products-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(productsPage);
}

export const meta = withSeo(routeMeta);

export default ProductsPage;
