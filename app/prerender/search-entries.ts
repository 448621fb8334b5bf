import { categories } from '../catalogue/categories';
import { lowestPrice } from '../catalogue/pricing';
import { products } from '../catalogue/registry';
import { productPath } from '../catalogue/product-paths';
import type { SearchEntry } from '../catalogue/search';
import { sitePages } from '../routing/route-table';

/**
 * Everything the header search can find, built from the catalogue registry and the route
 * table (never by hand). Pre-rendered to /search-index.json at build time and fetched
 * the first time the search box is used.
 */
export function searchEntries(): SearchEntry[] {
  const productEntries: SearchEntry[] = products.map((product) => ({
    title: product.name,
    href: productPath(product),
    kind: 'product',
    section: categories[product.category]?.label ?? 'Products',
    keywords: [
      product.description,
      ...product.options.flatMap((group) =>
        group.values.flatMap(({ value, label }) => [value, label]),
      ),
      ...(product.alsoListedIn ?? []).map((id) => id.replaceAll('-', ' ')),
    ].join(' '),
    price: {
      pence: lowestPrice(product),
      from: product.options.length > 0,
      unit: product.priceUnit,
    },
    image: product.images[0].src,
  }));

  const productPaths = new Set(productEntries.map((entry) => entry.href));
  const pageEntries: SearchEntry[] = sitePages()
    .filter(
      (page) =>
        !productPaths.has(page.path) &&
        !['/', '/cart', '/cart/quote', '/search'].includes(page.path),
    )
    .map((page) => ({
      title: page.label,
      href: page.path,
      kind: 'page',
      section: sectionOf(page.path),
      keywords: page.path.split('/').join(' ').replaceAll('-', ' '),
    }));

  return [...productEntries, ...pageEntries];
}

function sectionOf(path: string): string {
  if (path.startsWith('/services')) return 'Services';
  if (path.startsWith('/projects')) return 'Projects';
  if (path.startsWith('/products')) return 'Products';
  return 'Information';
}
