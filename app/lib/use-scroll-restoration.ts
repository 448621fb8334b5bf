import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'clydeside-scroll:v1';
/** The key of a history entry the site did not create (a typed URL, a link from elsewhere). */
const FIRST_ENTRY = 'default';

/** Positions saved by an earlier visit of this tab; anything unreadable counts as none. */
function savedPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
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

/**
 * What a visitor expects of links between pages: a new page opens at its top (or at its
 * #fragment), and Back or Forward returns to where they were on the page they come back
 * to, also after a reload of the tab.
 */
export function useScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  const first = useRef(true);

  useEffect(() => {
    positions.current ??= savedPositions();
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current?.set(location.key, window.scrollY);
    const persist = () => {
      // Every fresh load starts with this key: a position kept for it would follow the
      // visitor to the next page they open by hand.
      const kept = [...(positions.current ?? [])].filter(([key]) => key !== FIRST_ENTRY);
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(kept)));
      } catch {
        // Storage full or blocked: Back still works within this visit.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [location.key]);

  useLayoutEffect(() => {
    if (first.current) {
      // A reload, or Back into the site from elsewhere: back to where this tab was.
      first.current = false;
      const saved = location.key === FIRST_ENTRY ? undefined : savedPositions().get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const saved = positions.current?.get(location.key);
    if (action === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, action]);
}
