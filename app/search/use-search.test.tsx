import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import type { SearchEntry } from '../catalogue/search';
import { useSearch } from './use-search';

const index: SearchEntry[] = [
  {
    title: '8mm Toughened Glass Shelf',
    href: '/products/glass-shelves/toughened-glass-shelf',
    kind: 'product',
    section: 'Glass Shelves',
    keywords: 'toughened glass shelf 800 1000 1200',
  },
];

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a search that cannot load says so, and the next keystroke tries again', async () => {
  const fetchIndex = vi
    .fn()
    .mockRejectedValueOnce(new TypeError('offline'))
    .mockResolvedValue(new Response(JSON.stringify(index)));
  vi.stubGlobal('fetch', fetchIndex);

  const { result, rerender } = renderHook(({ query }) => useSearch(query), {
    initialProps: { query: 'gl' },
  });
  await waitFor(() => expect(result.current.failed).toBe(true));
  expect(result.current).toMatchObject({ ready: false, results: [] });

  rerender({ query: 'gla' });
  await waitFor(() => expect(result.current.ready).toBe(true));
  expect(result.current.failed).toBe(false);
  expect(result.current.results.map((match) => match.title)).toEqual(['8mm Toughened Glass Shelf']);
  expect(fetchIndex).toHaveBeenCalledTimes(2);
});

test('nothing loads before the second character', () => {
  const fetchIndex = vi.fn();
  vi.stubGlobal('fetch', fetchIndex);
  const { result } = renderHook(() => useSearch('g'));
  expect(result.current).toEqual({ results: [], ready: false, failed: false });
  expect(fetchIndex).not.toHaveBeenCalled();
});
