/**
 * Loads the basket's store, which checks the stored basket against the catalogue and
 * takes the header's count over as it loads (count.ts). Nothing here imports the store
 * or the catalogue: they arrive by the dynamic import, off the start-up of the pages that
 * show no product.
 */

let requested = false;

/** The longest the check waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;

export function checkBasket(): void {
  if (requested) return;
  requested = true;
  // Offline, the count stays as stored until a later move toward the basket asks again.
  import('./store').catch(() => {
    requested = false;
  });
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
