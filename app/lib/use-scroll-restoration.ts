import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigationType, type Location } from './router';
import { webStorage } from './web-storage';

const STORAGE_KEY = 'clydeside-scroll:v1';

/**
 * The key of a history entry. Entries the router made carry theirs in `history.state`;
 * those it did not (the first page of a visit, a native #fragment link) share the key
 * 'default', so they are told apart by their address.
 */
function entryKey(location: Pick<Location, 'key' | 'pathname' | 'search' | 'hash'>): string {
  return location.key === 'default'
    ? `default ${location.pathname}${location.search}${location.hash}`
    : location.key;
}

/** The entry the browser is on now, which a native #fragment link changes before React knows. */
function currentEntryKey(): string {
  const state: unknown = window.history.state;
  const key =
    typeof state === 'object' && state !== null && 'key' in state && typeof state.key === 'string'
      ? state.key
      : 'default';
  const { pathname, search, hash } = window.location;
  return entryKey({ key, pathname, search, hash });
}

/** Positions saved by an earlier document of this tab; anything unreadable counts as none. */
function savedPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(webStorage('sessionStorage')?.getItem(STORAGE_KEY) ?? '{}');
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return new Map();
    return new Map(
      Object.entries(stored).filter(
        (entry): entry is [string, number] => Number.isFinite(entry[1]) && entry[1] >= 0,
      ),
    );
  } catch {
    return new Map();
  }
}

/** A reload or Back/Forward into this document, as opposed to a page opened afresh. */
function returningToPage(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  const type = navigation instanceof PerformanceNavigationTiming ? navigation.type : 'navigate';
  return type === 'reload' || type === 'back_forward';
}

/**
 * The entry a click on an in-page #fragment link is about to make, if it is one. Such entries
 * share their key with any earlier visit to the same fragment.
 */
function fragmentEntryMadeBy(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  let to: URL;
  try {
    to = new URL(link.href);
  } catch {
    return null; // An address that does not parse: the browser will not go anywhere with it.
  }
  const { origin, pathname, search } = window.location;
  const samePage = to.origin === origin && to.pathname === pathname && to.search === search;
  if (!samePage || !to.hash) return null;
  const made = entryKey({ key: 'default', pathname, search, hash: to.hash });
  return made === currentEntryKey() ? null : made;
}

function scrollToHash(hash: string): boolean {
  const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * What a visitor expects of links between pages: a new page opens at its top (or at its
 * #fragment), a choice that only changes the query (a configurator option, a filter) keeps
 * the place, and Back, Forward or a reload return to where they were on that page.
 *
 * `location` is the location on screen: after Back to a page whose script is still
 * loading, the page before stays until the new one is there to scroll.
 */
export function useScrollRestoration(location: Location) {
  const action = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  const previous = useRef<Location>(null);
  const shown = useRef<string>(null);
  const key = entryKey(location);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // A place belongs to the entry on screen. Between the address changing (Back, a
    // #fragment link) and this hook catching up, the browser may still report a scroll of
    // the page being left; the new entry's place is set when it is shown.
    const remember = () => {
      const current = currentEntryKey();
      if (current === shown.current) positions.current?.set(current, window.scrollY);
    };
    // A #fragment link makes a new entry that opens at its section, wherever an earlier
    // visit to the same fragment was left.
    const forgetFragment = (event: MouseEvent) => {
      const made = fragmentEntryMadeBy(event);
      if (made) positions.current?.delete(made);
    };
    const persist = () => {
      remember(); // The last scroll may not have been reported yet.
      try {
        // With the places kept by this tab's other pages, which Back may still return to.
        const all = new Map([...savedPositions(), ...(positions.current ?? [])]);
        webStorage('sessionStorage')?.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(all)));
      } catch {
        // Storage full or blocked: Back still works within this visit.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    // The place is also taken at the click that may leave the page, before the router moves
    // the address: WebKit reports a scroll at its next rendering update (here up to half a
    // second later on a busy machine), after a click that follows it at once, and the place
    // of the page left was lost for Back.
    window.addEventListener('click', remember, { capture: true });
    window.addEventListener('pagehide', persist);
    window.addEventListener('click', forgetFragment);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('click', remember, { capture: true });
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('click', forgetFragment);
    };
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    // Back within this page's history never leaves it, so the stored places are read only
    // when the page is returned to (storage is slow to open as a page starts).
    const saved = (positions.current ??= returningToPage() ? savedPositions() : new Map());
    if (!before) {
      // The first render of this document: a page opened afresh stays where the browser
      // put it (the top, or its #fragment); a reload or Back into it returns to its place.
      const place = saved.get(key);
      if (place !== undefined) window.scrollTo(0, place);
    } else if (entryKey(before) !== key) {
      const place = saved.get(key);
      const newPage = action === 'POP' || before.pathname !== location.pathname;
      if (action === 'POP' && place !== undefined) window.scrollTo(0, place);
      else if (!scrollToHash(location.hash) && newPage) window.scrollTo(0, 0);
    }
    // Every entry has a place from the moment it is shown, scrolled or not.
    saved.set(key, window.scrollY);
    shown.current = key;
  }, [key, location, action]);
}
