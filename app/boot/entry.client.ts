// The one script a page's HTML asks for, `async`: it runs as soon as it arrives. The page is
// pre-rendered: its text, its styles and its priority image need no script. The HTML itself
// requests the framework (React and React DOM: 67 of the 105-125 kB) with the page,
// so that it downloads while the phone lays the page out (docs/decisions/019). The rest of
// the code is requested here once the page is on screen, all at once (docs/decisions/010).
//
// The page names its files on this script's element (scripts/prerender.js): `data-start`,
// the module that hydrates the page (app/boot/start.ts), and `data-modules`, every other file that
// module and the page's own chunk import, so that none waits for another to be read.
//
// Before anything else it starts recording what the visitor does to the page meanwhile
// (typing, choices, button presses), which the app is given once it has hydrated
// (app/boot/early-input.ts, docs/decisions/012).
import { recordEarlyInput } from './early-input';
import type { start as startApp } from './start';

/** Longest wait before hydrating anyway: a stalled image request, a page never painted. */
const LONGEST_WAIT_MS = 2000;

/** Resolves on the first of `types` dispatched at `target`. */
function firstEvent(target: EventTarget, types: string[]): Promise<unknown> {
  return new Promise((resolve) => {
    for (const type of types) target.addEventListener(type, resolve, { once: true, capture: true });
  });
}

/** The browser has reported the first contentful paint: the page is on the screen. */
function firstPaintReported(): Promise<unknown> {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve(undefined);
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** The priority images the visitor can see (on a phone, the later ones of a grid are below). */
function visiblePriorityImagesLoaded(): Promise<unknown> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const waiting = images.filter(
    (image) => !image.complete && image.getBoundingClientRect().top < window.innerHeight,
  );
  return Promise.all(waiting.map((image) => firstEvent(image, ['load', 'error'])));
}

/**
 * The page is painted and the priority images in view have loaded, so the scripts take
 * no bandwidth from them. A hidden tab paints nothing, so it does not wait, and stops
 * waiting if it is hidden.
 */
async function pageShown() {
  if (document.visibilityState === 'hidden') return;
  const shown = firstPaintReported().then(visiblePriorityImagesLoaded);
  await Promise.race([
    shown,
    firstEvent(window, ['pointerdown', 'keydown']),
    firstEvent(document, ['visibilitychange']),
    new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS)),
  ]);
}

/** Long enough for a reload or a followed link to hide the page once its requests are cancelled. */
const LEAVING_MS = 3000;

/** Resolves true if the page is hidden for good (left) within `ms`, false if it stays. */
function leftWithin(ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    window.addEventListener('pagehide', () => resolve(true), { once: true });
    setTimeout(() => resolve(false), ms);
  });
}

function preload(href: string) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}

const early = recordEarlyInput();
// The app is on its way; app/routing/route-view.tsx sets "true" once it has hydrated.
document.documentElement.dataset.hydrated = 'pending';
const script = document.querySelector<HTMLScriptElement>('script[data-start]');
const start = script?.dataset.start;
if (start) {
  // Waiting is a courtesy to the first paint: if it fails, hydrate all the same.
  await pageShown().catch(() => undefined);
  for (const href of script.dataset.modules?.split(' ') ?? []) if (href) preload(href);
  try {
    const module = (await import(/* @vite-ignore */ start)) as { start: typeof startApp };
    await module.start(early);
  } catch (error) {
    // Firefox fails the imports still loading when the visitor reloads or follows a link
    // during start-up: their requests are cancelled before the page is hidden. Chromium
    // drops them without a word. Only a failure on a page that stays is a fault to report.
    if (!(await leftWithin(LEAVING_MS))) throw error;
  }
} else {
  console.error('This page names no start-up module (data-start): it cannot become interactive.');
}

export {};
