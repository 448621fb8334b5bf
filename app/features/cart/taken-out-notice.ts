import { TAKEN_OUT_KEY, storedTakenOut, type TakenOut } from '../../basket/taken-out';
import { webStorage } from '../../lib/web-storage';

/*
 * What the basket's page says of what the catalogue's check took out of the stored basket
 * (app/basket/taken-out.ts), in the cart's own file.
 */

/**
 * Hands what waits to be said to `listener` once, after the caller's render (so a status
 * region that holds it is announced), and takes it from storage; nothing if the caller has
 * stopped listening by then (React's strict mode mounts twice: the second mount gets it).
 */
export function onTakenOut(listener: (takenOut: TakenOut) => void): () => void {
  let listening = true;
  queueMicrotask(() => {
    if (!listening) return;
    const storage = webStorage('sessionStorage');
    const waiting = storedTakenOut(storage);
    try {
      storage?.removeItem(TAKEN_OUT_KEY);
    } catch {
      // Nothing to take.
    }
    if (waiting.removed > 0 || waiting.lowered > 0) listener(waiting);
  });
  return () => {
    listening = false;
  };
}

/** The sentence the basket's page says; '' for nothing taken out. */
export function takenOutMessage({ removed, lowered }: TakenOut): string {
  const parts = [
    ...(removed === 1
      ? ['1 product you saved is no longer sold as you saved it and was removed']
      : []),
    ...(removed > 1
      ? [`${removed} products you saved are no longer sold as you saved them and were removed`]
      : []),
    ...(lowered === 1 ? ['1 quantity was lowered to the stock we hold'] : []),
    ...(lowered > 1 ? [`${lowered} quantities were lowered to the stock we hold`] : []),
  ];
  return parts.length === 0
    ? ''
    : `Your saved basket was checked against our current range and stock: ${parts.join(', and ')}.`;
}
