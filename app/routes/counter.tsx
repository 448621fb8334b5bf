import { countersPage } from '../content/counters-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { CountersPage } from '../features/catalogue-pages/counters-page';
import { withSeo } from '../seo';

function routeMeta() {
  return pageMeta(countersPage);
}

export const meta = withSeo(routeMeta);

export default CountersPage;
