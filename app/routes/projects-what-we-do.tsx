import { whatWeDoPage } from '../content/projects-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { WhatWeDoPage } from '../features/info-pages/what-we-do-page';
import { withSeo } from '../seo';

function routeMeta() {
  return infoPageMeta(whatWeDoPage);
}

export const meta = withSeo(routeMeta);

export default WhatWeDoPage;
