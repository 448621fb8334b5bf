import { expect, test } from 'vitest';
import { productJsonLd, productTags } from './product-seo';
import { breadcrumbTrail, localBusinessJsonLd, pageMeta, seoTags } from './seo';
import { productPath } from '../catalogue/product-paths';
import { findProduct, products } from '../catalogue/registry';

/** The product at a path; the product pages find theirs in their range (product-route.test.ts). */
const productAtPath = (path: string) => products.find((product) => productPath(product) === path);

test.each([
  [
    '/products/glass-shelves/toughened-glass-shelf',
    ['/', '/products', '/products/glass-shelves', '/products/glass-shelves/toughened-glass-shelf'],
  ],
  [
    '/products/shelving/standard-wall-shelf',
    ['/', '/products', '/products/retail-shelving', '/products/shelving/standard-wall-shelf'],
  ],
  ['/products/ceiling', ['/', '/products', '/products/ceiling']],
  [
    '/products/indoor-signage/advertising-light-box',
    [
      '/',
      '/products',
      '/products/indoor-signage',
      '/products/indoor-signage/advertising-light-box',
    ],
  ],
])('the breadcrumb trail of %s', (path, expected) => {
  expect(
    breadcrumbTrail(path, productTags(path, productAtPath)).map((crumb) => crumb.path),
  ).toEqual(expected);
});

test('a product with options offers its price range; a fixed price is one offer', () => {
  const shelf = findProduct('toughened-glass-shelf');
  const lightBox = findProduct('wall-led-lightbox');
  if (!shelf || !lightBox) throw new Error('missing products');
  expect(productJsonLd(shelf, '/x').offers).toMatchObject({
    '@type': 'AggregateOffer',
    lowPrice: '69.99',
    highPrice: '104.99',
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock',
  });
  expect(productJsonLd(lightBox, '/x').offers).toMatchObject({ '@type': 'Offer', price: '399.99' });
});

test('the local business has the address, phone and opening hours', () => {
  const business = localBusinessJsonLd();
  expect(business.address.postalCode).toBe('G5 8RE');
  expect(business.telephone).toBe('+441414960321');
  expect(business.openingHoursSpecification).toEqual([
    expect.objectContaining({ opens: '09:00', closes: '17:00' }),
    expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' }),
  ]);
});

test('every page gets a canonical URL and Open Graph tags from its title and description', () => {
  const tags = seoTags(
    [{ title: 'Gallery | Shop' }, { name: 'description', content: 'Our work' }],
    '/gallery',
  );
  expect(tags).toContainEqual({
    tagName: 'link',
    rel: 'canonical',
    href: 'https://www.clydesideshopfitters.co.uk/gallery',
  });
  expect(tags).toContainEqual({ property: 'og:title', content: 'Gallery | Shop' });
  expect(tags).toContainEqual({ property: 'og:description', content: 'Our work' });
  expect(tags.some((tag) => 'script:ld+json' in tag)).toBe(false);
});

test('a content page is titled by its heading and the business, and describes itself', () => {
  expect(pageMeta({ heading: 'Glass Shelves', description: 'Cut to size.' })).toEqual([
    { title: 'Glass Shelves | Clydeside Shopfitters' },
    { name: 'description', content: 'Cut to size.' },
  ]);
});

test('a product page adds its Product JSON-LD, its image and its category; other pages none', () => {
  const path = '/products/display-cabinet/premium-glass';
  const tags = seoTags(
    [{ title: 'Premium Glass Cabinet | Shop' }],
    path,
    productTags(path, productAtPath),
  );
  expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
  const jsonLd = tags.flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json']] : []));
  expect(jsonLd.map((data) => (data as { '@type': string })['@type'])).toEqual([
    'Product',
    'BreadcrumbList',
  ]);
  expect(
    breadcrumbTrail(path, productTags(path, productAtPath)).map((crumb) => crumb.name),
  ).toEqual(['Home', 'Products', 'Display Cabinets', 'Premium Glass Cabinet']);
  expect(productTags('/about', productAtPath)).toBeUndefined();
});
