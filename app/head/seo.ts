import { site } from '../content/site';
import type { MetaDescriptor } from './head-tags';
import { sitePages } from '../routing/route-table';

/**
 * Search-engine and social tags for every page, from the route table and the catalogue:
 * canonical URL, Open Graph, and JSON-LD (Product with its offer on product pages,
 * BreadcrumbList on product and category pages, LocalBusiness on home and contact).
 * Route modules write their title and description; `withSeo` adds the rest.
 *
 * The catalogue stays out of this module, which every page's route loads: a product page
 * passes its product's part in (app/head/product-seo.ts, docs/decisions/041).
 */

/** What a product's page adds: its name and category for the trail, its image and JSON-LD. */
export type ProductTags = {
  name: string;
  category: { label: string; path: `/${string}` } | undefined;
  image: string;
  jsonLd: Record<string, unknown>;
};

const DEFAULT_IMAGE = '/images/og-default.png';

/** The title and description a content page gives browsers and search engines. */
export function pageMeta({ heading, description }: { heading: string; description: string }) {
  return [{ title: `${heading} | ${site.name}` }, { name: 'description', content: description }];
}

export function absolute(path: string): string {
  return new URL(path, site.origin).href;
}

function textOf(descriptors: readonly MetaDescriptor[], key: 'title' | 'description'): string {
  for (const descriptor of descriptors) {
    if (key === 'title' && 'title' in descriptor) return String(descriptor.title);
    if (key === 'description' && 'name' in descriptor && descriptor.name === 'description') {
      return String(descriptor.content);
    }
  }
  return site.name;
}

/** Home, then each ancestor of the path that is a page of the site, then the page itself. */
export function breadcrumbTrail(
  path: string,
  product?: Pick<ProductTags, 'name' | 'category'>,
): { name: string; path: string }[] {
  const labels = new Map<string, string>(sitePages().map((page) => [page.path, page.label]));
  if (product) labels.set(path, product.name);
  const category = product?.category;
  const segments = path.split('/').filter(Boolean);
  const ancestors = segments
    .slice(0, -1)
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
    .filter((ancestor) => labels.has(ancestor));
  const trail = [
    ...ancestors,
    ...(category && !ancestors.includes(category.path) ? [category.path] : []),
    path,
  ];
  return [
    { name: 'Home', path: '/' },
    ...trail.map((step) => ({ name: labels.get(step) ?? category?.label ?? step, path: step })),
  ];
}

export function breadcrumbJsonLd(path: string, product?: ProductTags) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path, product).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.path),
    })),
  };
}

export function localBusinessJsonLd() {
  const { street, city, postcode } = site.showroom;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.name,
    url: site.origin,
    telephone: site.phone.e164,
    email: site.email,
    image: absolute(DEFAULT_IMAGE),
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      addressLocality: city,
      postalCode: postcode,
      addressCountry: 'GB',
    },
    openingHoursSpecification: site.openingHours.flatMap(({ open }) =>
      open ? [{ '@type': 'OpeningHoursSpecification', ...open }] : [],
    ),
  };
}

/** The page's own tags plus canonical, Open Graph and JSON-LD for `path`. */
export function seoTags(
  base: readonly MetaDescriptor[],
  path: string,
  product?: ProductTags,
): MetaDescriptor[] {
  const title = textOf(base, 'title');
  const description = textOf(base, 'description');
  const image = product?.image.endsWith('.png') ? product.image : DEFAULT_IMAGE;
  const jsonLd = [
    ...(product ? [product.jsonLd] : []),
    ...(path.startsWith('/products') ? [breadcrumbJsonLd(path, product)] : []),
    ...(path === '/' || path === '/contact' ? [localBusinessJsonLd()] : []),
  ];
  return [
    ...base,
    { tagName: 'link', rel: 'canonical', href: absolute(path) },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:type', content: product ? 'product' : 'website' },
    { property: 'og:url', content: absolute(path) },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_GB' },
    { property: 'og:image', content: absolute(image) },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...jsonLd.map((data) => ({ 'script:ld+json': data })),
  ];
}

/**
 * Wraps a route's `meta` so every page gets the same search-engine tags. `productAt` gives
 * a product page's own part (app/head/product-seo.ts).
 */
export function withSeo<A extends { location: { pathname: string } }>(
  routeMeta: (args: A) => MetaDescriptor[],
  productAt: (path: string) => ProductTags | undefined = () => undefined,
) {
  return (args: A): MetaDescriptor[] => {
    const path =
      args.location.pathname.length > 1 ? args.location.pathname.replace(/\/+$/, '') : '/';
    return seoTags(routeMeta(args), path, productAt(path));
  };
}
