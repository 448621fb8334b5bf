import { countersPage } from '../content/counters-page';
import { CountersPage } from '../features/catalogue-pages/counters-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(countersPage);
}

export const meta = withSeo(routeMeta);

export default CountersPage;
