import { site } from '../content/site';
import { IndoorSignagePage } from '../features/light-boxes/indoor-signage-page';

export function meta() {
  return [
    { title: `Indoor Signage | ${site.name}` },
    {
      name: 'description',
      content:
        'LED light boxes, menu boards and window displays for shops, cafés and takeaways, from Glasgow.',
    },
  ];
}

export default IndoorSignagePage;
