import { Search } from 'lucide-react';
import { Price } from '../components/product/price';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '../lib/router';
import { ResultThumbnail } from '../search/result-thumbnail';
import { SEARCH_UNAVAILABLE, useSearch } from '../search/use-search';

const MAX_SUGGESTIONS = 8;

/**
 * The header search (WAI-ARIA APG combobox with a listbox popup): suggestions from the
 * second character, arrow keys move, Enter opens the highlighted one or the full results
 * page, Escape closes.
 */
export function SiteSearch({ className }: { className: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, ready, failed } = useSearch(query);
  const suggestions = results.slice(0, MAX_SUGGESTIONS);
  const showList = open && query.trim().length >= 2 && (ready || failed);

  function go(href: string) {
    setOpen(false);
    setQuery('');
    setActive(-1);
    void navigate(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const count = suggestions.length;
      if (count === 0) return;
      setActive((current) =>
        event.key === 'ArrowDown' ? (current + 1) % count : (current - 1 + count) % count,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen && showList) go(chosen.href);
      else if (query.trim()) go(`/search?q=${encodeURIComponent(query.trim())}`);
    } else if (event.key === 'Escape') {
      // First Escape closes the suggestions (keeping the text); a second clears it.
      if (showList) {
        event.preventDefault();
        setOpen(false);
      } else setQuery('');
      setActive(-1);
    }
  }

  const listId = `${id}-list`;
  const optionId = (position: number) => `${id}-option-${position}`;
  return (
    <search className={`${className} relative items-center`}>
      <label className="relative w-full">
        <span className="sr-only">Search products and services</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <input
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder="Search products..."
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          className="h-9 w-full rounded-full border border-slate-300 bg-slate-50 pl-9 pr-4 text-base text-slate-900 placeholder:text-slate-600 lg:h-10"
        />
      </label>
      <div
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!showList}
        className="absolute left-0 right-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((result, position) => (
          // Focus stays in the input (aria-activedescendant); a click picks an option too.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
          <div
            key={result.href}
            id={optionId(position)}
            role="option"
            aria-selected={position === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(result.href)}
            className="flex cursor-pointer items-center gap-3 px-3 py-2 aria-selected:bg-brand-50 hover:bg-brand-50"
          >
            <ResultThumbnail result={result} width={48} height={36} className="h-9 w-12 rounded" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-brand-900">{result.title}</span>
              <span className="block text-sm text-slate-700">{result.section}</span>
            </span>
            {result.price && (
              <span className="text-sm font-semibold text-brand-900">
                {result.price.from ? 'From ' : ''}
                <Price pence={result.price.pence} unit={result.price.unit} />
              </span>
            )}
          </div>
        ))}
        {suggestions.length === 0 && (
          <div
            role="option"
            aria-selected={false}
            aria-disabled="true"
            className="px-3 py-2 text-slate-700"
          >
            {failed ? SEARCH_UNAVAILABLE : `No matches for “${query.trim()}”`}
          </div>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {!showList
          ? ''
          : failed
            ? SEARCH_UNAVAILABLE
            : `${results.length} ${results.length === 1 ? 'result' : 'results'}`}
      </p>
    </search>
  );
}
