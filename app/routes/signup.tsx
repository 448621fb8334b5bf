import { signUpPage } from '../content/trade-account-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { SignUpPage } from '../features/info-pages/trade-pages';
import { withSeo } from '../seo';

function routeMeta() {
  return infoPageMeta(signUpPage);
}

export const meta = withSeo(routeMeta);

export default SignUpPage;
