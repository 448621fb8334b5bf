import { fasciaSignsPage } from '../content/signs';
import { FasciaSignsPage } from '../features/outdoor-signage/fascia-signs-page';
import { signagePageMeta } from '../features/outdoor-signage/page-meta';

export function meta() {
  return signagePageMeta(fasciaSignsPage);
}

export default FasciaSignsPage;
