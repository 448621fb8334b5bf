import { useEffect, useState } from 'react';
import { search, type SearchEntry, type SearchResult } from '../catalogue/search';

let index: Promise<SearchEntry[]> | undefined;

/** The search index, fetched once, the first time anything searches. */
export function loadSearchIndex(): Promise<SearchEntry[]> {
  index ??= fetch('/search-index.json')
    .then((response) => (response.ok ? response.json() : []))
    .then((entries: unknown) => (Array.isArray(entries) ? (entries as SearchEntry[]) : []))
    .catch(() => {
      index = undefined; // let a later search try again
      return [];
    });
  return index;
}

/** Matches for `query` once it has `minLength` characters; loads the index on first use. */
export function useSearch(
  query: string,
  minLength = 2,
): { results: SearchResult[]; ready: boolean } {
  const [entries, setEntries] = useState<SearchEntry[] | null>(null);
  const wanted = query.trim().length >= minLength;

  useEffect(() => {
    if (!wanted || entries) return;
    let current = true;
    void loadSearchIndex().then((loaded) => {
      if (current) setEntries(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, entries]);

  return { results: wanted && entries ? search(entries, query) : [], ready: entries !== null };
}
