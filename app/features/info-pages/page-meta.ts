import { site } from '../../content/site';

/** The title and description an information page gives browsers and search engines. */
export function infoPageMeta({ heading, description }: { heading: string; description: string }) {
  return [{ title: `${heading} | ${site.name}` }, { name: 'description', content: description }];
}
