import { termsPage } from '../content/terms-page';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { TermsPage } from '../features/info-pages/legal-page';

export function meta() {
  return infoPageMeta(termsPage);
}

export default TermsPage;
