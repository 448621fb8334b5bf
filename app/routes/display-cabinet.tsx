import { displayCabinetsPage } from '../content/display-cabinets-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { DisplayCabinetsPage } from '../features/catalogue-pages/display-cabinets-page';
import { withSeo } from '../seo';

function routeMeta() {
  return pageMeta(displayCabinetsPage);
}

export const meta = withSeo(routeMeta);

export default DisplayCabinetsPage;
