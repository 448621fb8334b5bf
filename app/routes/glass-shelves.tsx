import { glassShelvesPage } from '../content/glass-shelves-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { GlassShelvesPage } from '../features/catalogue-pages/glass-shelves-page';

export function meta() {
  return pageMeta(glassShelvesPage);
}

export default GlassShelvesPage;
