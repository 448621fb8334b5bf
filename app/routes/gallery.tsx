import { site } from '../content/site';
import { GalleryPage } from '../features/gallery/gallery-page';

export function meta() {
  return [
    { title: `Gallery | ${site.name}` },
    { name: 'description', content: 'Shop interiors and signs fitted by our Glasgow team.' },
  ];
}

export default GalleryPage;
