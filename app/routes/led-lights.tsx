import { ledLightsPage } from '../content/led-lights-page';
import { LedLightsPage } from '../features/catalogue-pages/led-lights-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(ledLightsPage);
}

export const meta = withSeo(routeMeta);

export default LedLightsPage;
