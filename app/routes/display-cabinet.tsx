import { displayCabinetsPage } from '../content/display-cabinets-page';
import { pageMeta } from '../features/catalogue-pages/catalogue-data';
import { DisplayCabinetsPage } from '../features/catalogue-pages/display-cabinets-page';

export function meta() {
  return pageMeta(displayCabinetsPage);
}

export default DisplayCabinetsPage;
