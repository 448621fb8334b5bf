import { shopShelvingPage } from '../content/shop-shelving-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { ShopShelvingPage } from '../features/catalogue-pages/shop-shelving-page';
import { withSeo } from '../seo';

function routeMeta() {
  return pageMeta(shopShelvingPage);
}

export const meta = withSeo(routeMeta);

export default ShopShelvingPage;
