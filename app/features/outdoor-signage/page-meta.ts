import type { PageCopy } from '../../content/catalogue-pages';
import { site } from '../../content/site';

/** The title and description an outdoor signage page gives browsers and search engines. */
export function signagePageMeta({ heading, description }: PageCopy) {
  return [{ title: `${heading} | ${site.name}` }, { name: 'description', content: description }];
}
