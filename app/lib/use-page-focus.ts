import { useEffect, useRef } from 'react';
import type { Location } from './router';

/**
 * What a screen reader or keyboard visitor gets from a page load, for a page shown by the
 * app: when another page is on screen (a link followed, Back or Forward), the focus moves
 * to its heading, which is read out, and the next Tab starts from there. The focus stays
 * where it is for a choice that only changes the query or the #fragment.
 *
 * `location` is the location on screen, so the page is there to be focused; the scroll is
 * left to useScrollRestoration.
 */
export function usePageFocus(location: Location) {
  const shownPath = useRef<string>(null);

  useEffect(() => {
    const before = shownPath.current;
    shownPath.current = location.pathname;
    if (before === null || before === location.pathname) return;
    const main = document.getElementById('main-content');
    const heading = main?.querySelector('h1');
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    (heading ?? main)?.focus({ preventScroll: true });
  }, [location.pathname]);
}
