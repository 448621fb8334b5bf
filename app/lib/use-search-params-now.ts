import { useState } from 'react';
import { useLocation, useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The URL query, as `useSearchParams` gives it, for state that lives there (a choice, a
 * filter), except that a change shows at once. The router moves the URL in a transition
 * and the page follows a deferred location (app/root.tsx), so the query trails the click
 * by a render of the whole app: about 130 ms on a slow phone, during which React puts a
 * clicked radio or box back as it was (issue 14). So the change is kept here, in state
 * updated with the click itself, until the URL has moved on; then the URL is what shows
 * again, Back and Forward included.
 */
export function useSearchParamsNow() {
  const [params, setParams] = useSearchParams();
  const { key } = useLocation();
  const [pending, setPending] = useState<{ key: string; params: URLSearchParams } | null>(null);
  // Once the location has changed (this change arrived, or Back), the change made at the
  // old one is spent: a later return to that history entry shows its own query.
  if (pending && pending.key !== key) setPending(null);
  const shown = pending?.key === key ? pending.params : params;

  function set(next: URLSearchParams, options?: NavigateOptions) {
    if (next.toString() === shown.toString()) return;
    setPending({ key, params: next });
    setParams(next, options);
  }

  return [shown, set] as const;
}
