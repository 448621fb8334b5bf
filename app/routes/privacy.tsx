import { privacyPage } from '../content/privacy-page';
import { PrivacyPage } from '../features/info-pages/legal-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(privacyPage);
}

export const meta = withSeo(routeMeta);

export default PrivacyPage;
