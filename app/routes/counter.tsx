import { countersPage } from '../content/counters-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { CountersPage } from '../features/catalogue-pages/counters-page';

export function meta() {
  return pageMeta(countersPage);
}

export default CountersPage;
