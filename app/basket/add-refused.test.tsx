import { expect, test, vi } from 'vitest';
import { findProduct } from '../catalogue/registry';
import { add } from './add';

// Its own file, so that the basket's store has not loaded: storage refuses every write.

test('adds made while storage refuses them are held, and made by the store once it has loaded', async () => {
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
  const shelf = findProduct('toughened-glass-shelf');
  if (!shelf) throw new Error('toughened-glass-shelf is in the registry');
  const options = { width: '1000', depth: '250' };

  expect(add(shelf, options, 15)).toEqual({ kind: 'added', quantity: 15 });
  expect(add(shelf, options, 15)).toEqual({ kind: 'capped', quantity: 20, before: 15 });

  const { getSnapshot } = await import('./store');
  await vi.waitFor(() => {
    expect(getSnapshot()).toEqual([{ productId: shelf.id, options, quantity: 20 }]);
  });
  // Made once each: a third add finds the line full.
  expect(add(shelf, options, 1)).toEqual({ kind: 'capped', quantity: 20, before: 20 });
});
