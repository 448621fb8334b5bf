import type { Product, Selection } from '../catalogue/product';
import { findProduct } from '../catalogue/registry';
import {
  addToBasket,
  emptyBasket,
  removeLine,
  setQuantity,
  totalQuantity,
  type Basket,
  type Change,
  type Outcome,
} from './model';
import { provideCheckedAdd } from './checked-add';
import { provideCheckedBasket } from './count';
import { STORAGE_KEY, parseStoredBasket, serializeBasket } from './stored';
import { noteTakenOut, takenOutOf } from './taken-out';
import { webStorage } from '../lib/web-storage';

/**
 * The basket in the browser: the pure model, kept in localStorage and in step across
 * tabs. Plain TypeScript; React reads it through useSyncExternalStore (use-basket.ts).
 * Pre-rendered pages see the empty basket, so hydration always matches.
 */

let basket: Basket = emptyBasket;
let loaded = false;
const listeners = new Set<() => void>();

function read(): Basket {
  try {
    return parseStoredBasket(webStorage('localStorage')?.getItem(STORAGE_KEY) ?? null, findProduct);
  } catch {
    return emptyBasket;
  }
}

/**
 * Reads the stored basket once, checked against the catalogue, and keeps what the check
 * made of it: a line dropped or a quantity clamped is then dropped or clamped in storage
 * too, so the header's count, which reads storage before the catalogue loads on pages
 * without products (count.ts), does not show the unchecked figure again on the next page.
 */
function ensureLoaded() {
  if (loaded || typeof window === 'undefined') return;
  basket = read();
  loaded = true;
  try {
    const storage = webStorage('localStorage');
    const raw = storage?.getItem(STORAGE_KEY) ?? null;
    const cleaned = serializeBasket(basket);
    if (raw !== null && raw !== cleaned) {
      storage?.setItem(STORAGE_KEY, cleaned);
      // What the check took out is said on the basket's page, not lost without a word.
      noteTakenOut(takenOutOf(raw, basket));
    }
  } catch {
    // Storage refused: the checked basket is kept in memory for this visit.
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function commit({ basket: next, outcome }: Change): Outcome {
  if (next !== basket) {
    basket = next;
    try {
      webStorage('localStorage')?.setItem(STORAGE_KEY, serializeBasket(basket));
    } catch {
      // Quota exceeded or storage refused: keep the basket in memory for this visit.
    }
    emit();
  }
  return outcome;
}

function onStorage(event: StorageEvent) {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  basket = read();
  emit();
}

export function subscribe(listener: () => void): () => void {
  ensureLoaded();
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function getSnapshot(): Basket {
  ensureLoaded();
  return basket;
}

export function getServerSnapshot(): Basket {
  return emptyBasket;
}

export function add(product: Product, options: Selection, quantity = 1): Outcome {
  ensureLoaded();
  return commit(addToBasket(basket, product, options, quantity));
}

export function changeQuantity(key: string, productId: string, quantity: number): Outcome {
  ensureLoaded();
  const product = findProduct(productId);
  if (!product) return { kind: 'unavailable' };
  return commit(setQuantity(basket, key, quantity, product));
}

export function remove(key: string): void {
  ensureLoaded();
  commit({ basket: removeLine(basket, key), outcome: { kind: 'updated', quantity: 0 } });
}

/** Puts back a basket read earlier (getSnapshot): the undo of a change made for the visitor. */
export function restore(earlier: Basket): void {
  ensureLoaded();
  commit({ basket: earlier, outcome: { kind: 'updated', quantity: 0 } });
}

export function clear(): void {
  commit({ basket: emptyBasket, outcome: { kind: 'updated', quantity: 0 } });
}

// The header's count reads the stored basket unchecked until this store has loaded
// (count.ts), and Add to Cart adds to it knowing only its product (add.ts); from now on
// both go through this one.
provideCheckedBasket({ subscribe, count: () => totalQuantity(getSnapshot()) });
provideCheckedAdd(add);
