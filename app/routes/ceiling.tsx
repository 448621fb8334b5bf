import { ceilingPage } from '../content/ceiling-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { CeilingPage } from '../features/catalogue-pages/ceiling-page';

export function meta() {
  return pageMeta(ceilingPage);
}

export default CeilingPage;
