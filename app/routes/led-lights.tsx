import { ledLightsPage } from '../content/led-lights-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { LedLightsPage } from '../features/catalogue-pages/led-lights-page';
import { withSeo } from '../seo';

function routeMeta() {
  return pageMeta(ledLightsPage);
}

export const meta = withSeo(routeMeta);

export default LedLightsPage;
