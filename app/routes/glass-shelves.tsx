import { glassShelvesPage } from '../content/glass-shelves-page';
import { GlassShelvesPage } from '../features/catalogue-pages/glass-shelves-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(glassShelvesPage);
}

export const meta = withSeo(routeMeta);

export default GlassShelvesPage;
