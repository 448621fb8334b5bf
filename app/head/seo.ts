import { categories } from '../catalogue/categories';
import { lowestPrice, allSelections, unitPrice } from '../catalogue/pricing';
import type { Product } from '../catalogue/product';
import { productAtPath } from '../catalogue/registry';
import { canBeAdded } from '../catalogue/stock';
import { site } from '../content/site';
import type { MetaDescriptor } from './head-tags';
import { routedPages } from '../routing/route-table';

/**
 * Search-engine and social tags for every page, from the route table and the catalogue:
 * canonical URL, Open Graph, and JSON-LD (Product with its offer on product pages,
 * BreadcrumbList on product and category pages, LocalBusiness on home and contact).
 * Route modules write their title and description; `withSeo` adds the rest.
 */

const DEFAULT_IMAGE = '/images/og-default.png';

/** The title and description a content page gives browsers and search engines. */
export function pageMeta({ heading, description }: { heading: string; description: string }) {
  return [{ title: `${heading} | ${site.name}` }, { name: 'description', content: description }];
}

export function absolute(path: string): string {
  return new URL(path, site.origin).href;
}

function pounds(pence: number): string {
  return (pence / 100).toFixed(2);
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

export function productJsonLd(product: Product, path: string) {
  const prices = allSelections(product.options).map((selection) =>
    unitPrice(product.pricing, selection),
  );
  const availability = canBeAdded(product)
    ? 'https://schema.org/InStock'
    : 'https://schema.org/OutOfStock';
  const low = lowestPrice(product);
  const high = Math.max(...prices);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.id,
    image: product.images.map((image) => absolute(image.src)),
    brand: { '@type': 'Brand', name: site.name },
    offers:
      low === high
        ? {
            '@type': 'Offer',
            price: pounds(low),
            priceCurrency: 'GBP',
            availability,
            url: absolute(path),
          }
        : {
            '@type': 'AggregateOffer',
            lowPrice: pounds(low),
            highPrice: pounds(high),
            offerCount: prices.length,
            priceCurrency: 'GBP',
            availability,
            url: absolute(path),
          },
  };
}

/** Home, then each ancestor of the path that is a page of the site, then the page itself. */
export function breadcrumbTrail(path: string): { name: string; path: string }[] {
  const labels = new Map<string, string>(routedPages().map((page) => [page.path, page.label]));
  const product = productAtPath(path);
  const category = product ? categories[product.category] : undefined;
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

export function breadcrumbJsonLd(path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbTrail(path).map((crumb, index) => ({
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
export function seoTags(base: readonly MetaDescriptor[], path: string): MetaDescriptor[] {
  const product = productAtPath(path);
  const title = textOf(base, 'title');
  const description = textOf(base, 'description');
  const image = product?.images[0].src.endsWith('.png') ? product.images[0].src : DEFAULT_IMAGE;
  const jsonLd = [
    ...(product ? [productJsonLd(product, path)] : []),
    ...(path.startsWith('/products') ? [breadcrumbJsonLd(path)] : []),
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

/** Wraps a route's `meta` so every page gets the same search-engine tags. */
export function withSeo<A extends { location: { pathname: string } }>(
  routeMeta: (args: A) => MetaDescriptor[],
) {
  return (args: A): MetaDescriptor[] => {
    const path =
      args.location.pathname.length > 1 ? args.location.pathname.replace(/\/+$/, '') : '/';
    return seoTags(routeMeta(args), path);
  };
}
