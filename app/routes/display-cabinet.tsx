import { displayCabinetsPage } from '../content/display-cabinets-page';
import { DisplayCabinetsPage } from '../features/catalogue-pages/display-cabinets-page';
import { pageMeta, withSeo } from '../head/seo';

function routeMeta() {
  return pageMeta(displayCabinetsPage);
}

export const meta = withSeo(routeMeta);

export default DisplayCabinetsPage;
