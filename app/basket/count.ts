import { useSyncExternalStore } from 'react';
import { webStorage } from '../lib/web-storage';
import { STORAGE_KEY, uncheckedQuantity } from './stored-shape';

/**
 * The header's count of what is in the basket, on every page, without the catalogue in
 * the page's start-up (docs/decisions/041).
 *
 * At start it is the stored quantities as they are (stored-shape.ts). The basket's store
 * (store.ts), which checks every line against the catalogue, is loaded once the browser
 * is idle after the page has started if the stored basket holds anything, or at once at
 * the first move toward the basket (check.ts); a page that shows products has it already.
 * As the store loads it takes the count over (`provideCheckedBasket`), in the same task,
 * before any page that shows the basket can render: from then on the header and the basket
 * page read the same checked basket.
 * Between the two the count can only be higher, never lower, than the checked one, and
 * only for a basket stored with a line the catalogue no longer takes.
 */

export type CheckedBasket = {
  subscribe: (listener: () => void) => () => void;
  count: () => number;
};

let checked: CheckedBasket | undefined;
const listeners = new Set<() => void>();
let stopWatching: (() => void) | undefined;

function emit() {
  for (const listener of listeners) listener();
}

function watchStorage(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) emit();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Follows the basket as it changes: another tab's changes until checked, then the store's. */
function watch() {
  stopWatching = checked ? checked.subscribe(emit) : watchStorage();
}

/** Called by store.ts as it loads: from then on the count is the checked basket's. */
export function provideCheckedBasket(store: CheckedBasket): void {
  checked = store;
  if (stopWatching) {
    stopWatching();
    watch();
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) watch();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    stopWatching?.();
    stopWatching = undefined;
  };
}

let lastRaw: string | null = null;
let lastCount = 0;

function getSnapshot(): number {
  if (checked) return checked.count();
  let raw: string | null = null;
  try {
    raw = webStorage('localStorage')?.getItem(STORAGE_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastCount = uncheckedQuantity(raw);
  }
  return lastCount;
}

/** Pre-rendered pages show no count, so hydration always matches. */
function getServerSnapshot(): number {
  return 0;
}

/** The number of items in the basket, for the header's badge; 0 until the page has hydrated. */
export function useBasketCount(): number {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
