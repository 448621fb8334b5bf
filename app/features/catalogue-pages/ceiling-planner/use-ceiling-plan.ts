import { colours, tileSizes, type Colour, type TileSize } from '../../../catalogue/ceiling-plan';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSearchParamsNow } from '../../../lib/use-search-params-now';

/** What the visitor has typed and chosen; a size is null until it has been typed. */
export type PlanForm = {
  length: string | null;
  width: string | null;
  tileSize: TileSize;
  gridColour: Colour;
  tileColour: Colour;
};

export type PlanField = keyof PlanForm;

/** The query keys: short, readable words in a shared link (?length=5&width=4&tiles=600x600). */
const keys: Record<PlanField, string> = {
  length: 'length',
  width: 'width',
  tileSize: 'tiles',
  gridColour: 'grid',
  tileColour: 'colour',
};

function oneOf<T extends string>(values: readonly T[], wanted: string | null, fallback: T): T {
  return values.find((value) => value === wanted) ?? fallback;
}

/**
 * The plan lives in the URL query, so it can be shared, bookmarked and reloaded. Typing
 * replaces the history entry; a choice adds one. The pre-rendered HTML shows an empty
 * plan, so the query is read once the page has hydrated. A choice or a keystroke shows at
 * once, before the URL has caught up (useSearchParamsNow).
 */
export function useCeilingPlan() {
  const [params, setParams] = useSearchParamsNow();
  const hydrated = useHydrated();
  const read = (field: PlanField) => (hydrated ? params.get(keys[field]) : null);
  // A size longer than anyone types is not kept: the link stays short.
  const typed = (field: PlanField) => read(field)?.slice(0, 12) ?? null;
  const form: PlanForm = {
    length: typed('length'),
    width: typed('width'),
    tileSize: oneOf(tileSizes, read('tileSize'), '600x600'),
    gridColour: oneOf(colours, read('gridColour'), 'white'),
    tileColour: oneOf(colours, read('tileColour'), 'white'),
  };

  function update(field: PlanField, value: string, { replace = false } = {}) {
    const next = new URLSearchParams(params);
    next.set(keys[field], value);
    setParams(next, { replace, preventScrollReset: true });
  }

  return [form, update] as const;
}
