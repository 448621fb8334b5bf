import { termsPage } from '../content/terms-page';
import { TermsPage } from '../features/info-pages/legal-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(termsPage);
}

export const meta = withSeo(routeMeta);

export default TermsPage;
