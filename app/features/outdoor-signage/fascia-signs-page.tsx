import { fasciaSigns, fasciaSignsPage } from '../../content/signs';
import { fasciaSignConfigureHref } from './sign-links';
import { SignListingPage } from './sign-listing-page';

export function FasciaSignsPage() {
  return (
    <SignListingPage
      copy={fasciaSignsPage}
      signs={fasciaSigns}
      configureHref={fasciaSignConfigureHref}
    />
  );
}
