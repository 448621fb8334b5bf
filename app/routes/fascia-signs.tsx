import { fasciaSignsPage } from '../content/signs';
import { FasciaSignsPage } from '../features/outdoor-signage/fascia-signs-page';
import { signagePageMeta } from '../features/outdoor-signage/page-meta';
import { withSeo } from '../seo';

function routeMeta() {
  return signagePageMeta(fasciaSignsPage);
}

export const meta = withSeo(routeMeta);

export default FasciaSignsPage;
