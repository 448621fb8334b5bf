import type { Product, Selection } from '../catalogue/product';
import { webStorage } from '../lib/web-storage';
import { checkBasket } from './check';
import { holdForStore, storeAdd } from './checked-add';
import type { Outcome } from './model';
import { STORAGE_KEY, addToStoredBasket, serializeBasket } from './stored';

/**
 * Add to Cart, which needs only the product shown, not the catalogue: a press is made at
 * once, whether or not the basket's store (store.ts, which checks every line against the
 * whole catalogue) has loaded.
 *
 * Once the store has loaded it makes every add (checked-add.ts). Before that, the add is
 * made to the stored basket knowing only this product (`addToStoredBasket`: its line merged
 * and capped at its stock, the other lines kept as stored) and the header's count is told.
 * The store checks the rest as it loads (the header asks for it once the basket holds
 * anything, app/shell/header.tsx by check.ts), reading the stored basket with this add in
 * it, and takes every later add over. Each press is one synchronous call that takes exactly one of the two
 * ways, so none is lost or made twice.
 */

/** What the adds held for the store (storage refused them) made of the basket, if any. */
let heldBasket: string | undefined;

export function add(product: Product, options: Selection, quantity = 1): Outcome {
  const checkedAdd = storeAdd();
  if (checkedAdd) return checkedAdd(product, options, quantity);
  const { basket, outcome } = addToStoredBasket(
    heldBasket ?? readStored(),
    product,
    options,
    quantity,
  );
  if (outcome.kind === 'unavailable') return outcome;
  const next = serializeBasket(basket);
  if (heldBasket === undefined && writeStored(next)) {
    // The header's count follows the stored basket by its storage events (count.ts), which
    // the browser sends only to the other tabs: this tab's is sent here.
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
  } else {
    // Storage refused: held for the store, which keeps it for this visit, as it keeps any
    // basket that storage refuses, and which is asked for now to show it (again at each
    // add held, should it not have arrived: check.ts).
    holdForStore(product, options, quantity);
    heldBasket = next;
    checkBasket();
  }
  return outcome;
}

function readStored(): string | null {
  try {
    return webStorage('localStorage')?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeStored(raw: string): boolean {
  try {
    const storage = webStorage('localStorage');
    storage?.setItem(STORAGE_KEY, raw);
    return storage !== undefined;
  } catch {
    return false;
  }
}
