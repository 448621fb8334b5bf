import { useMemo, useSyncExternalStore } from 'react';
import { findProduct } from '../catalogue/registry';
import { priceBasket, type PricedBasket } from './priced';
import { getServerSnapshot, getSnapshot, subscribe } from './store';

/** The basket, priced from the catalogue; empty until the page has hydrated. */
export function useBasket(): PricedBasket {
  const basket = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return useMemo(() => priceBasket(basket, findProduct), [basket]);
}
