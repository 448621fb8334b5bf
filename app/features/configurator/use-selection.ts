import { resolveSelection } from '../../catalogue/pricing';
import type { OptionGroup, Selection } from '../../catalogue/product';
import { useHydrated } from '../../lib/use-hydrated';
import { useSearchParamsNow } from '../../lib/use-search-params-now';

/**
 * The chosen options live in the URL query (?width=1200&colour=grey), so a configured
 * product can be shared, bookmarked and reloaded. A choice replaces the page's history
 * entry rather than adding one: Back leaves the page, as buyers trying the site expected,
 * instead of undoing one choice at a time.
 * Invalid or unknown values fall back to the defaults. The pre-rendered HTML shows the
 * defaults, so the query is read once the page has hydrated. A choice shows at once, with
 * its price; the URL follows (app/lib/use-search-params-now.ts).
 */
export function useSelection(groups: readonly OptionGroup[]) {
  const [params, setParams] = useSearchParamsNow();
  const hydrated = useHydrated();
  const selection: Selection = resolveSelection(groups, hydrated ? Object.fromEntries(params) : {});

  function choose(groupId: string, value: string) {
    // The page keeps its place (a change of query only: app/lib/use-scroll-restoration.ts).
    const next = new URLSearchParams(params);
    next.set(groupId, value);
    setParams(next, { replace: true });
  }

  return [selection, choose] as const;
}
