import { expect, test } from 'vitest';
import { go, hydrated, inEveryEngine, type Open } from './harness';
import type { Page } from 'puppeteer-core';

// tests/e2e/start-up.spec.ts: what ends the loader's wait for the first paint and the
// priority image (app/boot/entry.client.ts). The page's timeouts stand still here, so the
// loader's longest wait (2 s) never ends by itself: only what the journey does can start
// the page's code, and a journey whose cause is ignored fails instead of passing late.

const PRODUCT = '/products/display-cabinet/premium-glass';
const PRIORITY_IMAGE = '/images/products/premium-glass.svg';
const LONGEST_WAIT_MS = 2000;

/**
 * Holds every timeout the page sets: none runs by itself. The page records each delay
 * (`heldTimeouts`), so the journey can see the loader's wait was set and is held.
 */
async function freezeTimeouts(page: Page) {
  await page.evaluateOnNewDocument(() => {
    const held: number[] = [];
    const frozen = window as unknown as {
      setTimeout: (run: () => void, delay?: number) => number;
      heldTimeouts: number[];
    };
    frozen.heldTimeouts = held;
    let nextId = 2_000_000;
    frozen.setTimeout = (_run, delay = 0) => {
      held.push(delay);
      nextId += 1;
      return nextId;
    };
  });
}

/** The loader's longest wait was set, and is held: it cannot be what starts the page. */
async function expectLongestWaitHeld(page: Page) {
  const held = await page.evaluate(
    () => (window as unknown as { heldTimeouts?: number[] }).heldTimeouts ?? [],
  );
  expect(held, 'the timeouts the page set').toContain(LONGEST_WAIT_MS);
}

/** The priority image is never answered: a stalled request on a poor connection. */
async function stallPriorityImage(page: Page) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname === PRIORITY_IMAGE) return;
    void request.continue();
  });
}

/**
 * Resolves once the page's script runs, and so listens for the visitor: it is `async`, so
 * DOMContentLoaded does not wait for it. It marks the page as it starts (`pending`).
 */
async function loaderRunning(page: Page) {
  await page.waitForFunction(
    () => ['pending', 'true'].includes(document.documentElement.dataset.hydrated ?? ''),
    { polling: 'mutation' },
  );
}

/** Not hydrated yet: what the journey does next is what starts the page. */
async function notHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBe('pending');
}

/**
 * The product page on screen with its priority image stalled and every timeout held: the
 * loader is running and waiting at its longest, and the page has not hydrated.
 */
async function openWaiting(open: Open) {
  const page = await open();
  await freezeTimeouts(page);
  await stallPriorityImage(page);
  await go(page, PRODUCT, 'domcontentloaded');
  await loaderRunning(page);
  await expectLongestWaitHeld(page);
  await notHydrated(page);
  return page;
}

inEveryEngine((open) => {
  test('a visitor who reaches for the page before it is shown starts its code at once', async () => {
    const page = await openWaiting(open);
    await page.keyboard.press('Tab');
    await hydrated(page);
  });

  test('a page hidden while it waits is made interactive without waiting', async () => {
    const page = await openWaiting(open);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await hydrated(page);
  });

  test('a page opened in a background tab is made interactive without waiting to be painted', async () => {
    const page = await open();
    await freezeTimeouts(page);
    await page.evaluateOnNewDocument(() => {
      // A background tab: reported hidden, and never painted, so no paint is ever reported.
      Object.defineProperty(Document.prototype, 'visibilityState', { get: () => 'hidden' });
      const observe = PerformanceObserver.prototype.observe;
      PerformanceObserver.prototype.observe = function (options) {
        if (options?.type !== 'paint') observe.call(this, options);
      };
    });
    await go(page, PRODUCT);
    await hydrated(page);
    // A hidden page does not wait at all: its longest wait was never set.
    const held = await page.evaluate(
      () => (window as unknown as { heldTimeouts?: number[] }).heldTimeouts ?? [],
    );
    expect(held).not.toContain(LONGEST_WAIT_MS);
  });
});
