import { logInPage } from '../content/trade-account-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { LogInPage } from '../features/info-pages/trade-pages';

export function meta() {
  return infoPageMeta(logInPage);
}

export default LogInPage;
