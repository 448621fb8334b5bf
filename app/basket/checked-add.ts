import type { Product, Selection } from '../catalogue/product';
import type { Outcome } from './model';

/**
 * Where the basket's store (store.ts) hands itself to Add to Cart (add.ts) as it loads.
 * A module of its own so that the store, which add.ts loads, imports nothing that loads it.
 */

export type Add = (product: Product, options: Selection, quantity: number) => Outcome;

let checkedAdd: Add | undefined;
/** Adds made while storage refused them, for the store to make once it has loaded. */
const held: Array<Parameters<Add>> = [];

/** Called by store.ts as it loads: it makes the adds held for it, then every later add. */
export function provideCheckedAdd(add: Add): void {
  checkedAdd = add;
  for (const args of held.splice(0)) add(...args);
}

/** The store's add once it has loaded; undefined until then. */
export function storeAdd(): Add | undefined {
  return checkedAdd;
}

/** Keeps an add that could not be stored, for the store to make as it loads. */
export function holdForStore(...args: Parameters<Add>): void {
  held.push(args);
}
