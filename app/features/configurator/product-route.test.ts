import { expect, test } from 'vitest';
import { details, range } from '../../catalogue/products/display-cabinets';
import { ProductPage } from './product-page';
import { productRoute } from './product-route';

// The tags of a product page come from its route's own range (a copy of one range module,
// app/routes/product-*.tsx), not the registry: what the page is found by is what is tested.
const { meta } = productRoute(range, details, ProductPage);
const tagsAt = (pathname: string) => meta({ location: { pathname } });

test.each(['/products/display-cabinet/premium-glass', '/products/display-cabinet/premium-glass/'])(
  '%s is the product page of the Premium Glass Cabinet, described as a product',
  (path) => {
    const tags = tagsAt(path);
    expect(tags).toContainEqual({ title: 'Premium Glass Cabinet | Clydeside Shopfitters' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    const types = tags.flatMap((tag) =>
      'script:ld+json' in tag ? [(tag['script:ld+json'] as { '@type': string })['@type']] : [],
    );
    expect(types).toEqual(['Product', 'BreadcrumbList']);
  },
);

test('a path that is none of its products is not described as one', () => {
  const tags = tagsAt('/products/display-cabinet/no-such-cabinet');
  expect(tags).toContainEqual({ title: 'Clydeside Shopfitters' });
  expect(tags).not.toContainEqual({ property: 'og:type', content: 'product' });
});
