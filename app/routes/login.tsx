import { logInPage } from '../content/trade-account-pages';
import { LogInPage } from '../features/info-pages/trade-pages';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(logInPage);
}

export const meta = withSeo(routeMeta);

export default LogInPage;
