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

  // Under the stock (20), so that an add made twice would show.
  expect(add(shelf, options, 3)).toEqual({ kind: 'added', quantity: 3 });
  expect(add(shelf, options, 4)).toEqual({ kind: 'added', quantity: 7 });

  const { getSnapshot } = await import('./store');
  await vi.waitFor(() => {
    expect(getSnapshot()).toEqual([{ productId: shelf.id, options, quantity: 7 }]);
  });
  // Made once each, and the store makes the next: 7 and 1.
  expect(add(shelf, options, 1)).toEqual({ kind: 'added', quantity: 8 });
  expect(getSnapshot()).toEqual([{ productId: shelf.id, options, quantity: 8 }]);
  // The cap, once the store makes the adds.
  expect(add(shelf, options, 15)).toEqual({ kind: 'capped', quantity: 20, before: 8 });
});
