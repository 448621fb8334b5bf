import { categories } from '../../catalogue/categories';
import type { Product, ProductDetails as Details } from '../../catalogue/product';
import { Image } from '../../components/ui/image';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ProductDetails } from '../../components/product/product-details';
import { PurchasePanel } from './purchase-panel';

/** Any configurable product, rendered from its data: options, price, stock, basket, copy. */
export function ProductPage({ product, details }: { product: Product; details: Details }) {
  const category = categories[product.category];
  const [image] = product.images;
  return (
    <div className="mx-auto max-w-page px-4 py-6 lg:py-10">
      <Breadcrumbs
        trail={[
          { label: 'Home', href: '/' },
          { label: 'Products', href: '/products' },
          ...(category ? [{ label: category.label, href: category.path }] : []),
        ]}
        current={product.name}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Image
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          priority
          className="h-auto w-full rounded-lg border border-slate-200 bg-slate-50"
        />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {product.name}
          </h1>
          <p className="mt-4 text-lg leading-8 text-slate-700">{product.description}</p>
          <PurchasePanel product={product} />
        </div>
      </div>
      <ProductDetails details={details} />
    </div>
  );
}
