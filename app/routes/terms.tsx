import { termsPage } from '../content/terms-page';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { TermsPage } from '../features/info-pages/legal-page';
import { withSeo } from '../seo';

function routeMeta() {
  return infoPageMeta(termsPage);
}

export const meta = withSeo(routeMeta);

export default TermsPage;
