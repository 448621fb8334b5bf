/** One tag of a page's head, as route modules' `meta` functions describe them. */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': object };

/** What a route module's `meta` function is given. */
export type MetaArgs = { location: { pathname: string } };

/** JSON for an inline script: no "</script>" or "<!--" can close or confuse the element. */
function scriptJson(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * A page's title, meta and link tags, which React 19 places in the document head (in the
 * pre-rendered HTML and on every navigation), and its JSON-LD, which stays in the page.
 */
export function HeadTags({ tags }: { tags: readonly MetaDescriptor[] }) {
  return tags.map((tag) => {
    if ('title' in tag) return <title key="title">{tag.title}</title>;
    if ('script:ld+json' in tag) {
      const json = scriptJson(tag['script:ld+json']);
      return (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      );
    }
    if ('tagName' in tag) return <link key={tag.rel} rel={tag.rel} href={tag.href} />;
    if ('property' in tag)
      return <meta key={tag.property} property={tag.property} content={tag.content} />;
    return <meta key={tag.name} name={tag.name} content={tag.content} />;
  });
}
