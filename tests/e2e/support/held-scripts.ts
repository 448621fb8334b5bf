import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** Holds back every script but the page's own first one; the returned function lets them go. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) =>
      url.pathname.startsWith('/assets/') &&
      url.pathname.endsWith('.js') &&
      !url.pathname.startsWith('/assets/entry.client-'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/**
 * Opens `path` with its scripts held: the page is on screen, its script recording, and it
 * is not yet interactive. The returned function lets the scripts through.
 */
export async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // The page's script is `async`: DOMContentLoaded does not wait for it. Once it has asked
  // for the rest of the code (more preloads than the HTML's one), it has been recording.
  await page.waitForFunction(
    () => document.querySelectorAll('link[rel="modulepreload"]').length > 1,
  );
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  return release;
}

/**
 * Makes one built file (such as 'on-submit') unreachable, as offline, under its own address
 * and the new address it is asked for again under (app/lib/import-again.ts). The returned
 * function makes it reachable again.
 */
export async function cutOff(page: Page, chunk: string): Promise<() => Promise<void>> {
  const code = new RegExp(`/assets/${chunk}-[\\w-]+\\.js(\\?.*)?$`);
  await page.route(code, (route) => route.abort('internetdisconnected'));
  return () => page.unroute(code);
}
