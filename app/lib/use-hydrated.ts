import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates the pre-rendered HTML, true afterwards. State that only the
 * browser knows (the URL query, the stored basket) waits for it, so the first client
 * render matches the HTML and then updates without a hydration error.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
