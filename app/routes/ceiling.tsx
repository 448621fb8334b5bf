import { ceilingPage } from '../content/ceiling-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { CeilingPage } from '../features/catalogue-pages/ceiling-page';
import { withSeo } from '../seo';

function routeMeta() {
  return pageMeta(ceilingPage);
}

export const meta = withSeo(routeMeta);

export default CeilingPage;
