import { outdoorSignagePage } from '../content/signs';
import { OutdoorSignagePage } from '../features/outdoor-signage/outdoor-signage-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(outdoorSignagePage);
}

export const meta = withSeo(routeMeta);

export default OutdoorSignagePage;
