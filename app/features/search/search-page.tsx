import { Search } from 'lucide-react';
import { Price } from '../../components/product/price';
import { Link } from '../../lib/router';
import { useHydrated } from '../../lib/use-hydrated';
import { useSearchParamsNow } from '../../lib/use-search-params-now';
import { ResultThumbnail } from '../../search/result-thumbnail';
import { SEARCH_UNAVAILABLE } from '../../search/unavailable';
import { useSearch } from '../../search/use-search';

/** Every match for ?q=..., the page the header search opens on Enter. */
export function SearchPage() {
  // What is typed shows at once, before the URL has caught up.
  const [params, setParams] = useSearchParamsNow();
  const hydrated = useHydrated();
  const query = hydrated ? (params.get('q') ?? '').slice(0, 100) : '';
  const { results, ready, failed } = useSearch(query, 1);
  const searched = query.trim().length > 0;

  return (
    <div className="mx-auto min-h-screen max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Search</h1>
      <label className="relative mt-6 block">
        <span className="sr-only">Search products and pages</span>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          type="search"
          value={query}
          onChange={(event) =>
            setParams(new URLSearchParams({ q: event.target.value }), { replace: true })
          }
          placeholder="Search products..."
          className="h-12 w-full rounded-md border border-slate-400 pl-11 pr-3 text-lg"
        />
      </label>
      <p role="status" className="mt-4 font-medium text-slate-800">
        {!searched
          ? 'Type what you are looking for: a product, a size or a service.'
          : failed
            ? SEARCH_UNAVAILABLE
            : ready
              ? `${results.length} ${results.length === 1 ? 'result' : 'results'} for “${query.trim()}”`
              : ''}
      </p>
      <ul className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {results.map((result) => (
          <li key={result.href} className="flex items-center gap-4 py-4">
            <ResultThumbnail result={result} width={96} height={72} className="h-18 w-24 rounded" />
            <div className="min-w-0 flex-1">
              <Link
                to={result.href}
                className="text-lg font-semibold text-brand-800 underline-offset-4 hover:underline"
              >
                {result.title}
              </Link>
              <p className="text-sm text-slate-700">{result.section}</p>
            </div>
            {result.price && (
              <p className="font-bold text-brand-900">
                {result.price.from ? 'From ' : ''}
                <Price pence={result.price.pence} unit={result.price.unit} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
