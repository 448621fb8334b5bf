import { tradeAccountPage } from '../content/trade-account-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { TradeAccountPage } from '../features/info-pages/trade-pages';
import { withSeo } from '../seo';

function routeMeta() {
  return infoPageMeta(tradeAccountPage);
}

export const meta = withSeo(routeMeta);

export default TradeAccountPage;
