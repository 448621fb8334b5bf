import { site } from '../content/site';
import { SearchPage } from '../features/search/search-page';
import { withSeo } from '../head/seo';

function routeMeta() {
  return [
    { title: `Search | ${site.name}` },
    {
      name: 'description',
      content: `Search ${site.name}'s shelving, glass, lighting, ceilings, cabinets and signage.`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export const meta = withSeo(routeMeta);

export default SearchPage;
