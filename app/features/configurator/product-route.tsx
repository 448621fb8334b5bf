import type { ComponentType } from 'react';
import { useLocation } from '../../lib/router';
import type { Product } from '../../catalogue/product';
import { productPath } from '../../catalogue/product-paths';
import { site } from '../../content/site';
import type { MetaArgs } from '../../head/head-tags';
import { withProductSeo } from '../../head/product-seo';
import { ProductPage } from './product-page';

/**
 * The route of one range's product pages (app/routes/product-*.tsx): its path picks the
 * product among `products`. A product without options has nothing to configure: it is shown
 * by `Detail` (the light boxes' page with a gallery); everything else by the configurator.
 */
export function productRoute(
  products: readonly Product[],
  Detail: ComponentType<{ product: Product }>,
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
    const location = useLocation();
    const product = find(location.pathname);
    if (!product) throw new Error(`No product at ${location.pathname}`);
    return product.options.length === 0 ? (
      <Detail product={product} />
    ) : (
      <ProductPage product={product} />
    );
  }
  return { meta: withProductSeo(routeMeta, find), ProductRoute };
}
