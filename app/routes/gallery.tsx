import { site } from '../content/site';
import { GalleryPage } from '../features/gallery/gallery-page';
import { withSeo } from '../head/seo';

function routeMeta() {
  return [
    { title: `Gallery | ${site.name}` },
    { name: 'description', content: 'Shop interiors and signs fitted by our Glasgow team.' },
  ];
}

export const meta = withSeo(routeMeta);

export default GalleryPage;
