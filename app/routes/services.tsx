import { servicesPage } from '../content/services';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { ServicesPage } from '../features/info-pages/services-page';

export function meta() {
  return infoPageMeta(servicesPage);
}

export default ServicesPage;
