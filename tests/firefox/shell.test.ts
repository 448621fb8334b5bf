import { expect, test } from 'vitest';
import {
  attribute,
  click,
  focused,
  go,
  hidden,
  hydrated,
  inEveryEngine,
  markWindow,
  press,
  role,
  shownText,
  until,
  untilAt,
  untilTrue,
  visible,
  wasReloaded,
} from './harness';
import type { ElementHandle, Page } from 'puppeteer-core';

// The shell's journeys of tests/e2e/shell.spec.ts not in router.test.ts: the disclosure
// menus, the compact header and a page whose code cannot load (the visitor went offline).
// The layout-shift half of "compacts without moving the content" stays in Chromium (its
// PerformanceObserver entry type is Chromium's own); here the content's place is measured.

const productLinks = [
  ['Retail Shelving', '/products/retail-shelving'],
  ['Glass Shelves', '/products/glass-shelves'],
  ['LED Lights', '/products/led-lights'],
  ['Suspended Ceilings', '/products/ceiling'],
  ['Display Cabinets', '/products/display-cabinet'],
  ['Outdoor Signage', '/products/outdoor-signage'],
  ['Indoor Signage', '/products/indoor-signage'],
] as const;

const serviceLinks = [
  ['Design', '/services/design'],
  ['Sign Installation', '/services/sign-installation'],
  ['Shop Fitting', '/services/shop-fitting'],
  ['Planning', '/services/planning'],
  ['Electrical', '/services/electrical'],
  ['Print', '/services/print'],
  ['Delivery', '/services/delivery'],
] as const;

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollPageTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await until(() => scrollY(page), y, 'scrollY');
}

/** Every link of `links` is in `scope` by its name, to its address. */
async function expectLinks(scope: ElementHandle, links: readonly (readonly [string, string])[]) {
  for (const [name, href] of links) {
    expect(await attribute(await visible(scope, role('link', name)), 'href'), name).toBe(href);
  }
}

const expanded = (button: ElementHandle) => attribute(button, 'aria-expanded');

/** The top of the element's box in the viewport (negative: scrolled above it). */
const top = async (handle: ElementHandle) => (await handle.boundingBox())?.y ?? Number.NaN;

/**
 * Follows the footer's About Us link, scrolled to as a visitor does: the footer's contents are
 * skipped by `content-visibility: auto` until near the view, and Firefox does not find
 * skipped contents by role (it found no About Us link in the footer until scrolled to).
 */
async function aboutUs(page: Page) {
  const footer = await visible(page, role('contentinfo'));
  await footer.scrollIntoView();
  await click(footer, role('link', 'About Us'));
}

inEveryEngine((open) => {
  test('each desktop menu opens and closes by mouse and keyboard and lists its links', async () => {
    const page = await open();
    await go(page, '/');
    await hydrated(page);
    const nav = await visible(page, role('navigation', 'Main'));

    const products = await visible(nav, role('button', 'Products'));
    await products.click();
    await until(() => expanded(products), 'true', 'Products expanded');
    await expectLinks(nav, productLinks);
    await click(page, role('heading', 'Our Products'));
    await until(() => expanded(products), 'false', 'Products closed by a click outside');
    await hidden(nav, role('link', 'Glass Shelves'));

    const services = await visible(nav, role('button', 'Services'));
    await services.focus();
    await page.keyboard.press('Enter');
    await until(() => expanded(services), 'true', 'Services expanded by Enter');
    await page.keyboard.press('Tab');
    const design = await visible(nav, role('link', 'Design'));
    await until(() => focused(design), true, 'Design focused');
    await expectLinks(nav, serviceLinks);
    await page.keyboard.press('Escape');
    await until(() => expanded(services), 'false', 'Services closed by Escape');
    expect(await focused(services)).toBe(true);

    const projects = await visible(nav, role('button', 'Projects'));
    await projects.focus();
    await page.keyboard.press(' ');
    await until(() => expanded(projects), 'true', 'Projects expanded by Space');
    await expectLinks(nav, [
      ['Ideas', '/projects/ideas'],
      ['What We Do', '/projects/what-we-do'],
    ]);
    await page.keyboard.press(' ');
    await until(() => expanded(projects), 'false', 'Projects closed by Space');
  });

  test('tabbing out of an open menu closes it', async () => {
    const page = await open();
    await go(page, '/');
    await hydrated(page);
    const nav = await visible(page, role('navigation', 'Main'));
    const projects = await visible(nav, role('button', 'Projects'));
    await projects.click();
    await until(() => expanded(projects), 'true', 'Projects expanded');
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
    const gallery = await visible(nav, role('link', 'Gallery'));
    await until(() => focused(gallery), true, 'Gallery focused');
    await until(() => expanded(projects), 'false', 'Projects closed');
  });

  for (const width of [1280, 390]) {
    test(`at ${width}px, the compacted header keeps the price switch in view, and a top-bar link while it has the focus`, async () => {
      const page = await open({ width, height: 800 });
      await go(page, '/');
      await hydrated(page);
      await scrollPageTo(page, 600);
      const header = await visible(page, role('banner'));
      await until(() => attribute(header, 'data-compact'), 'true', 'the header compact');
      // A buyer far down a page switches the prices without scrolling back up.
      const vat = await visible(header, role('switch', 'Prices ex VAT'));
      await untilTrue(
        () => top(vat),
        (y) => y >= 0,
        'the price switch in view',
      );
      await press(vat);
      await until(() => attribute(vat, 'aria-checked'), 'true', 'prices ex VAT');
      expect(await scrollY(page)).toBe(600);

      const logIn = await header.$(role('link', 'Log In'));
      if (!logIn) throw new Error('no Log In link');
      await logIn.focus();
      await untilTrue(
        () => top(logIn),
        (y) => y >= 0,
        'Log In in view while focused',
      );
      // The focus leaves the top bar: the header compacts again, the switch still in view.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      expect(await scrollY(page)).toBe(600);
      await untilTrue(
        () => top(logIn),
        (y) => y < 0,
        'Log In above the view again',
      );
      expect(await top(vat)).toBeGreaterThanOrEqual(0);
    });
  }

  test('the header compacts past 50 pixels of scroll without moving the content', async () => {
    const page = await open();
    await go(page, '/');
    await hydrated(page);
    const header = await visible(page, role('banner'));
    const heading = await visible(page, role('heading', 'Our Products'));
    const tradeAccount = await visible(page, role('link', 'Trade Account'));
    const before = await top(heading);
    const compact = () => attribute(header, 'data-compact');

    await page.evaluate(() => window.scrollTo(0, 51));
    await until(compact, 'true', 'compact at 51');
    await until(() => tradeAccount.isIntersectingViewport(), false, 'Trade Account out of view');
    // Back to 50 exactly: not past it, so full again.
    await page.evaluate(() => window.scrollTo(0, 50));
    await until(compact, 'false', 'full at 50');
    await page.evaluate(() => window.scrollTo(0, 51));
    await until(compact, 'true', 'compact at 51 again');
    await until(() => tradeAccount.isIntersectingViewport(), false, 'Trade Account out of view');
    // The content moved with the scroll only: the header's change moved nothing under it.
    expect(Math.round(await top(heading))).toBe(Math.round(before - 51));

    await page.evaluate(() => window.scrollTo(0, 0));
    await until(compact, 'false', 'full at the top');
    await until(() => tradeAccount.isIntersectingViewport(), true, 'Trade Account in view');
    expect(Math.round(await top(heading))).toBe(Math.round(before));
  });

  test('a page that cannot load says so inside the site, and loads once the connection is back', async () => {
    const first = await open();
    // A page of the same context without the harness's error watch: this journey expects
    // the failed fetch in the console, and checks what it says itself.
    const page = await first.browserContext().newPage();
    page.setDefaultTimeout(10_000);
    await page.setViewport({ width: 1280, height: 800 });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) =>
      errors.push(error instanceof Error ? error.message : String(error)),
    );
    // Firefox gives an Error logged by the page as "JSHandle@error" (its message is not sent
    // over WebDriver BiDi): the page's own console.error keeps the messages to read.
    await page.evaluateOnNewDocument(() => {
      const logged: string[] = [];
      (window as unknown as { loggedErrors: string[] }).loggedErrors = logged;
      const error = console.error.bind(console);
      console.error = (...args: unknown[]) => {
        logged.push(
          args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '),
        );
        error(...args);
      };
    });
    let offline = true;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      const path = new URL(request.url()).pathname;
      // The About page's script cannot be fetched (the visitor went offline).
      if (offline && /^\/assets\/about-[^/]+\.js$/.test(path)) {
        void request.abort('internetdisconnected');
      } else void request.continue();
    });

    await go(page, '/');
    await hydrated(page);
    await markWindow(page);
    await aboutUs(page);
    await visible(page, role('heading', 'Sorry, this page could not be shown'));
    const nav = await visible(page, role('navigation', 'Main'));
    const main = await visible(page, role('main'));
    expect(await shownText(main)).toMatch(/0141/);

    offline = false;
    await click(nav, role('link', 'Home'));
    await untilAt(page, '/');
    await aboutUs(page);
    // The page itself, fetched again: the home page stays shown until it has loaded.
    await visible(page, role('heading', 'About Clydeside Shopfitters'));
    await untilAt(page, '/about');
    expect(await wasReloaded(page)).toBe(false);
    // The failed fetch was reported to the console, once: no retry loop, and nothing else.
    const logged = await page.evaluate(
      () => (window as unknown as { loggedErrors: string[] }).loggedErrors,
    );
    expect(errors.length, errors.join('\n')).toBeGreaterThan(0);
    expect(errors.length, errors.join('\n')).toBeLessThanOrEqual(3);
    const known =
      /ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module|error loading dynamically imported module|NetworkError|Loading module from .* was blocked|Loading failed for the module/;
    for (const error of [...errors.filter((text) => text !== 'JSHandle@error'), ...logged]) {
      expect(error).toMatch(known);
    }
  });
});
