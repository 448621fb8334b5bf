import type { ComponentType } from 'react';
import { usePageLocation } from '../../lib/router';
import type { Product, ProductDetails, RangeDetails } from '../../catalogue/product';
import { productPath } from '../../catalogue/product-paths';
import { site } from '../../content/site';
import type { MetaArgs } from '../../head/head-tags';
import { withProductSeo } from '../../head/product-seo';

/**
 * The route of one range's product pages (app/routes/product-*.tsx): its path picks the
 * product among `products`, shown by `Page` with its `details`: the configurator
 * (`ProductPage`), or for the light boxes, which have nothing to configure, their page with
 * a gallery (`LightBoxDetail`). Each route names its own, so that a page starts without the
 * other's code (product-ranges.test.ts checks which range takes which).
 */
export function productRoute(
  products: readonly Product[],
  details: RangeDetails,
  Page: ComponentType<{ product: Product; details: ProductDetails }>,
) {
  const byPath = new Map<string, Product>(
    products.map((product) => [productPath(product), product]),
  );
  const find = (pathname: string) =>
    byPath.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  function routeMeta({ location }: MetaArgs) {
    const product = find(location.pathname);
    if (!product) return [{ title: site.name }];
    return [
      { title: `${product.name} | ${site.name}` },
      { name: 'description', content: product.description },
    ];
  }
  function ProductRoute() {
    const location = usePageLocation();
    const product = find(location.pathname);
    if (!product) throw new Error(`No product at ${location.pathname}`);
    const shown = details[product.id];
    if (!shown) throw new Error(`No details for ${product.id} in its range`);
    return <Page product={product} details={shown} />;
  }
  return { meta: withProductSeo(routeMeta, find), ProductRoute };
}
