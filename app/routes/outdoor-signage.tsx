import { outdoorSignagePage } from '../content/signs';
import { OutdoorSignagePage } from '../features/outdoor-signage/outdoor-signage-page';
import { signagePageMeta } from '../features/outdoor-signage/page-meta';
import { withSeo } from '../seo';

function routeMeta() {
  return signagePageMeta(outdoorSignagePage);
}

export const meta = withSeo(routeMeta);

export default OutdoorSignagePage;
