import { site } from '../content/site';
import { IndoorSignagePage } from '../features/light-boxes/indoor-signage-page';
import { withSeo } from '../head/seo';

function routeMeta() {
  return [
    { title: `Indoor Signage | ${site.name}` },
    {
      name: 'description',
      content:
        'LED light boxes, menu boards and window displays for shops, cafés and takeaways, from Glasgow.',
    },
  ];
}

export const meta = withSeo(routeMeta);

export default IndoorSignagePage;
