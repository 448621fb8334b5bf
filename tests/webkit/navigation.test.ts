import type { WebDriver } from 'selenium-webdriver';
import { expect, test } from 'vitest';
import {
  allByRole,
  atPath,
  byRole,
  DESKTOP,
  goneByRole,
  isFocused,
  journey,
  Key,
  open,
  pageHeading,
  press,
  PHONE,
  textOf,
  until,
} from './browser';

function scrollY(driver: WebDriver) {
  return driver.executeScript<number>('return window.scrollY');
}

/** Moving about the site in WebKit: the phone's menu, and the site's own router with Back. */

test('at 390 wide the menu is a modal dialog: opened, Escape closes it, a link is followed', async () => {
  await journey(PHONE, async (driver) => {
    await open(driver, '/');
    expect(await allByRole(driver, 'navigation', 'Main')).toHaveLength(0);
    const openMenu = await byRole(driver, 'button', 'Open menu');
    await press(driver, openMenu);
    const menu = await byRole(driver, 'dialog', 'Menu');
    for (const [name, href] of [
      ['Home', '/'],
      ['Retail Shelving', '/products/retail-shelving'],
      ['Shop Fitting', '/services/shop-fitting'],
      ['Gallery', '/gallery'],
    ] as const) {
      const link = await byRole(driver, 'link', name, menu);
      expect(new URL((await link.getAttribute('href')) ?? '', 'http://x').pathname).toBe(href);
    }
    // A modal dialog (the top layer, the page behind inert), and the page behind it does not
    // scroll (html:has(dialog[open]) in app.css).
    expect(await driver.executeScript("return arguments[0].matches(':modal')", menu)).toBe(true);
    expect(
      await driver.executeScript('return getComputedStyle(document.documentElement).overflow'),
    ).toBe('hidden');
    // Focus stays inside: tabbing past every control never reaches the page behind.
    const controls = (await allByRole(menu, 'link')).length + 3;
    for (let step = 0; step < controls; step += 1) {
      await driver.switchTo().activeElement().sendKeys(Key.TAB);
      const inside = await driver.executeScript<boolean>(
        'return document.activeElement === document.body || arguments[0].contains(document.activeElement)',
        menu,
      );
      expect(inside, `Tab ${step + 1} left the menu`).toBe(true);
    }

    await driver.switchTo().activeElement().sendKeys(Key.ESCAPE);
    await goneByRole(driver, 'dialog', 'Menu');
    await until(driver, 'the focus back on Open menu', () => isFocused(driver, openMenu));

    await press(driver, openMenu);
    const again = await byRole(driver, 'dialog', 'Menu');
    await press(driver, await byRole(driver, 'link', 'Gallery', again));
    await atPath(driver, '/gallery');
    await goneByRole(driver, 'dialog', 'Menu');
    await pageHeading(driver, 'Gallery');
  });
});

test('links navigate inside the page, and Back and Forward return without a reload', async () => {
  await journey(DESKTOP, async (driver) => {
    await open(driver, '/');
    await driver.executeScript('window.__notReloaded = true');
    const nav = await byRole(driver, 'navigation', 'Main');
    const products = await byRole(driver, 'button', 'Products', nav);
    await press(driver, products);
    await press(driver, await byRole(driver, 'link', 'Glass Shelves', nav));
    await atPath(driver, '/products/glass-shelves');
    await pageHeading(driver, 'Glass Shelves');
    expect(await products.getAttribute('aria-expanded')).toBe('false');

    await press(driver, await byRole(driver, 'link', 'Gallery', nav));
    await atPath(driver, '/gallery');
    await pageHeading(driver, 'Gallery');
    await driver.navigate().back();
    await atPath(driver, '/products/glass-shelves');
    await pageHeading(driver, 'Glass Shelves');
    await driver.navigate().forward();
    await atPath(driver, '/gallery');
    await pageHeading(driver, 'Gallery');
    await press(driver, await byRole(driver, 'link', 'Home', nav));
    await atPath(driver, '/');
    expect(await driver.executeScript('return window.__notReloaded === true')).toBe(true);
  });
});

test('Back returns to the place on the page before, and a page opened from a link starts at its top', async () => {
  await journey(DESKTOP, async (driver) => {
    await open(driver, '/');
    await driver.executeScript('window.__notReloaded = true');
    const featured = await byRole(driver, 'region', 'Featured Products');
    const [gondola] = await allByRole(featured, 'link', /^Double-Sided Gondola/);
    if (!gondola) throw new Error('no link to the Double-Sided Gondola in Featured Products');
    await driver.executeScript('window.scrollTo(0, 1200)');
    await until(driver, 'the home page at 1200', async () => (await scrollY(driver)) === 1200);
    // The card is in view there. Followed at once, as a visitor who scrolls and clicks: WebKit
    // tells the page's scripts of a scroll at its next rendering update, which on this machine
    // came up to half a second later, after the click.
    await gondola.click();
    await atPath(driver, '/products/shelving/double-sided-gondola');
    await pageHeading(driver, 'Double-Sided Gondola');
    expect(await scrollY(driver)).toBe(0);

    await driver.navigate().back();
    await atPath(driver, '/');
    await until(driver, 'the home page back at 1200', async () => (await scrollY(driver)) === 1200);
    await driver.navigate().forward();
    await atPath(driver, '/products/shelving/double-sided-gondola');
    await until(driver, 'the product page at its top', async () => (await scrollY(driver)) === 0);
    expect(await driver.executeScript('return window.__notReloaded === true')).toBe(true);
  });
});

test("a configurator's choices go into the address in place, so Back leaves the page", async () => {
  await journey(DESKTOP, async (driver) => {
    await open(driver, '/products');
    await open(driver, '/products/shelving/double-sided-gondola');
    const main = await byRole(driver, 'main');
    await textOf(driver, main, '£199.00');
    const width = await byRole(driver, 'group', 'Width');
    const colour = await byRole(driver, 'group', 'Colour');

    await press(driver, await byRole(driver, 'radio', /^900mm/, width));
    await atPath(driver, /width=900/);
    await press(driver, await byRole(driver, 'radio', /^White/, colour));
    await atPath(driver, /width=900.*colour=white|colour=white.*width=900/);
    await textOf(driver, main, '£179.00');

    // Back at once after the choices: the page before, not a choice undone.
    await driver.navigate().back();
    await atPath(driver, '/products');
  });
});
