import { fasciaSignsPage } from '../content/signs';
import { FasciaSignsPage } from '../features/outdoor-signage/fascia-signs-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(fasciaSignsPage);
}

export const meta = withSeo(routeMeta);

export default FasciaSignsPage;
