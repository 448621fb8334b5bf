import { useLocation } from '../lib/router';
import { productAtPath } from '../catalogue/registry';
import { site } from '../content/site';
import { ProductPage } from '../features/configurator/product-page';
import { LightBoxDetail } from '../features/light-boxes/light-box-detail';
import type { MetaArgs } from '../head/head-tags';
import { withProductSeo } from '../head/product-seo';

// One module serves every product path in the route table; the path picks the product.
function routeMeta({ location }: MetaArgs) {
  const product = productAtPath(location.pathname);
  if (!product) return [{ title: site.name }];
  return [
    { title: `${product.name} | ${site.name}` },
    { name: 'description', content: product.description },
  ];
}

export const meta = withProductSeo(routeMeta);

export default function ProductRoute() {
  const location = useLocation();
  const product = productAtPath(location.pathname);
  if (!product) throw new Error(`No product at ${location.pathname}`);
  // A product without options has nothing to configure: it gets the detail page with a
  // gallery (the light boxes). Everything else goes through the configurator.
  return product.options.length === 0 ? (
    <LightBoxDetail product={product} />
  ) : (
    <ProductPage product={product} />
  );
}
