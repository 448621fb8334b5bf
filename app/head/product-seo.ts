import { categories } from '../catalogue/categories';
import { allSelections, lowestPrice, unitPrice } from '../catalogue/pricing';
import type { Product } from '../catalogue/product';
import { canBeAdded } from '../catalogue/stock';
import { site } from '../content/site';
import type { MetaDescriptor } from './head-tags';
import { absolute, withSeo, type ProductTags } from './seo';

/**
 * A product page's part of its search-engine tags: its Product JSON-LD with the offer, its
 * image, and its category in the breadcrumb trail. Apart from app/head/seo.ts, so that the
 * pages that show no product load no catalogue for their tags (docs/decisions/041).
 */

function pounds(pence: number): string {
  return (pence / 100).toFixed(2);
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

/** The part the product at `path` adds to its page's tags; none where no product is. */
export function productTags(
  path: string,
  productAtPath: (path: string) => Product | undefined,
): ProductTags | undefined {
  const product = productAtPath(path);
  if (!product) return undefined;
  return {
    name: product.name,
    category: categories[product.category],
    image: product.images[0].src,
    jsonLd: productJsonLd(product, path),
  };
}

/** `withSeo` for a route that shows a product at its path. */
export function withProductSeo<A extends { location: { pathname: string } }>(
  routeMeta: (args: A) => MetaDescriptor[],
  find: (path: string) => Product | undefined,
) {
  return withSeo(routeMeta, (path: string) => productTags(path, find));
}
