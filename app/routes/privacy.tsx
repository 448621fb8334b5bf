import { privacyPage } from '../content/privacy-page';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { PrivacyPage } from '../features/info-pages/legal-page';
import { withSeo } from '../seo';

function routeMeta() {
  return infoPageMeta(privacyPage);
}

export const meta = withSeo(routeMeta);

export default PrivacyPage;
