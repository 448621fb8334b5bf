import { ledLightsPage } from '../content/led-lights-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { LedLightsPage } from '../features/catalogue-pages/led-lights-page';

export function meta() {
  return pageMeta(ledLightsPage);
}

export default LedLightsPage;
