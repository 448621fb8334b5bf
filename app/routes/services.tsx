import { servicesPage } from '../content/services';
import { ServicesPage } from '../features/info-pages/services-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(servicesPage);
}

export const meta = withSeo(routeMeta);

export default ServicesPage;
