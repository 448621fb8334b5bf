import { ideasPage } from '../content/projects-pages';
import { infoPageMeta } from '../features/info-pages/page-meta';
import { ProjectsIdeasPage } from '../features/info-pages/projects-ideas-page';

export function meta() {
  return infoPageMeta(ideasPage);
}

export default ProjectsIdeasPage;
