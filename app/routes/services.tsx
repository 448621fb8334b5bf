import { servicesPage } from '../content/services';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { ServicesPage } from '../features/info-pages/services-page';
import { withSeo } from '../seo';

function routeMeta() {
  return infoPageMeta(servicesPage);
}

export const meta = withSeo(routeMeta);

export default ServicesPage;
