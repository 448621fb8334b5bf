import { exporting, importOnce } from '../lib/import-again';

/**
 * Loads the basket's store, which checks the stored basket against the catalogue and
 * takes the header's count over as it loads (count.ts). Nothing here imports the store
 * or the catalogue: they arrive by the dynamic import, off the start-up of the pages that
 * show no product.
 */

/** The store's import: once; after a failure (offline), the next ask imports it again. */
const importStore = importOnce(
  () => import('./store'),
  exporting<typeof import('./store')>('getSnapshot'),
);

/** The longest the check waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Asks for the store. Offline, the count stays as stored until a later ask (the pointer or
 * the focus on the basket link, an add the storage refused) imports it again.
 */
export function checkBasket(): void {
  importStore().catch(() => undefined);
}

/** Checks the basket once the browser has nothing more pressing to do. */
export function checkBasketWhenIdle(): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(checkBasket, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  // No idle callback (Safari): after the same longest wait, not in the start-up's rush.
  const handle = setTimeout(checkBasket, IDLE_TIMEOUT_MS);
  return () => clearTimeout(handle);
}
