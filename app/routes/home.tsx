import { HomePage } from '../features/home/home-page';
import { site } from '../content/site';
import { withSeo } from '../head/seo';

export function homeMeta() {
  return [
    { title: `${site.name} | Shop fitting, shelving and signage in Glasgow` },
    {
      name: 'description',
      content: `${site.name} supplies and fits shop shelving, glass shelves, LED lighting, suspended ceilings, display cabinets and signage from our Glasgow showroom.`,
    },
  ];
}

export const meta = withSeo(homeMeta);

export default HomePage;
