import { signUpPage } from '../content/trade-account-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { SignUpPage } from '../features/info-pages/trade-pages';

export function meta() {
  return infoPageMeta(signUpPage);
}

export default SignUpPage;
