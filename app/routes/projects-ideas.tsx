import { ideasPage } from '../content/projects-pages';
import { ProjectsIdeasPage } from '../features/info-pages/projects-ideas-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(ideasPage);
}

export const meta = withSeo(routeMeta);

export default ProjectsIdeasPage;
