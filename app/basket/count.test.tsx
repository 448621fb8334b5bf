import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { checkBasket } from './check';
import { useBasketCount } from './count';
import { STORAGE_KEY } from './stored-shape';

// One file, one module state: the first test sees the basket before its check, and
// checks it; the next ones see it checked.

const shelf = { productId: 'toughened-glass-shelf', options: { width: '1000', depth: '250' } };
const stored = (lines: unknown) => JSON.stringify({ version: 1, lines });

function Count() {
  return <output aria-label="count">{useBasketCount()}</output>;
}

test('the count is the stored one at start, and the checked one once the catalogue has read it', async () => {
  localStorage.setItem(
    STORAGE_KEY,
    stored([
      { ...shelf, quantity: 2 },
      // A product no longer sold: counted until checked, then dropped.
      { productId: 'withdrawn-sign', options: {}, quantity: 3 },
    ]),
  );
  render(<Count />);
  expect(screen.getByLabelText('count')).toHaveTextContent(/^5$/);

  // Another tab changes the basket before the check: the count follows it.
  localStorage.setItem(
    STORAGE_KEY,
    stored([
      { ...shelf, quantity: 4 },
      { productId: 'withdrawn-sign', options: {}, quantity: 3 },
    ]),
  );
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
  });
  expect(screen.getByLabelText('count')).toHaveTextContent(/^7$/);

  checkBasket();
  expect(await screen.findByText(/^4$/)).toBeInTheDocument();
  // What the check made of it is stored: the next page's unchecked count is the same.
  expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}')).toEqual({
    version: 1,
    lines: [{ ...shelf, quantity: 4 }],
  });
});

test('once checked, the count is the basket the basket page shows, and follows its changes', async () => {
  const { getSnapshot, add } = await import('./store');
  const { totalQuantity } = await import('./model');
  const { findProduct } = await import('../catalogue/registry');
  render(<Count />);
  expect(screen.getByLabelText('count')).toHaveTextContent(String(totalQuantity(getSnapshot())));

  const cabinet = findProduct('premium-glass');
  if (!cabinet) throw new Error('premium-glass is in the registry');
  act(() => {
    add(cabinet, { size: '1500', glassType: 'tinted', ledColor: 'rgb' }, 2);
  });
  expect(screen.getByLabelText('count')).toHaveTextContent(String(totalQuantity(getSnapshot())));
  expect(totalQuantity(getSnapshot())).toBe(6);
});
