import { expect, test } from 'vitest';
import {
  click,
  go,
  hydrated,
  inEveryEngine,
  addressOf,
  markWindow,
  role,
  shownText,
  until,
  untilAt,
  visible,
  wasReloaded,
} from './harness';
import type { Page } from 'puppeteer-core';

// The site's own router (tests/e2e/shell.spec.ts, light-boxes.spec.ts): links followed in the
// page, Back and Forward, the place on the page, and filters kept in the address.
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

inEveryEngine((open) => {
  test('links navigate inside the page, and Back and Forward work (@smoke)', async () => {
    const page = await open();
    await go(page, '/');
    await hydrated(page);
    await markWindow(page);
    const nav = await visible(page, role('navigation', 'Main'));
    const products = await visible(nav, role('button', 'Products'));
    await products.click();
    await click(nav, role('link', 'Glass Shelves'));
    await untilAt(page, '/products/glass-shelves');
    await until(
      () => products.evaluate((button) => button.getAttribute('aria-expanded')),
      'false',
      'the Products menu closed',
    );
    await visible(page, role('heading', 'Glass Shelves'));

    await click(nav, role('link', 'Gallery'));
    await untilAt(page, '/gallery');
    await page.goBack();
    await untilAt(page, '/products/glass-shelves');
    await page.goForward();
    await untilAt(page, '/gallery');
    await click(nav, role('link', 'Home'));
    await untilAt(page, '/');
    expect(await wasReloaded(page)).toBe(false);
  });

  test('a page opened from a link starts at its top, and Back returns to where the visitor was', async () => {
    const page = await open();
    await go(page, '/');
    await hydrated(page);
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await until(() => scrollY(page), 1200, 'scrollY');
    await click(await visible(page, role('navigation', 'Main')), role('link', 'Gallery'));
    await untilAt(page, '/gallery');
    await visible(page, role('heading', 'Gallery'));
    expect(await scrollY(page)).toBe(0);
    await page.goBack();
    await untilAt(page, '/');
    await until(() => scrollY(page), 1200, 'scrollY after Back');
    await page.goForward();
    await untilAt(page, '/gallery');
    await until(() => scrollY(page), 0, 'scrollY after Forward');
    expect(await wasReloaded(page)).toBe(false);
  });

  test('a reload keeps the place on a page reached by a link; a page opened afresh starts at its top', async () => {
    const page = await open();
    await go(page, '/');
    await hydrated(page);
    await click(await visible(page, role('navigation', 'Main')), role('link', 'Gallery'));
    await untilAt(page, '/gallery');
    await visible(page, role('heading', 'Gallery'));
    await page.evaluate(() => window.scrollTo(0, 300));
    await until(() => scrollY(page), 300, 'scrollY');
    await page.reload();
    await hydrated(page);
    await until(() => scrollY(page), 300, 'scrollY after the reload');

    await go(page, '/');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 500));
    await until(() => scrollY(page), 500, 'scrollY');
    await go(page, '/gallery');
    await hydrated(page);
    expect(await scrollY(page)).toBe(0);
  });

  test('an unknown path answers 404 with the home page and no message (@smoke)', async () => {
    const page = await open();
    for (const path of ['/no-such-page', '/ABOUT', '/products/Glass-Shelves']) {
      const response = await go(page, path);
      expect(response?.status(), path).toBe(404);
      await hydrated(page);
      const heading = await visible(page, 'h1');
      expect(await shownText(heading)).toMatch(/shop fitting, shelving and signage/i);
      expect(await shownText(await visible(page, 'main'))).not.toMatch(/not found|404/i);
    }
  });

  test('a shared filter URL reopens the same list, and Back steps through the filters (@smoke)', async () => {
    const page = await open();
    await go(page, '/products/indoor-signage/advertising-light-box?q=light&onSale=1');
    await hydrated(page);
    const search = await visible(page, role('searchbox', 'Search light boxes'));
    expect(await search.evaluate((input) => (input as HTMLInputElement).value)).toBe('light');
    const filters = await visible(page, role('complementary', 'Filters'));
    const checked = async (name: string) =>
      (await visible(filters, role('checkbox', name))).evaluate(
        (box) => (box as HTMLInputElement).checked,
      );
    expect(await checked('On Sale')).toBe(true);
    const cards = () => page.$$eval('main h3', (found) => found.map((h) => h.textContent?.trim()));
    await until(cards, ['Rechargeable Menu Light Box', 'Wall LED Lightbox'], 'the cards');

    await click(filters, role('checkbox', 'Ceiling'));
    await until(
      async () => /category=ceiling/.test(addressOf(page)),
      true,
      'category in the address',
    );
    await until(cards, [], 'the cards');
    await page.goBack();
    await until(() => checked('Ceiling'), false, 'Ceiling unchecked after Back');
    await until(async () => (await cards()).length, 2, 'the cards after Back');
  });
});
