import { whatWeDoPage } from '../content/projects-pages';
import { WhatWeDoPage } from '../features/info-pages/what-we-do-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(whatWeDoPage);
}

export const meta = withSeo(routeMeta);

export default WhatWeDoPage;
