import { ideasPage } from '../content/projects-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { ProjectsIdeasPage } from '../features/info-pages/projects-ideas-page';
import { withSeo } from '../seo';

function routeMeta() {
  return infoPageMeta(ideasPage);
}

export const meta = withSeo(routeMeta);

export default ProjectsIdeasPage;
