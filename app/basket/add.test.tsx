import { act, render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { findProduct } from '../catalogue/registry';
import { add } from './add';
import { checkBasket } from './check';
import { useBasketCount } from './count';
import { STORAGE_KEY } from './stored-shape';

// One file, one module state: the first test adds before the basket's store has loaded,
// the next ones after it has taken over.

const shelf = { productId: 'toughened-glass-shelf', options: { width: '1000', depth: '250' } };
const withdrawn = { productId: 'withdrawn-sign', options: {}, quantity: 3 };
const stored = (lines: unknown) => JSON.stringify({ version: 1, lines });
const storedLines = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as { lines?: unknown }).lines;

function Count() {
  return <output aria-label="count">{useBasketCount()}</output>;
}

function product(id: string) {
  const found = findProduct(id);
  if (!found) throw new Error(`${id} is in the registry`);
  return found;
}

test('an add before the store has loaded is made at once, counted, then checked with the rest', async () => {
  localStorage.setItem(STORAGE_KEY, stored([withdrawn, { ...shelf, quantity: 2 }]));
  render(<Count />);
  expect(screen.getByLabelText('count')).toHaveTextContent(/^5$/);

  let outcome: ReturnType<typeof add> | undefined;
  act(() => {
    outcome = add(product('toughened-glass-shelf'), shelf.options, 3);
  });
  // Made in the same task: stored, counted, the other line kept as stored for the check.
  expect(outcome).toEqual({ kind: 'added', quantity: 5 });
  expect(storedLines()).toEqual([withdrawn, { ...shelf, quantity: 5 }]);
  expect(screen.getByLabelText('count')).toHaveTextContent(/^8$/);

  // Nothing loaded the store. Then the header asks for it (when idle, as the basket holds
  // something): it checks the whole basket, the withdrawn line goes.
  checkBasket();
  expect(await screen.findByText(/^5$/)).toBeInTheDocument();
  const { getSnapshot } = await import('./store');
  expect(getSnapshot()).toEqual([{ ...shelf, quantity: 5 }]);
  expect(storedLines()).toEqual([{ ...shelf, quantity: 5 }]);
});

test('once the store has loaded, it makes every add: merged, capped at the stock, counted once', async () => {
  const { getSnapshot } = await import('./store');
  render(<Count />);
  let outcome: ReturnType<typeof add> | undefined;
  act(() => {
    outcome = add(product('toughened-glass-shelf'), shelf.options, 3);
  });
  // Under the stock, so that an add made or counted twice would show.
  expect(outcome).toEqual({ kind: 'added', quantity: 8 });
  expect(getSnapshot()).toEqual([{ ...shelf, quantity: 8 }]);
  expect(storedLines()).toEqual([{ ...shelf, quantity: 8 }]);
  expect(screen.getByLabelText('count')).toHaveTextContent(/^8$/);
  act(() => {
    outcome = add(product('toughened-glass-shelf'), shelf.options, 30);
  });
  expect(outcome).toEqual({ kind: 'capped', quantity: 20, before: 8 });
  expect(getSnapshot()).toEqual([{ ...shelf, quantity: 20 }]);
  expect(storedLines()).toEqual([{ ...shelf, quantity: 20 }]);
  expect(screen.getByLabelText('count')).toHaveTextContent(/^20$/);
});
