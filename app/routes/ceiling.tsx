import { ceilingPage } from '../content/ceiling-page';
import { CeilingPage } from '../features/catalogue-pages/ceiling-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(ceilingPage);
}

export const meta = withSeo(routeMeta);

export default CeilingPage;
