import { shopShelvingPage } from '../content/shop-shelving-page';
import { ShopShelvingPage } from '../features/catalogue-pages/shop-shelving-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(shopShelvingPage);
}

export const meta = withSeo(routeMeta);

export default ShopShelvingPage;
