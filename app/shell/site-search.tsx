import { Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '../lib/router';
import { exporting, importOnce } from '../lib/import-again';
import { SEARCH_UNAVAILABLE } from '../search/unavailable';
import type { Suggester } from './search-suggestions';

const MAX_SUGGESTIONS = 8;

/** The suggester's code, loaded on first use; after a failure, from the server again. */
const importSuggestions = importOnce(
  () => import('./search-suggestions'),
  exporting<typeof import('./search-suggestions')>('loadSuggester'),
);

/**
 * The header search (WAI-ARIA APG combobox with a listbox popup): suggestions from the
 * second character, arrow keys move, Enter opens the highlighted one or the full results
 * page, Escape closes.
 *
 * The box is the shell's; what it suggests with (the search, its index, the options'
 * markup) is loaded on the box's first use, focus or a keystroke, so that no page starts
 * with it. What is typed meanwhile is the box's own state, searched once the suggester
 * arrives; Enter before then opens the results page.
 */
export function SiteSearch({ className }: { className: string }) {
  const navigate = useNavigate();
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggester, setSuggester] = useState<Suggester | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = query.trim().length >= 2;
  const results = wanted && suggester ? suggester.search(query) : [];
  const suggestions = results.slice(0, MAX_SUGGESTIONS);
  const showList = open && wanted && (suggester !== null || failed);

  /** Loads the suggester once; after a failure, the next keystroke tries again. */
  function prepare() {
    if (suggester) return;
    importSuggestions()
      .then(({ loadSuggester }) => loadSuggester())
      .then(
        (loaded) => {
          setSuggester(() => loaded);
          setFailed(false);
        },
        () => setFailed(true),
      );
  }

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
    // The suggestions hang from the nearest positioned box: the search itself on a desktop,
    // at least 32rem wide however narrow the box (it shares its row with the price switch),
    // and the whole row under the logo on a phone (header.tsx), where the box shares its row
    // with the price switch and is too narrow to read a product's name and price in.
    <search className={`${className} items-center`}>
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
          onFocus={prepare}
          onChange={(event) => {
            prepare();
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
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg max-lg:inset-x-4 lg:right-auto lg:w-[max(100%,32rem)]"
      >
        {suggester ? (
          <suggester.Options
            suggestions={suggestions}
            query={query}
            active={active}
            optionId={optionId}
            onChoose={go}
          />
        ) : (
          failed && (
            <div
              role="option"
              aria-selected={false}
              aria-disabled="true"
              className="px-3 py-2 text-slate-700"
            >
              {SEARCH_UNAVAILABLE}
            </div>
          )
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {!showList
          ? ''
          : !suggester
            ? SEARCH_UNAVAILABLE
            : `${results.length} ${results.length === 1 ? 'result' : 'results'}`}
      </p>
    </search>
  );
}
