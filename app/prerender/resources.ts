import { routedPages } from '../routing/route-table';
import { searchEntries } from './search-entries';
import { absolute } from '../head/seo';

/**
 * Pages with nothing to find: the basket and its quote request (crawlable, see
 * docs/decisions/007) and search results.
 */
const unlisted = new Set(['/cart', '/cart/quote', '/search']);

function sitemapXml(): string {
  const urls = routedPages()
    .filter((page) => !unlisted.has(page.path))
    .map((page) => `  <url><loc>${absolute(page.path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /search',
    '',
    `Sitemap: ${absolute('/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** Files generated from the app at build time: written beside the pages, but not pages. */
export const resourceFiles: Record<string, () => string> = {
  '/search-index.json': () => JSON.stringify(searchEntries()),
  '/sitemap.xml': sitemapXml,
  '/robots.txt': robotsTxt,
};
