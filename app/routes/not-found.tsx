import { seoTags } from '../head/seo';
import { HomePage } from '../features/home/home-page';
import { homeMeta } from './home';

// Any unknown path shows the home page with no message (SPEC.md section 2). The server
// answers a first load of such a path with status 404 and this page's pre-rendered HTML,
// so its tags cannot depend on the path: they are the home page's, and not for indexing.
export function meta() {
  return [...seoTags(homeMeta(), '/'), { name: 'robots', content: 'noindex' }];
}

export default HomePage;
