import { privacyPage } from '../content/privacy-page';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { PrivacyPage } from '../features/info-pages/legal-page';

export function meta() {
  return infoPageMeta(privacyPage);
}

export default PrivacyPage;
