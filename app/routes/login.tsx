import { logInPage } from '../content/trade-account-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { LogInPage } from '../features/info-pages/trade-pages';
import { withSeo } from '../seo';

function routeMeta() {
  return infoPageMeta(logInPage);
}

export const meta = withSeo(routeMeta);

export default LogInPage;
