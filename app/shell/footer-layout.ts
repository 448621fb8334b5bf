// The end of the page kept in place as the footer is laid out. Until the footer comes near
// the window its box is a stand-in a little shorter than itself (app.css, docs/decisions/024).
// Plain DOM code started once, as the page hydrates (app/boot/hydrate.tsx): React does not
// render the footer (footer.tsx, docs/decisions/042).

/** Whether the footer's contents are laid out (not skipped by `content-visibility`). */
function laidOut(footer: HTMLElement): boolean {
  const link = footer.querySelector('a');
  // A browser without checkVisibility is left as it was: nothing is followed.
  return typeof link?.checkVisibility !== 'function'
    ? true
    : link.checkVisibility({ contentVisibilityAuto: true });
}

/**
 * A jump to the bottom of the page (End, Ctrl+End, Cmd+Down) would stop short of the end by
 * the stand-in's difference. The browser scrolls after a key's listeners have run, so
 * laying the footer out on that key makes the jump reach the end. Once is enough: the
 * footer then stays laid out.
 */
function layOutBeforeJumpToEnd(footer: HTMLElement) {
  function onKeyDown(event: KeyboardEvent) {
    const toEnd = event.key === 'End' || (event.metaKey && event.key === 'ArrowDown');
    if (!toEnd) return;
    footer.style.contentVisibility = 'visible';
    window.removeEventListener('keydown', onKeyDown, true);
  }
  window.addEventListener('keydown', onKeyDown, true);
}

/**
 * Any other way to the end (a swipe, a flick of the wheel, a scrollbar dragged down) can
 * reach it in one go before the footer is laid out: the scroll stops at the stand-in's end,
 * and the footer, laid out a frame later, grows below the window (about 100 px at 390 px
 * wide, 190 at 320), leaving the chat button over the copyright line. So when the footer
 * first grows to its real height under a visitor who is at the end of the page, the page
 * follows it to its new end, in the same frame (a ResizeObserver runs after layout and
 * before paint). A visitor anywhere else is not moved. Once is enough, as above.
 */
function keepAtEndAsLaidOut(footer: HTMLElement) {
  if (laidOut(footer)) return;
  let standIn = footer.getBoundingClientRect().height;
  const observer = new ResizeObserver(() => {
    const height = footer.getBoundingClientRect().height;
    if (!laidOut(footer)) {
      standIn = height; // a new width's stand-in
      return;
    }
    observer.disconnect();
    const grown = height - standIn;
    const page = document.documentElement;
    const endBefore = page.scrollHeight - grown - window.innerHeight;
    if (grown > 0 && window.scrollY > 0 && window.scrollY >= endBefore - 1) {
      window.scrollTo(0, page.scrollHeight);
    }
  });
  observer.observe(footer);
}

/** Starts both, for the life of the page: the footer is never replaced. */
export function keepTheEndAsTheFooterIsLaidOut() {
  const footer = document.getElementById('site-footer');
  if (!footer) return;
  layOutBeforeJumpToEnd(footer);
  keepAtEndAsLaidOut(footer);
}
