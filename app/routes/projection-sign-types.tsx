import { projectionSignsPage } from '../content/signs';
import { ProjectionSignTypesPage } from '../features/outdoor-signage/projection-sign-types-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(projectionSignsPage);
}

export const meta = withSeo(routeMeta);

export default ProjectionSignTypesPage;
