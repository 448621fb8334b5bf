/**
 * A stored basket that the catalogue's check changes (a product no longer sold as saved, a
 * quantity over the stock) is not changed without a word: the basket's page says what was
 * removed and what lowered, once. A fresh store module each test, as on a fresh page load,
 * in React's strict mode, which mounts the page twice.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { beforeEach, expect, test, vi } from 'vitest';

const STORED = 'clydeside-basket:v1';
const shelf = { productId: 'toughened-glass-shelf', options: { width: '1000', depth: '250' } };
const checked = 'Your saved basket was checked against our current range and stock: ';

function store(lines: unknown[]) {
  localStorage.setItem(STORED, JSON.stringify({ version: 1, lines }));
}

async function renderFreshCart() {
  vi.resetModules();
  const { MemoryRouter } = await import('../../lib/router');
  const { CartPage } = await import('./cart-page');
  return render(
    <StrictMode>
      <MemoryRouter>
        <CartPage />
      </MemoryRouter>
    </StrictMode>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('a product no longer sold as saved is said to be removed, on the basket page, and not again on the next load', async () => {
  store([
    { ...shelf, quantity: 2 },
    { productId: 'withdrawn-sign', options: {}, quantity: 3 },
  ]);
  const first = await renderFreshCart();
  expect(
    await screen.findByText(
      `${checked}1 product you saved is no longer sold as you saved it and was removed.`,
    ),
  ).toHaveAttribute('role', 'status');
  expect(screen.getByRole('link', { name: /Toughened Glass Shelf/ })).toBeInTheDocument();
  first.unmount();

  await renderFreshCart();
  expect(await screen.findByRole('link', { name: /Toughened Glass Shelf/ })).toBeInTheDocument();
  expect(screen.queryByText(/checked against our current range/)).not.toBeInTheDocument();
});

test('removed lines and a quantity lowered to the stock are told apart', async () => {
  store([
    { ...shelf, quantity: 100_000 },
    { ...shelf, options: {}, quantity: 1 },
    { productId: 'withdrawn-sign', options: {}, quantity: 3 },
  ]);
  await renderFreshCart();
  expect(
    await screen.findByText(
      `${checked}2 products you saved are no longer sold as you saved them and were removed, and 1 quantity was lowered to the stock we hold.`,
    ),
  ).toBeInTheDocument();
});

test('a basket the check leaves as it was says nothing, and the visitor’s next change replaces the notice', async () => {
  store([{ ...shelf, quantity: 2 }]);
  const unchanged = await renderFreshCart();
  expect(await screen.findByRole('link', { name: /Toughened Glass Shelf/ })).toBeInTheDocument();
  expect(screen.queryByText(/checked against our current range/)).not.toBeInTheDocument();
  unchanged.unmount();

  store([
    { ...shelf, quantity: 2 },
    { ...shelf, quantity: 1, options: {} },
  ]);
  await renderFreshCart();
  expect(await screen.findByText(/1 product you saved is no longer sold/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /^Remove / }));
  expect(screen.queryByText(/checked against our current range/)).not.toBeInTheDocument();
  expect(screen.getByText(/^Removed .* from your basket\.$/)).toBeInTheDocument();
});
