import { useEffect, useState } from 'react';
import type { SearchEntry, SearchResult } from '../catalogue/search';
import { exporting, importOnce } from '../lib/import-again';

export type Search = (query: string) => SearchResult[];

let loading: Promise<Search> | undefined;

async function fetchIndex(): Promise<SearchEntry[]> {
  const response = await fetch('/search-index.json');
  if (!response.ok) throw new Error(`search index: ${response.status}`);
  const entries: unknown = await response.json();
  return Array.isArray(entries) ? (entries as SearchEntry[]) : [];
}

/** The search's code; after a failure, from the server again (app/lib/import-again.ts). */
const importSearch = importOnce(
  () => import('../catalogue/search'),
  exporting<typeof import('../catalogue/search')>('search'),
);

/**
 * The search index and the matching code, fetched together the first time anything
 * searches: neither weighs on a page that nobody searches from. A failed load is
 * forgotten, so the next attempt fetches again.
 */
export function loadSearch(): Promise<Search> {
  loading ??= Promise.all([importSearch(), fetchIndex()])
    .then(
      ([{ search }, entries]): Search =>
        (query) =>
          search(entries, query),
    )
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

export type SearchState = {
  results: SearchResult[];
  /** The search has loaded: `results` are the real matches, even when there are none. */
  ready: boolean;
  /** The last attempt to load the search failed; typing again tries again. */
  failed: boolean;
};

/** Matches for `query` once it has `minLength` characters; loads the search on first use. */
export function useSearch(query: string, minLength = 2): SearchState {
  const [searchFor, setSearchFor] = useState<Search | null>(null);
  const [failed, setFailed] = useState(false);
  const wanted = query.trim().length >= minLength;

  useEffect(() => {
    if (!wanted || searchFor) return;
    let current = true;
    loadSearch().then(
      (loaded) => {
        if (!current) return;
        setSearchFor(() => loaded);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
    // The query is a dependency on purpose: after a failure, the next keystroke retries.
  }, [wanted, searchFor, query]);

  return {
    results: wanted && searchFor ? searchFor(query) : [],
    ready: searchFor !== null,
    failed: searchFor === null && failed,
  };
}
