import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../lib/router';
import { afterEach, expect, test, vi } from 'vitest';
import { Header, basketLabel } from './header';

afterEach(() => {
  // Unmounted first: the header cancels its idle check with the stubbed function.
  cleanup();
  vi.unstubAllGlobals();
});

test('the header links the phone, the account pages, home and the basket', () => {
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: /0141 496 0321/ })).toHaveAttribute(
    'href',
    'tel:+441414960321',
  );
  const account = within(banner).getByRole('navigation', { name: 'Account' });
  expect(
    within(account)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/trade-account', '/signup', '/login']);
  expect(
    within(banner).getByRole('link', { name: 'Clydeside Shopfitters home page' }),
  ).toHaveAttribute('href', '/');
  expect(within(banner).getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/cart');
  expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  expect(banner).toHaveAttribute('data-compact', 'false');
});

test.each([
  [0, 'Basket'],
  [1, 'Basket, 1 item'],
  [3, 'Basket, 3 items'],
])('with %i items the basket link is named "%s"', (count, label) => {
  expect(basketLabel(count)).toBe(label);
});

test('the basket link counts the stored basket at once, then as checked against the catalogue', async () => {
  localStorage.setItem(
    'clydeside-basket:v1',
    JSON.stringify({
      version: 1,
      lines: [
        {
          productId: 'toughened-glass-shelf',
          options: { width: '1000', depth: '250' },
          quantity: 2,
        },
        // A product no longer sold: dropped once the basket is checked.
        { productId: 'withdrawn-sign', options: {}, quantity: 3 },
      ],
    }),
  );
  // The browser is idle at once (jsdom has no idle callback; without one the check waits 2 s).
  vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
  vi.stubGlobal('cancelIdleCallback', (handle: number) => clearTimeout(handle));
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  );
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Basket, 5 items' })).toBeInTheDocument();
  expect(await within(banner).findByRole('link', { name: 'Basket, 2 items' })).toHaveAttribute(
    'href',
    '/cart',
  );
});
