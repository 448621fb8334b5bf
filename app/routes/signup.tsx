import { signUpPage } from '../content/trade-account-pages';
import { SignUpPage } from '../features/info-pages/trade-pages';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(signUpPage);
}

export const meta = withSeo(routeMeta);

export default SignUpPage;
