import { whatWeDoPage } from '../content/projects-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { WhatWeDoPage } from '../features/info-pages/what-we-do-page';

export function meta() {
  return infoPageMeta(whatWeDoPage);
}

export default WhatWeDoPage;
