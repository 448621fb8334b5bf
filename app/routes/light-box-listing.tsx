import { site } from '../content/site';
import { LightBoxListingPage } from '../features/light-boxes/listing-page';
import { withSeo } from '../head/seo';

function routeMeta() {
  return [
    { title: `Advertising Light Boxes | ${site.name}` },
    {
      name: 'description',
      content:
        'Search and filter our LED advertising light boxes: menu boxes, menu boards, window displays and wall light boxes.',
    },
  ];
}

export const meta = withSeo(routeMeta);

export default LightBoxListingPage;
