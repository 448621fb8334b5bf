// @ts-check
/**
 * Add to Cart to the updated header badge, timed inside the page at four-times CPU
 * slowdown: performance.now() when the click event reaches the window (capture phase),
 * then again when a MutationObserver sees the basket link's aria-label ("Basket, N items")
 * change to the new count.
 */
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './lighthouse.js';
import { onInterrupt } from './processes.js';

/**
 * @typedef {{ badgeMs: number; fromInputMs: number; nextFrameMs: number }} ClickTiming
 *   badgeMs: click event to the new aria-label (the figure the budget applies to);
 *   fromInputMs: the same from the input event's own timestamp (adds the wait before
 *   the event is handled); nextFrameMs: click event to the frame after the update.
 * @typedef {{ expected: number; start: number; inputTime: number;
 *   done?: Promise<ClickTiming>; resolve?: (timing: ClickTiming) => void }} PageState
 */

/**
 * @param {{ url: string; chromePath: string; clicks: number; cpuSlowdown: number }} options
 * @returns {Promise<ClickTiming[]>}
 */
export async function measureAddToCart({ url, chromePath, clicks, cpuSlowdown }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const unregister = onInterrupt(() => browser.close());
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const button = page.getByRole('button', { name: 'Add to Cart' });
    // Clicks before hydration do nothing: wait until React has attached its props.
    await button.evaluate(
      (element) =>
        new Promise((resolve) => {
          const check = () =>
            Object.keys(element).some((key) => key.startsWith('__reactProps'))
              ? resolve(undefined)
              : setTimeout(check, 50);
          check();
        }),
    );
    const label = page.locator('a[href="/cart"][aria-label^="Basket"]').first();
    if ((await label.getAttribute('aria-label')) !== 'Basket') {
      throw new Error(`the basket is not empty at the start on ${url}`);
    }

    await page.evaluate(instrument);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    /** @type {ClickTiming[]} */
    const timings = [];
    for (let count = 1; count <= clicks; count += 1) {
      await page.evaluate(arm, count);
      await button.click();
      timings.push(await page.evaluate(result));
      // Let the page settle so that each click starts from an idle main thread.
      await page.evaluate(
        () =>
          new Promise((resolve) =>
            requestIdleCallback(() => resolve(undefined), { timeout: 2000 }),
          ),
      );
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return timings;
  } finally {
    unregister();
    await browser.close();
  }
}

/*
 * The functions below run in the page (Playwright sends their source): they use nothing
 * from this module.
 */

/** Runs in the page: the click listener and the observer of the basket link. */
function instrument() {
  const holder = /** @type {Window & { __benchAddToCart?: PageState }} */ (window);
  /** @type {PageState} */
  const page = { expected: -1, start: NaN, inputTime: NaN };
  holder.__benchAddToCart = page;
  window.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (!target?.textContent?.includes('Add to Cart')) return;
      page.start = performance.now();
      page.inputTime = event.timeStamp;
    },
    { capture: true },
  );
  new MutationObserver((records) => {
    for (const record of records) {
      const link = record.target;
      if (!(link instanceof Element) || link.getAttribute('href') !== '/cart') continue;
      const count = Number(/(\d+) items?/.exec(link.getAttribute('aria-label') ?? '')?.[1] ?? 0);
      const resolve = page.resolve;
      if (count !== page.expected || !resolve) continue;
      const end = performance.now();
      page.resolve = undefined;
      requestAnimationFrame(() =>
        setTimeout(() =>
          resolve({
            badgeMs: end - page.start,
            fromInputMs: end - page.inputTime,
            nextFrameMs: performance.now() - page.start,
          }),
        ),
      );
    }
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-label'] });
}

/**
 * Runs in the page before a click: the count the badge should show next.
 * @param {number} expected
 */
function arm(expected) {
  const page = /** @type {Window & { __benchAddToCart?: PageState }} */ (window).__benchAddToCart;
  if (!page) throw new Error('the page is not instrumented');
  page.expected = expected;
  page.start = NaN;
  page.done = new Promise((resolve, reject) => {
    page.resolve = resolve;
    setTimeout(() => reject(new Error(`the badge did not show ${expected} within 10 s`)), 10_000);
  });
}

/** Runs in the page after a click. */
function result() {
  const done = /** @type {Window & { __benchAddToCart?: PageState }} */ (window).__benchAddToCart
    ?.done;
  if (!done) throw new Error('no click was armed');
  return done;
}
