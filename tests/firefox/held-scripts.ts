import { expect } from 'vitest';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { go } from './harness';

// Scripts held back, so that a page stays pre-rendered HTML while a journey acts on it
// (tests/e2e/support/held-scripts.ts for the Playwright journeys).

/** Lets every request through but those `hold` names, which wait for the returned release. */
export async function holdRequests(page: Page, hold: (path: string) => boolean) {
  const held: HTTPRequest[] = [];
  let released = false;
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (!released && hold(new URL(request.url()).pathname)) held.push(request);
    else void request.continue();
  });
  return () => {
    released = true;
    for (const request of held.splice(0)) void request.continue();
  };
}

/** Holds back every script but the page's own first one (tests/e2e/support/held-scripts.ts). */
export const laterScripts = (path: string) =>
  path.startsWith('/assets/') && path.endsWith('.js') && !path.startsWith('/assets/entry.client-');

/** Opens `path` with its scripts held: on screen, its script recording, not yet interactive. */
export async function openHeld(page: Page, path: string) {
  const release = await holdRequests(page, laterScripts);
  await go(page, path, 'domcontentloaded');
  await page.waitForFunction(
    () => document.querySelectorAll('link[rel="modulepreload"]').length > 1,
  );
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).not.toBe('true');
  return release;
}
