import { outdoorSignagePage } from '../content/signs';
import { OutdoorSignagePage } from '../features/outdoor-signage/outdoor-signage-page';
import { signagePageMeta } from '../features/outdoor-signage/page-meta';

export function meta() {
  return signagePageMeta(outdoorSignagePage);
}

export default OutdoorSignagePage;
