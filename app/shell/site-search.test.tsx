import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { SearchEntry } from '../catalogue/search';

const index: SearchEntry[] = [
  {
    title: '8mm Toughened Glass Shelf',
    href: '/products/glass-shelves/toughened-glass-shelf',
    kind: 'product',
    section: 'Glass Shelves',
    keywords: 'toughened glass shelf 800 1000 1200',
    price: { pence: 6999, from: true },
    image: '/images/toughened-glass-shelf.webp',
  },
];

/** The index's answer, held until the test lets it through. */
function heldIndex() {
  let answer: (response: Response) => void = () => undefined;
  const fetchIndex = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchIndex);
  return { fetchIndex, arrive: () => answer(new Response(JSON.stringify(index))) };
}

// The search is loaded once per page (a module's own promise): a fresh one for each test.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSearch() {
  const { MemoryRouter, useLocation } = await import('../lib/router');
  const { SiteSearch } = await import('./site-search');
  function Where() {
    const { pathname, search } = useLocation();
    return <output>{pathname + search}</output>;
  }
  render(
    <MemoryRouter>
      <SiteSearch className="flex" />
      <Where />
    </MemoryRouter>,
  );
  return screen.getByRole('combobox', { name: 'Search products and services' });
}

test('nothing of the suggestions loads until the box is used', async () => {
  const { fetchIndex } = heldIndex();
  const box = await renderSearch();
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(fetchIndex).not.toHaveBeenCalled();
  box.focus();
  await waitFor(() => expect(fetchIndex).toHaveBeenCalledTimes(1));
});

test('what is typed before the suggestions arrive is kept, and searched once they have', async () => {
  const user = userEvent.setup();
  const { fetchIndex, arrive } = heldIndex();
  const box = await renderSearch();
  await user.type(box, 'toughened');
  expect(box).toHaveValue('toughened');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(fetchIndex).toHaveBeenCalledTimes(1);

  arrive();
  const option = await screen.findByRole('option', { name: /8mm Toughened Glass Shelf/ });
  expect(option).toHaveTextContent('From £69.99');
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveValue('toughened');
  await user.keyboard('{ArrowDown}{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent(
    '/products/glass-shelves/toughened-glass-shelf',
  );
});

test('Enter before the suggestions arrive opens the results page for the text typed', async () => {
  const user = userEvent.setup();
  heldIndex();
  const box = await renderSearch();
  await user.type(box, 'glass shelves{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('/search?q=glass%20shelves');
  expect(box).toHaveValue('');
});
