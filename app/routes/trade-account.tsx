import { tradeAccountPage } from '../content/trade-account-pages';
import { TradeAccountPage } from '../features/info-pages/trade-pages';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(tradeAccountPage);
}

export const meta = withSeo(routeMeta);

export default TradeAccountPage;
