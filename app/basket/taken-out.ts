import { lineKey, type Basket } from './model';
import { webStorage } from '../lib/web-storage';
import { readStoredLines } from './stored-shape';

/**
 * What the catalogue's check took out of a stored basket (store.ts): a line for a product no
 * longer sold, or with an option it no longer has, removed; a quantity above today's stock
 * lowered. PRODUCT.md has such lines dropped or clamped; the visitor is told, on /cart. The
 * check may run on any page (the header's, when the browser is idle) and the visitor may
 * reach /cart after a full load, so what it did waits in this tab's session storage until
 * the basket's page takes it (app/features/cart/taken-out-notice.ts; a reload does not say it
 * again). With the store, not with Add to Cart, in the files only the pages that check the
 * whole basket load (vite.config.ts).
 */
export interface TakenOut {
  /** Stored lines the check removed. */
  removed: number;
  /** Stored lines whose quantity it lowered to the stock. */
  lowered: number;
}

export const TAKEN_OUT_KEY = 'clydeside-basket:taken-out';

/** What the check made of the stored lines `raw`: `checked` is the basket it gave. */
export function takenOutOf(raw: string | null, checked: Basket): TakenOut {
  const kept = new Map(checked.map((line) => [lineKey(line), line.quantity]));
  const asked = new Map<string, number>();
  let removed = 0;
  for (const line of readStoredLines(raw)) {
    const key = lineKey(line);
    if (!kept.has(key)) {
      removed += 1;
      continue;
    }
    const whole = Number.isFinite(line.quantity) ? Math.floor(line.quantity) : 0;
    if (whole >= 1) asked.set(key, (asked.get(key) ?? 0) + whole);
  }
  const lowered = [...asked].filter(([key, quantity]) => (kept.get(key) ?? 0) < quantity).length;
  return { removed, lowered };
}

function count(value: unknown): number {
  return Number.isSafeInteger(value) && Number(value) > 0 ? Number(value) : 0;
}

/** What waits in `storage` to be said. */
export function storedTakenOut(storage: Storage | undefined): TakenOut {
  try {
    const json = JSON.parse(storage?.getItem(TAKEN_OUT_KEY) ?? '{}') as Partial<TakenOut>;
    return { removed: count(json.removed), lowered: count(json.lowered) };
  } catch {
    return { removed: 0, lowered: 0 };
  }
}

/** Adds what a check did to what the basket's page will say. */
export function noteTakenOut({ removed, lowered }: TakenOut): void {
  if (removed === 0 && lowered === 0) return;
  try {
    const storage = webStorage('sessionStorage');
    const waiting = storedTakenOut(storage);
    storage?.setItem(
      TAKEN_OUT_KEY,
      JSON.stringify({ removed: waiting.removed + removed, lowered: waiting.lowered + lowered }),
    );
  } catch {
    // Storage refused: the basket is still checked; only the sentence is lost.
  }
}
