import { expect, test } from 'vitest';
import {
  click,
  focused,
  go,
  hidden,
  hydrated,
  inEveryEngine,
  labelled,
  press,
  role,
  text,
  until,
  untilAt,
  visible,
} from './harness';
import type { ElementHandle } from 'puppeteer-core';

// Native <dialog> and popover (tests/e2e/about-gallery, mobile-menu, outdoor-signage and
// light-boxes specs): opened by mouse and keyboard, modal, closed by Escape and Close, the
// focus given back.
const isModal = (dialog: ElementHandle) => dialog.evaluate((element) => element.matches(':modal'));

inEveryEngine((open) => {
  test('the gallery opens each picture large in a dialog, closed by Escape and Close', async () => {
    const page = await open();
    await go(page, '/gallery');
    await hydrated(page);
    const signage = await visible(page, role('region', 'Signage'));
    await visible(signage, role('image', 'Tray fascia sign above a sandstone shop front'));
    const openers = await page.$$('main button[aria-label^="View larger:"]');
    expect(openers).toHaveLength(5);
    const fourth = openers[3];
    if (!fourth) throw new Error('no fourth opener');
    await fourth.click();
    const dialog = await visible(page, role('dialog', 'Tray fascia sign on a tenement shop front'));
    expect(await isModal(dialog)).toBe(true);
    const larger = await visible(
      dialog,
      role('image', 'Tray fascia sign above a sandstone shop front'),
    );
    // The whole picture is in view: nothing of it below the window's edge.
    const bottom = await larger.evaluate((image) => image.getBoundingClientRect().bottom);
    expect(bottom).toBeLessThanOrEqual(800);
    await page.keyboard.press('Escape');
    await hidden(page, role('dialog', 'Tray fascia sign on a tenement shop front'));
    await until(() => focused(fourth), true, 'focus back on the opener');

    await openers[0]?.focus();
    await page.keyboard.press('Enter');
    const first = await visible(page, 'dialog[open]');
    await click(first, role('button', 'Close'));
    await hidden(page, 'dialog[open]');
  });

  test('Details opens a dialog by keyboard and by mouse, and gives focus back', async () => {
    const page = await open();
    await go(page, '/products/outdoor-signage/projection-sign-types');
    await hydrated(page);
    const details = await visible(page, role('button', 'Details: Blade Sign'));
    await details.focus();
    await page.keyboard.press('Enter');
    const dialog = await visible(page, role('dialog', 'Blade Sign'));
    await visible(dialog, text('From £349.99'));
    await visible(dialog, text('Custom sizes available'));
    await page.keyboard.press('Escape');
    await hidden(page, role('dialog', 'Blade Sign'));
    await until(() => focused(details), true, 'focus back on Details');

    await details.click();
    await click(await visible(page, role('dialog', 'Blade Sign')), role('button', 'Close'));
    await hidden(page, role('dialog', 'Blade Sign'));
    await until(() => focused(details), true, 'focus back on Details');
  });

  test('the mobile menu is a modal popover that keeps the focus and closes by Escape and Close', async () => {
    const page = await open({ width: 390, height: 844 });
    await go(page, '/');
    await hydrated(page);
    await hidden(page, role('navigation', 'Main'));
    const opener = await visible(page, role('button', 'Open menu'));
    await opener.click();
    const menu = await visible(page, role('dialog', 'Menu'));
    expect(await isModal(menu)).toBe(true);
    for (const [name, href] of [
      ['Retail Shelving', '/products/retail-shelving'],
      ['Shop Fitting', '/services/shop-fitting'],
      ['Gallery', '/gallery'],
    ] as const) {
      const link = await visible(menu, role('link', name));
      expect(await link.evaluate((element) => element.getAttribute('href'))).toBe(href);
    }
    // Focus stays inside: tabbing through every control never reaches the page behind.
    const links = (await menu.$$('a')).length;
    for (let step = 0; step < links + 3; step += 1) {
      await page.keyboard.press('Tab');
      const where = await menu.evaluate((dialog) => ({
        inside: dialog.contains(document.activeElement),
        onPage: document.activeElement !== document.body,
      }));
      if (where.onPage) expect(where.inside, `tab ${step}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await hidden(page, role('dialog', 'Menu'));
    await until(() => focused(opener), true, 'focus back on Open menu');

    await opener.click();
    await click(await visible(page, role('dialog', 'Menu')), role('button', 'Close menu'));
    await hidden(page, role('dialog', 'Menu'));
  });

  test('following a link in the mobile menu navigates and closes it', async () => {
    const page = await open({ width: 390, height: 844 });
    await go(page, '/');
    await hydrated(page);
    await click(page, role('button', 'Open menu'));
    await click(await visible(page, role('dialog', 'Menu')), role('link', 'Gallery'));
    await untilAt(page, '/gallery');
    await hidden(page, role('dialog', 'Menu'));
    await page.evaluate(() => window.scrollBy(0, 400));
    await until(
      async () => (await page.evaluate(() => window.scrollY)) > 0,
      true,
      'the page scrolls',
    );
  });

  test('without JavaScript, the menu button opens the popover and Escape closes it', async () => {
    const page = await open({ width: 390, height: 844, javaScript: false });
    await go(page, '/', 'domcontentloaded');
    const opener = await labelled(page, 'Open menu');
    const popover = await page.$('[popover]');
    if (!popover) throw new Error('no popover');
    const shown = () => popover.evaluate((element) => element.matches(':popover-open'));
    expect(await shown()).toBe(false);
    await opener.click();
    await until(shown, true, 'the menu open');
    await press(await labelled(page, 'Close menu'));
    await until(shown, false, 'the menu closed');
    await opener.focus();
    await page.keyboard.press('Enter');
    await until(shown, true, 'the menu open by Enter');
    await page.keyboard.press('Escape');
    await until(shown, false, 'the menu closed by Escape');
    await until(() => focused(opener), true, 'focus back on Open menu');
  });

  test('the filters drawer opens with Show Filters and closes with Hide Filters or Escape', async () => {
    const page = await open({ width: 390, height: 844 });
    await go(page, '/products/indoor-signage/advertising-light-box');
    await hydrated(page);
    await hidden(page, role('complementary', 'Filters'));
    const show = await visible(page, role('button', 'Show Filters'));
    await show.click();
    const drawer = await visible(page, role('dialog', 'Filters'));
    await click(drawer, role('checkbox', 'On Sale'));
    await click(drawer, role('button', 'Hide Filters'));
    await hidden(page, role('dialog', 'Filters'));
    await until(() => focused(show), true, 'focus back on Show Filters');
    const cards = () => page.$$eval('main h3', (found) => found.map((h) => h.textContent?.trim()));
    await until(cards, ['Rechargeable Menu Light Box', 'Wall LED Lightbox'], 'the cards');
    await show.click();
    const again = await visible(page, role('dialog', 'Filters'));
    const onSale = await visible(again, role('checkbox', 'On Sale'));
    expect(await onSale.evaluate((box) => (box as HTMLInputElement).checked)).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(page, role('dialog', 'Filters'));
  });
});
