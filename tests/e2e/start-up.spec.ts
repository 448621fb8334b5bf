import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

// docs/decisions/010 and 019: the framework is requested with the page, the rest of the code
// once the page is on screen.
const PRODUCT = '/products/display-cabinet/premium-glass';
const PRIORITY_IMAGE = '**/images/products/premium-glass.svg';

/** Timers stand still, so the loader's longest wait never ends by itself. */
async function stopTimers(page: Page) {
  await page.clock.install({ time: new Date('2026-11-23T10:00:00') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01'));
}

/**
 * Resolves once the page's script runs, and so listens for the visitor: it is `async`, so
 * DOMContentLoaded does not wait for it. It marks the page as it starts
 * (`data-hydrated="pending"`, app/boot/entry.client.ts).
 */
async function loaderRunning(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', /^(pending|true)$/);
}

/** The priority image is never answered: a stalled request on a poor connection. */
async function stallPriorityImage(page: Page) {
  await page.route(PRIORITY_IMAGE, () => {});
}

test('the framework is requested with the page; the rest of the code after the first paint and the priority image, all of it at once', async ({
  page,
}) => {
  // The image arrives well after the first paint, as it can on a phone, and well before the
  // loader's longest wait (2 s) would end.
  await page.route(PRIORITY_IMAGE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto(PRODUCT);
  await hydrated(page);
  const timings = await page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>('script[data-start]');
    const framework = document.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const imageTiming = performance.getEntriesByName(image?.src ?? '')[0] as
      PerformanceResourceTiming | undefined;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js') && entry.name !== script?.src)
      .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime }));
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      imageLoaded: imageTiming?.responseEnd ?? NaN,
      framework: framework ? new URL(framework.href).pathname : '',
      modules: script?.dataset.modules?.split(' ') ?? [],
      scripts,
    };
  });

  expect(timings.firstPaint).toBeGreaterThan(0);
  expect(timings.imageLoaded).toBeGreaterThan(0);
  // On a loaded machine the first paint can come after the delayed image: the rest of the
  // code waits for whichever of the two is last.
  const shown = Math.max(timings.firstPaint, timings.imageLoaded);
  expect(timings.scripts.map((script) => script.path).sort()).toEqual(
    [timings.framework, ...timings.modules].sort(),
  );
  for (const script of timings.scripts) {
    if (script.path === timings.framework) {
      expect(script.startTime, script.path).toBeLessThan(timings.firstPaint);
    } else {
      expect(script.startTime, script.path).toBeGreaterThanOrEqual(shown);
    }
  }
});

test('a page whose priority image never arrives is made interactive within seconds', async ({
  page,
}) => {
  await stallPriorityImage(page);
  await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
  // The loader gives up waiting after 2 s; the rest is the download and hydration.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
    timeout: 8000,
  });
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
});

test('a visitor who reaches for the page before it is shown starts its code at once', async ({
  page,
}) => {
  await stopTimers(page);
  await stallPriorityImage(page);
  await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
  await loaderRunning(page);
  await page.keyboard.press('Tab');
  await hydrated(page);
});

test('a page hidden while it waits is made interactive without waiting', async ({ page }) => {
  await stopTimers(page);
  await stallPriorityImage(page);
  await page.goto(PRODUCT, { waitUntil: 'domcontentloaded' });
  await loaderRunning(page);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await hydrated(page);
});

test('a page opened in a background tab is made interactive without waiting to be painted', async ({
  page,
}) => {
  await stopTimers(page);
  await page.addInitScript(() => {
    // A background tab: reported hidden, and never painted, so no paint is ever reported.
    Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
    const observe = PerformanceObserver.prototype.observe;
    PerformanceObserver.prototype.observe = function (options) {
      if (options?.type !== 'paint') observe.call(this, options);
    };
  });
  await page.goto(PRODUCT);
  await hydrated(page);
});
