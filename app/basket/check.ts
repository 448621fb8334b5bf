/**
 * Loads the basket's store, which checks the stored basket against the catalogue and
 * takes the header's count over as it loads (count.ts). Apart from count.ts, which the
 * store imports.
 */

let requested = false;

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
    const handle = window.requestIdleCallback(checkBasket, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(checkBasket, 0);
  return () => clearTimeout(handle);
}
