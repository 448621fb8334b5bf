import { projectionSignsPage } from '../content/signs';
import { ProjectionSignTypesPage } from '../features/outdoor-signage/projection-sign-types-page';
import { signagePageMeta } from '../features/outdoor-signage/page-meta';

export function meta() {
  return signagePageMeta(projectionSignsPage);
}

export default ProjectionSignTypesPage;
