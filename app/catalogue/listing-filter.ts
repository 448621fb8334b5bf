import { lowestPrice } from './pricing';
import type { Product } from './product';
import { canBeAdded } from './stock';

/** The filter panel's categories, in the order SPEC.md lists them. */
export const filterCategories = [
  { id: 'retail-shelving', label: 'Retail Shelving' },
  { id: 'glass-shelves', label: 'Glass Shelves' },
  { id: 'indoor-signage', label: 'Indoor Signage' },
  { id: 'outdoor-signage', label: 'Outdoor Signage' },
  { id: 'led-lights', label: 'LED Lights' },
  { id: 'wall-units', label: 'Wall Units' },
  { id: 'accessories', label: 'Accessories' },
  { id: 'custom-solutions', label: 'Custom Solutions' },
  { id: 'advertising-light-box', label: 'Advertising Light Box' },
  { id: 'display-cabinet', label: 'Display Cabinet' },
  { id: 'ceiling', label: 'Ceiling' },
] as const;

/** Whole pounds, as the two sliders give them. */
export const PRICE_MIN = 0;
export const PRICE_MAX = 500;

export type ListingFilters = {
  query: string;
  categories: readonly string[];
  minPrice: number;
  maxPrice: number;
  inStock: boolean;
  onSale: boolean;
};

export const noFilters: ListingFilters = {
  query: '',
  categories: [],
  minPrice: PRICE_MIN,
  maxPrice: PRICE_MAX,
  inStock: false,
  onSale: false,
};

/**
 * How many of the filter panel's filters are on (each category ticked, the price range
 * moved from its ends, In Stock, On Sale): what its closed drawer's button shows. The search
 * is not counted; its field is always in sight.
 */
export function filtersOn(filters: ListingFilters): number {
  const priceRange = filters.minPrice !== PRICE_MIN || filters.maxPrice !== PRICE_MAX;
  return (
    filters.categories.length +
    Number(priceRange) +
    Number(filters.inStock) +
    Number(filters.onSale)
  );
}

/** The products that pass the search and every filter together. */
export function filterProducts(products: readonly Product[], filters: ListingFilters): Product[] {
  const query = filters.query.trim().toLowerCase();
  return products.filter((product) => {
    const price = lowestPrice(product);
    const categories = [product.category, ...(product.alsoListedIn ?? [])];
    return (
      (query === '' ||
        product.name.toLowerCase().includes(query) ||
        product.description.toLowerCase().includes(query)) &&
      (filters.categories.length === 0 ||
        filters.categories.some((id) => categories.includes(id))) &&
      price >= filters.minPrice * 100 &&
      price <= filters.maxPrice * 100 &&
      (!filters.inStock || canBeAdded(product)) &&
      (!filters.onSale || product.discountPrice !== undefined)
    );
  });
}

function wholePounds(value: string | null): number | undefined {
  if (value === null || !/^\d{1,3}$/.test(value)) return undefined;
  const pounds = Number(value);
  return pounds >= PRICE_MIN && pounds <= PRICE_MAX ? pounds : undefined;
}

/** Reads the filters from a URL query; anything invalid is ignored. */
export function readFilters(params: URLSearchParams): ListingFilters {
  const known = new Set<string>(filterCategories.map(({ id }) => id));
  let minPrice = wholePounds(params.get('min')) ?? PRICE_MIN;
  let maxPrice = wholePounds(params.get('max')) ?? PRICE_MAX;
  if (minPrice > maxPrice) [minPrice, maxPrice] = [PRICE_MIN, PRICE_MAX];
  return {
    query: (params.get('q') ?? '').slice(0, 100),
    categories: [...new Set(params.getAll('category'))].filter((id) => known.has(id)),
    minPrice,
    maxPrice,
    inStock: params.get('inStock') === '1',
    onSale: params.get('onSale') === '1',
  };
}

/** Writes the filters to a URL query, leaving out what is at its default. */
export function writeFilters(filters: ListingFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('q', filters.query);
  for (const id of filters.categories) params.append('category', id);
  if (filters.minPrice !== PRICE_MIN) params.set('min', String(filters.minPrice));
  if (filters.maxPrice !== PRICE_MAX) params.set('max', String(filters.maxPrice));
  if (filters.inStock) params.set('inStock', '1');
  if (filters.onSale) params.set('onSale', '1');
  return params;
}
