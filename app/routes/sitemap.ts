import { routedPages } from '../route-table';
import { absolute } from '../seo';

/** Pages with nothing to find: the basket (crawlable, see docs/decisions/007) and search results. */
const unlisted = new Set(['/cart', '/search']);

// A resource route: pre-rendered to /sitemap.xml at build time from the route table.
export function loader() {
  const urls = routedPages()
    .filter((page) => !unlisted.has(page.path))
    .map((page) => `  <url><loc>${absolute(page.path)}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
