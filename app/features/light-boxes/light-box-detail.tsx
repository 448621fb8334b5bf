import { FileText, ShieldCheck } from 'lucide-react';
import { Link } from '../../lib/router';
import { AddToBasketButton } from '../../components/product/add-to-basket-button';
import { enquiryHref, productEnquiry } from '../../catalogue/enquiry';
import type { Product, ProductDetails as Details } from '../../catalogue/product';
import { stockBadge, stockTone } from '../../catalogue/stock';
import { ProductDetails } from '../../components/product/product-details';
import { ProductPrice } from '../../components/product/product-price';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { ImageGallery } from '../../components/ui/image-gallery';
import { SpecificationList } from '../../components/product/specification-list';
import { StockBadge } from '../../components/ui/stock-badge';

/** One detail page for every light box: fixed price, no options, one unit per click. */
export function LightBoxDetail({ product, details }: { product: Product; details: Details }) {
  const quickSpecifications = details.specifications.slice(0, 4);
  return (
    <div className="mx-auto max-w-page px-4 py-6 lg:py-10">
      <Breadcrumbs
        trail={[
          { label: 'Home', href: '/' },
          { label: 'Indoor Signage', href: '/products/indoor-signage' },
          {
            label: 'Advertising Light Boxes',
            href: '/products/indoor-signage/advertising-light-box',
          },
        ]}
        current={product.name}
      />
      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ImageGallery images={product.images} label={product.name} />
        <div className="space-y-6">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
              {product.name}
            </h1>
            <p className="mt-4 text-lg leading-8 text-slate-700">{product.description}</p>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <ProductPrice product={product} />
            <StockBadge label={stockBadge(product)} tone={stockTone(product)} />
          </div>
          <section aria-labelledby="quick-specifications" className="rounded-lg bg-slate-50 p-4">
            <h2 id="quick-specifications" className="font-semibold text-brand-900">
              Quick specifications
            </h2>
            <SpecificationList rows={quickSpecifications} compact />
          </section>
          {/* The add confirmation opens under this row (AddToBasketButton). */}
          <div className="relative flex flex-col gap-3 sm:flex-row sm:items-start">
            <AddToBasketButton product={product} options={{}} />
            <Link
              to={enquiryHref(productEnquiry(product))}
              className="inline-flex items-center justify-center gap-2 rounded-md border-2 border-brand-700 px-6 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
            >
              <FileText aria-hidden="true" className="size-5" />
              Request Quote
            </Link>
          </div>
          {product.warranty && (
            <p className="flex gap-2 font-medium text-brand-800">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0" />
              {product.warranty}
            </p>
          )}
        </div>
      </div>
      <ProductDetails details={details} />
    </div>
  );
}
