import { expect, test } from '@playwright/test';
import { lowestPrice } from '../../app/catalogue/pricing';
import { productPath } from '../../app/catalogue/product-paths';
import { products } from '../../app/catalogue/registry';

const productAtPath = (path: string) => products.find((product) => productPath(product) === path);
import { site } from '../../app/content/site';
import { routedPages } from '../../app/routing/route-table';

const paths = routedPages().map((page) => page.path);

function tag(html: string, pattern: RegExp): string | undefined {
  return html.match(pattern)?.[1];
}

function jsonLd(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? ''),
  );
}

test('every page has its own title and description, a canonical URL and Open Graph tags', async ({
  request,
}) => {
  const titles = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = tag(html, /<title>([^<]+)<\/title>/);
    expect(title, path).toBeTruthy();
    titles.add(title ?? '');
    expect(tag(html, /<meta name="description" content="([^"]+)"/), path).toBeTruthy();
    expect(tag(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(
      new URL(path, site.origin).href,
    );
    expect(tag(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(
      new URL(path, site.origin).href,
    );
    expect(tag(html, /<meta property="og:title" content="([^"]+)"/), path).toBe(title);
    expect(tag(html, /<meta property="og:image" content="([^"]+)"/), path).toMatch(/^https:\/\//);
    for (const data of jsonLd(html)) expect(data['@context'], path).toBe('https://schema.org');
  }
  expect(titles.size).toBe(paths.length);
});

test('product pages describe the product and its offer as the catalogue does', async ({
  request,
}) => {
  for (const path of paths.filter((candidate) => productAtPath(candidate))) {
    const product = productAtPath(path);
    if (!product) continue;
    const html = await (await request.get(path)).text();
    const data = jsonLd(html);
    const described = data.find((item) => item['@type'] === 'Product') as
      | {
          name: string;
          offers: {
            priceCurrency: string;
            price?: string;
            lowPrice?: string;
            availability: string;
          };
        }
      | undefined;
    expect(described?.name, path).toBe(product.name);
    expect(described?.offers.priceCurrency).toBe('GBP');
    expect(described?.offers.price ?? described?.offers.lowPrice).toBe(
      (lowestPrice(product) / 100).toFixed(2),
    );
    expect(described?.offers.availability).toBe('https://schema.org/InStock');
    expect(
      data.some((item) => item['@type'] === 'BreadcrumbList'),
      path,
    ).toBe(true);
  }
});

test('category pages have a breadcrumb list; home and contact describe the local business', async ({
  request,
}) => {
  const categoryHtml = await (await request.get('/products/ceiling')).text();
  const breadcrumb = jsonLd(categoryHtml).find((item) => item['@type'] === 'BreadcrumbList') as
    { itemListElement: { name: string; item: string }[] } | undefined;
  expect(breadcrumb?.itemListElement.map((crumb) => crumb.name)).toEqual([
    'Home',
    'Products',
    'Suspended Ceilings',
  ]);

  for (const path of ['/', '/contact']) {
    const business = jsonLd(await (await request.get(path)).text()).find(
      (item) => item['@type'] === 'LocalBusiness',
    ) as { telephone: string; address: { postalCode: string } } | undefined;
    expect(business?.telephone, path).toBe(site.phone.e164);
    expect(business?.address.postalCode, path).toBe(site.showroom.postcode);
  }
});

test('the sitemap lists every routed page and robots.txt points to it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  );
  expect(listed.sort()).toEqual(
    paths.filter((path) => !['/cart', '/cart/quote', '/search'].includes(path)).sort(),
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
});

test('the basket page may be crawled; search results may not be indexed', async ({ request }) => {
  // docs/decisions/007: /cart is an ordinary page to a crawler (it never holds anyone's basket).
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).not.toMatch(/^Disallow: \/cart/m);
  expect(robots).toMatch(/^Disallow: \/search$/m);
  const cart = await (await request.get('/cart')).text();
  expect(cart).not.toContain('noindex');
  const search = await (await request.get('/search')).text();
  expect(search).toContain('<meta name="robots" content="noindex"/>');
});
