import { useSearchParams } from 'react-router';
import { resolveSelection } from '../../catalogue/pricing';
import type { OptionGroup, Selection } from '../../catalogue/product';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The chosen options live in the URL query (?width=1200&colour=grey), so a configured
 * product can be shared, bookmarked and reloaded, and Back steps through the choices.
 * Invalid or unknown values fall back to the defaults. The pre-rendered HTML shows the
 * defaults, so the query is read once the page has hydrated.
 */
export function useSelection(groups: readonly OptionGroup[]) {
  const [params, setParams] = useSearchParams();
  const hydrated = useHydrated();
  const selection: Selection = resolveSelection(groups, hydrated ? Object.fromEntries(params) : {});

  function choose(groupId: string, value: string) {
    // A new history entry per choice, so Back steps through them; the page keeps its
    // place (a change of query only: app/lib/use-scroll-restoration.ts).
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(groupId, value);
      return next;
    });
  }

  return [selection, choose] as const;
}
