import { useState } from 'react';
import {
  useLocation,
  useNavigationType,
  useSearchParams,
  type Location,
  type NavigateOptions,
} from './router';

type Pending = {
  /**
   * The location shown when it was made, or since (an earlier change of ours arrived). The
   * router's location itself, not its key: Back to the entry the change was made on, before
   * the change's own location was rendered, is a new location with the same key.
   */
  at: Location;
  params: URLSearchParams;
  /** Every query sent since the URL last caught up, the latest last. */
  sent: string[];
};

/**
 * The URL query, as `useSearchParams` gives it, for state that lives there (a choice, a
 * filter), except that a change shows at once. The router moves the URL in a transition
 * and the page follows a deferred location (app/root.tsx), so the query trails the click
 * by a render of the whole app: about 130 ms on a slow phone, during which React puts a
 * clicked radio or box back as it was (issue 14). So the change is kept here, in state
 * updated with the click itself, until the URL has caught up; then the URL is what shows
 * again.
 */
export function useSearchParamsNow() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const [pending, setPending] = useState<Pending | null>(null);
  if (pending && pending.at !== location) {
    // The location moved on. An earlier change of ours arriving while a later one is on
    // its way (typing faster than the app renders) keeps the later one shown; anything
    // else (the latest change arrived, Back, a link) makes the URL what shows again.
    const current = params.toString();
    const earlierOfOurs =
      navigationType !== 'POP' &&
      current !== pending.params.toString() &&
      pending.sent.includes(current);
    setPending(earlierOfOurs ? { ...pending, at: location } : null);
  }
  const shown = pending?.at === location ? pending.params : params;

  function set(next: URLSearchParams, options?: NavigateOptions) {
    if (next.toString() === shown.toString()) return;
    const sent = pending?.at === location ? pending.sent : [];
    setPending({ at: location, params: next, sent: [...sent, next.toString()] });
    setParams(next, options);
  }

  return [shown, set] as const;
}
