import { projectionSignsPage } from '../content/signs';
import { ProjectionSignTypesPage } from '../features/outdoor-signage/projection-sign-types-page';
import { signagePageMeta } from '../features/outdoor-signage/page-meta';
import { withSeo } from '../seo';

function routeMeta() {
  return signagePageMeta(projectionSignsPage);
}

export const meta = withSeo(routeMeta);

export default ProjectionSignTypesPage;
