import type { SearchResult } from '../catalogue/search';
import { Price } from '../components/product/price';
import { ResultThumbnail } from '../search/result-thumbnail';
import { loadSearch, type Search } from '../search/use-search';

type SuggestionOptionsProps = {
  suggestions: SearchResult[];
  query: string;
  active: number;
  optionId: (position: number) => string;
  onChoose: (href: string) => void;
};

/** The header search's options: each match's picture, name, section and price. */
function SuggestionOptions({
  suggestions,
  query,
  active,
  optionId,
  onChoose,
}: SuggestionOptionsProps) {
  if (suggestions.length === 0) {
    return (
      <div
        role="option"
        aria-selected={false}
        aria-disabled="true"
        className="px-3 py-2 text-slate-700"
      >
        {`No matches for “${query.trim()}”`}
      </div>
    );
  }
  return suggestions.map((result, position) => (
    // Focus stays in the input (aria-activedescendant); a click picks an option too.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      key={result.href}
      id={optionId(position)}
      role="option"
      aria-selected={position === active}
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(result.href)}
      className="flex cursor-pointer items-center gap-3 px-3 py-2 aria-selected:bg-brand-50 hover:bg-brand-50"
    >
      <ResultThumbnail result={result} width={48} height={36} className="h-9 w-12 rounded" />
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-medium text-brand-900">{result.title}</span>
        <span className="block text-sm text-slate-700">{result.section}</span>
      </span>
      {result.price && (
        <span className="shrink-0 whitespace-nowrap text-sm font-semibold text-brand-900">
          {result.price.from ? 'From ' : ''}
          <Price pence={result.price.pence} unit={result.price.unit} />
        </span>
      )}
    </div>
  ));
}

/** What the header search needs to suggest, loaded on the box's first use, not with the page. */
export type Suggester = { search: Search; Options: typeof SuggestionOptions };

/** The search (its code and index) and the options that show its matches, loaded together. */
export async function loadSuggester(): Promise<Suggester> {
  return { search: await loadSearch(), Options: SuggestionOptions };
}
