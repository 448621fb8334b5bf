import { tradeAccountPage } from '../content/trade-account-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { TradeAccountPage } from '../features/info-pages/trade-pages';

export function meta() {
  return infoPageMeta(tradeAccountPage);
}

export default TradeAccountPage;
