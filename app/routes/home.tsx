import { HomePage } from '../features/home/home-page';
import { site } from '../content/site';
import type { MetaArgs } from '../head/head-tags';
import { seoTags, withSeo } from '../head/seo';

export function homeMeta() {
  return [
    { title: `${site.name} | Shop fitting, shelving and signage in Glasgow` },
    {
      name: 'description',
      content: `${site.name} supplies and fits shop shelving, glass shelves, LED lighting, suspended ceilings, display cabinets and signage from our Glasgow showroom.`,
    },
  ];
}

const homeTags = withSeo(homeMeta);

// This module also shows every unknown path: the home page with no message (SPEC.md
// section 2, app/routing/route-view.tsx). The server answers a first load of such a path
// with status 404 and the not-found document's pre-rendered HTML, so its tags cannot depend
// on the path: they are the home page's, and not for indexing.
export function meta(args: MetaArgs) {
  if (args.location.pathname === '/') return homeTags(args);
  return [...seoTags(homeMeta(), '/'), { name: 'robots', content: 'noindex' }];
}

export default HomePage;
