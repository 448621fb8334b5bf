import { test as base, expect } from '@playwright/test';

/**
 * Every journey fails on a console error or an uncaught exception in the page, so a
 * hydration mismatch or a blocked script (Content-Security-Policy) cannot pass quietly.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  // Each journey is a visitor of its own: the server counts enquiries per address, loopback
  // included, so the journeys would otherwise share one limit. The address is forwarded as
  // nginx forwards a visitor's (the server trusts it from loopback); a journey about the
  // limit sets its own (test.use).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function names
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    let hash = 0;
    for (const character of `${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`) {
      hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
    }
    const address = `198.${18 + ((hash >>> 16) & 1)}.${(hash >>> 8) & 255}.${hash & 255}`;
    await provide({ 'x-forwarded-for': address });
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A first load of an unknown path is meant to answer 404 (with the home page);
      // Chromium logs that status as an error, which is not a fault of the page.
      const notFoundDocuments = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') {
          notFoundDocuments.add(response.url());
        }
      });
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const expected404 =
          message.text().includes('status of 404') && notFoundDocuments.has(message.location().url);
        if (!expected404) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Takes out of the page's console errors those a journey caused on purpose (a refused
 * request the page handles), leaving any other error to fail the test.
 */
export function forgiveConsoleErrors(pageErrors: string[], pattern: RegExp) {
  const kept = pageErrors.filter((error) => !pattern.test(error));
  expect(kept.length, `no console error matched ${String(pattern)}`).toBeLessThan(
    pageErrors.length,
  );
  pageErrors.splice(0, pageErrors.length, ...kept);
}

/** Marks the window so a test can tell in-app navigation from a full reload. */
export async function markWindow(page: import('@playwright/test').Page) {
  await page.evaluate(() => {
    (window as unknown as { __notReloaded: boolean }).__notReloaded = true;
  });
}

export async function wasReloaded(page: import('@playwright/test').Page) {
  return page.evaluate(() => !(window as unknown as { __notReloaded?: boolean }).__notReloaded);
}

/** Resolves once React has hydrated the pre-rendered page (links then navigate in-app). */
export async function hydrated(page: import('@playwright/test').Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** How far down the page is scrolled. */
export function scrollY(page: import('@playwright/test').Page) {
  return page.evaluate(() => window.scrollY);
}

/** Scrolls the page to `y` and waits until it is there. */
export async function scrollPageTo(page: import('@playwright/test').Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** The axe tags of WCAG 2.2 AA, which every scan of the site runs. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
