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
  press,
  PHONE,
  until,
} from './browser';

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
    // The page behind is inert while the menu is open: it does not scroll.
    expect(await driver.executeScript('return window.scrollY')).toBe(0);

    await driver.switchTo().activeElement().sendKeys(Key.ESCAPE);
    await goneByRole(driver, 'dialog', 'Menu');
    await until(driver, 'the focus back on Open menu', () => isFocused(driver, openMenu));

    await press(driver, openMenu);
    const again = await byRole(driver, 'dialog', 'Menu');
    await press(driver, await byRole(driver, 'link', 'Gallery', again));
    await atPath(driver, '/gallery');
    await goneByRole(driver, 'dialog', 'Menu');
    await byRole(driver, 'heading', 'Gallery');
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
    await byRole(driver, 'heading', 'Glass Shelves');
    expect(await products.getAttribute('aria-expanded')).toBe('false');

    await press(driver, await byRole(driver, 'link', 'Gallery', nav));
    await atPath(driver, '/gallery');
    await byRole(driver, 'heading', 'Gallery');
    await driver.navigate().back();
    await atPath(driver, '/products/glass-shelves');
    await byRole(driver, 'heading', 'Glass Shelves');
    await driver.navigate().forward();
    await atPath(driver, '/gallery');
    await byRole(driver, 'heading', 'Gallery');
    await press(driver, await byRole(driver, 'link', 'Home', nav));
    await atPath(driver, '/');
    expect(await driver.executeScript('return window.__notReloaded === true')).toBe(true);
  });
});
