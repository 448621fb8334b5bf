import { ChevronRight } from 'lucide-react';
import { Link } from '../../lib/router';
import { productPageOf, productPath } from '../../catalogue/product-paths';
import { DownloadLink } from '../../components/ui/download-link';
import { Image } from '../../components/ui/image';
import { brochure } from '../../content/brochure';
import type { TextLink } from '../../content/catalogue-pages';
import {
  moreRanges,
  productCategories,
  productsPage,
  type ProductCategory,
} from '../../content/products-page';
import { PageHeader } from './page-header';
import { PageSection } from './page-section';

export function ProductsPage() {
  return (
    <>
      <PageHeader
        heading={productsPage.heading}
        intro={productsPage.intro}
        parents={[{ label: 'Home', href: '/' }]}
      >
        <DownloadLink {...brochure} />
      </PageHeader>
      <PageSection heading="Product categories">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {productCategories.map((category, index) => (
            <li key={category.id}>
              {/* The first row at its widest (three cards) is seen first: no lazy wait there. */}
              <CategoryCard category={category} priority={index < 3} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection heading="More of our range">
        <ul className="flex flex-wrap gap-3">
          {moreRanges.map((range) => (
            <li key={range.href}>
              <Link
                to={range.href}
                className="inline-flex items-center gap-1 rounded-full border border-brand-600 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50"
              >
                {range.label}
                <ChevronRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}

function subpageLinks(category: ProductCategory): TextLink[] {
  const products = (category.productIds ?? []).map((id) => {
    // The products' names and paths alone: the page starts without the catalogue's data.
    const page = productPageOf(id);
    if (!page) throw new Error(`No product "${id}" in the catalogue`);
    return { label: page.name, href: productPath(page) };
  });
  return [...products, ...(category.links ?? [])];
}

function CategoryCard({ category, priority }: { category: ProductCategory; priority: boolean }) {
  const links = subpageLinks(category);
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <Image
        {...category.image}
        alt=""
        priority={priority}
        className="aspect-[4/3] w-full bg-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-brand-900">
          {category.href ? (
            <Link
              to={category.href}
              className="underline decoration-brand-600/40 underline-offset-4 hover:decoration-brand-600"
            >
              {category.name}
            </Link>
          ) : (
            category.name
          )}
        </h3>
        <p className="mt-2 text-sm leading-6 text-slate-700">{category.description}</p>
        {links.length > 0 ? (
          <ul
            aria-label={`${category.name} products`}
            className="mt-4 space-y-2 border-t border-slate-200 pt-4"
          >
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  to={link.href}
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                >
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
