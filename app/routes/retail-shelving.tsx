import { shopShelvingPage } from '../content/shop-shelving-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { ShopShelvingPage } from '../features/catalogue-pages/shop-shelving-page';

export function meta() {
  return pageMeta(shopShelvingPage);
}

export default ShopShelvingPage;
