import {
  noFilters,
  readFilters,
  writeFilters,
  type ListingFilters,
} from '../../catalogue/listing-filter';
import { useHydrated } from '../../lib/use-hydrated';
import { useSearchParamsNow } from '../../lib/use-search-params-now';

/**
 * The search and filters live in the URL query, so a filtered list can be shared,
 * reloaded and stepped back through. Typing and dragging replace the history entry;
 * ticking a box adds one. The pre-rendered HTML lists everything, so the query is read
 * once the page has hydrated. A change shows at once; the URL follows
 * (app/lib/use-search-params-now.ts).
 */
export function useListingFilters() {
  const [params, setParams] = useSearchParamsNow();
  const hydrated = useHydrated();
  const filters = hydrated ? readFilters(params) : noFilters;

  function update(change: Partial<ListingFilters>, { replace = false } = {}) {
    setParams(writeFilters({ ...filters, ...change }), { replace });
  }

  return [filters, update] as const;
}
