import { projectionSigns, projectionSignsPage } from '../../content/signs';
import { projectingSignConfigureHref } from './sign-links';
import { SignListingPage } from './sign-listing-page';

export function ProjectionSignTypesPage() {
  return (
    <SignListingPage
      copy={projectionSignsPage}
      signs={projectionSigns}
      configureHref={projectingSignConfigureHref}
      showFeatures
    />
  );
}
