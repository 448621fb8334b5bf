import { useEffect, useState } from 'react';
import type { SearchEntry, SearchResult } from '../catalogue/search';

type Search = (query: string) => SearchResult[];

let loading: Promise<Search> | undefined;

async function fetchIndex(): Promise<SearchEntry[]> {
  const response = await fetch('/search-index.json');
  if (!response.ok) throw new Error(`search index: ${response.status}`);
  const entries: unknown = await response.json();
  return Array.isArray(entries) ? (entries as SearchEntry[]) : [];
}

/**
 * The search index and the matching code, fetched together the first time anything
 * searches: neither weighs on a page that nobody searches from.
 */
function loadSearch(): Promise<Search> {
  loading ??= Promise.all([import('../catalogue/search'), fetchIndex()])
    .then(
      ([{ search }, entries]): Search =>
        (query) =>
          search(entries, query),
    )
    .catch(() => {
      loading = undefined; // let a later search try again
      return () => [];
    });
  return loading;
}

/** Matches for `query` once it has `minLength` characters; loads the search on first use. */
export function useSearch(
  query: string,
  minLength = 2,
): { results: SearchResult[]; ready: boolean } {
  const [searchFor, setSearchFor] = useState<Search | null>(null);
  const wanted = query.trim().length >= minLength;

  useEffect(() => {
    if (!wanted || searchFor) return;
    let current = true;
    void loadSearch().then((loaded) => {
      if (current) setSearchFor(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, searchFor]);

  return { results: wanted && searchFor ? searchFor(query) : [], ready: searchFor !== null };
}
