import { expect, test } from 'vitest';
import {
  attribute,
  click,
  go,
  hidden,
  hydrated,
  inEveryEngine,
  addressOf,
  role,
  shownText,
  text,
  until,
  untilAt,
  visible,
} from './harness';
import type { Page } from 'puppeteer-core';
import { STORAGE_KEY } from '../../app/basket/stored';

// The basket journeys of tests/e2e/basket.spec.ts (the @smoke one whole), by role and name.
const cabinet = '/products/display-cabinet/premium-glass';
/** The cabinet's line as its controls name it: the product and its choices. */
const line = 'Premium Glass Cabinet - 1200mm wide - Clear - Pure White';

async function addCabinet(page: Page, query = '') {
  await go(page, `${cabinet}${query}`);
  await hydrated(page);
  await click(page, role('button', 'Add to Cart'));
}

inEveryEngine((open) => {
  test('adding shows the badge and says so; the basket never opens itself', async () => {
    const page = await open();
    await go(page, '/');
    await hydrated(page);
    await visible(page, role('link', 'Basket'));
    await addCabinet(page);
    expect(addressOf(page)).toBe(cabinet);
    await visible(page, text('Added Premium Glass Cabinet to your basket.'));
    const badge = await visible(page, role('link', 'Basket, 1 item'));
    expect(await shownText(badge)).toContain('1');
    await click(page, role('button', 'Add to Cart'));
    await visible(page, role('link', 'Basket, 2 items'));
    expect(await page.$$(role('dialog'))).toHaveLength(0);
  });

  test('the cart lists each line with its options, prices and a summary (@smoke)', async () => {
    const page = await open();
    await addCabinet(page, '?size=1500&glassType=tinted&ledColor=rgb');
    await visible(page, role('link', 'Basket, 1 item'));
    await go(page, '/products/ceiling/black-suspended-grid');
    await hydrated(page);
    await (await visible(page, role('combobox', 'Component'))).select('cross-tee-600');
    await click(page, role('button', 'Add to Cart'));
    await visible(page, role('link', 'Basket, 2 items'));
    await click(page, role('button', 'Add to Cart'));
    await click(page, role('link', 'Basket, 3 items'));
    await untilAt(page, '/cart');

    const main = await visible(page, role('main'));
    const link = await visible(main, role('link', 'Premium Glass Cabinet'));
    // A line's link opens its product as it is in the basket.
    expect(await attribute(link, 'href')).toBe(
      `${cabinet}?size=1500&glassType=tinted&ledColor=rgb`,
    );
    await visible(
      page,
      role('image', 'Tall all-glass display cabinet with a slim frame and lit shelves'),
    );
    expect(await main.$$('li img')).toHaveLength(2);
    await visible(page, text('Size: 1500mm wide, Glass type: Tinted, LED colour: RGB Adjustable'));
    const grid = await visible(main, role('link', 'Black Suspended Grid - CrossTee 600mm'));
    expect(await attribute(grid, 'href')).toBe(
      '/products/ceiling/black-suspended-grid?component=cross-tee-600',
    );
    const summary = await visible(page, role('region', 'Order Summary'));
    const said = (await shownText(summary)).replace(/\s+/g, '');
    for (const line of [
      'Subtotal£1,759.97',
      'ShippingFree',
      'TotalexVAT£1,466.65',
      'VAT(20%)£293.33',
      'TotalincVAT£1,759.98',
    ]) {
      expect(said).toContain(line);
    }

    await click(summary, role('link', 'Proceed to Checkout'));
    await untilAt(page, '/cart/quote');
    const quote = await visible(page, role('table', 'Your basket (3 items)'));
    const rows = await quote.$$eval('tr', (found) =>
      found.map((row) => (row.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
    expect(rows[0]).toBe('ItemQuantityUnit price inc VATLine total inc VAT');
    expect(rows.slice(-3)).toEqual([
      'Total ex VAT£1,466.65',
      'VAT (20%)£293.33',
      'Total inc VAT£1,759.98',
    ]);
  });

  test('quantities change to both limits on /cart, and the cap is said', async () => {
    const page = await open();
    await addCabinet(page);
    await visible(page, role('link', 'Basket, 1 item'));
    await go(page, '/cart');
    await hydrated(page);
    const name = 'Premium Glass Cabinet';
    const plus = await visible(page, role('button', `Increase quantity of ${line}`));
    const minus = await visible(page, role('button', `Decrease quantity of ${line}`));
    const disabled = (handle: typeof plus) =>
      handle.evaluate(
        (button) =>
          (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true',
      );
    expect(await disabled(minus)).toBe(true);
    for (let quantity = 2; quantity <= 5; quantity += 1) {
      await plus.click();
      await visible(page, role('link', `Basket, ${quantity} items`));
    }
    await until(() => disabled(plus), true, 'plus disabled at the stock');
    await visible(page, text(`Only 5 available: your basket has 5 of ${name}.`));
    expect(await shownText(await visible(page, role('main')))).toContain('£5,999.95');
    for (let quantity = 4; quantity >= 1; quantity -= 1) {
      await minus.click();
      await visible(
        page,
        role('link', quantity === 1 ? 'Basket, 1 item' : `Basket, ${quantity} items`),
      );
    }
    expect(await disabled(minus)).toBe(true);
    expect(await disabled(plus)).toBe(false);
  });

  test('removing every line ends in the empty state', async () => {
    const page = await open();
    await addCabinet(page);
    await visible(page, role('link', 'Basket, 1 item'));
    await go(page, '/cart');
    await click(page, role('button', `Remove ${line}`));
    await visible(page, text('Removed Premium Glass Cabinet from your basket.'));
    await visible(page, text('Your cart is empty'));
    const more = await visible(page, role('link', 'Continue Shopping'));
    expect(await attribute(more, 'href')).toBe('/products');
    await visible(page, role('link', 'Basket'));
  });

  test('the basket survives a reload', async () => {
    const page = await open();
    await addCabinet(page, '?size=1800');
    await visible(page, role('link', 'Basket, 1 item'));
    await click(page, role('button', 'Add to Cart'));
    await visible(page, role('link', 'Basket, 2 items'));
    await go(page, '/cart');
    await page.reload();
    await hydrated(page);
    await visible(page, role('link', 'Basket, 2 items'));
    expect(await shownText(await visible(page, role('main')))).toContain('£3,199.98');
  });

  test('a second tab stays in step without a reload', async () => {
    const page = await open();
    const other = await page.browserContext().newPage();
    await go(other, '/cart');
    await hydrated(other);
    await visible(other, text('Your cart is empty'));
    // Each tab is brought to the front to be used, as a visitor would: a tab in the
    // background paints nothing, and Chromium runs no animation frames there.
    await page.bringToFront();
    await addCabinet(page);
    await other.bringToFront();
    await visible(other, role('link', 'Basket, 1 item'));
    await visible(other, role('link', 'Premium Glass Cabinet'));
    await click(other, role('button', `Increase quantity of ${line}`));
    await page.bringToFront();
    await visible(page, role('link', 'Basket, 2 items'));
    await other.close();
  });

  test('adding a light box from its card twice gives a basket of two', async () => {
    const page = await open();
    await go(page, '/products/indoor-signage/advertising-light-box');
    await hydrated(page);
    const card = await visible(page, `article:has(h3 a[href$="/tv-style-menu-board"])`);
    await click(card, role('button', 'Add to Basket'));
    await visible(card, text('Added TV Style Menu Board to your basket.'));
    await click(card, role('button', 'Add to Basket'));
    await click(page, role('link', 'Basket, 2 items'));
    await untilAt(page, '/cart');
    const line = await visible(page, role('link', 'TV Style Menu Board'));
    expect(await attribute(line, 'href')).toBe('/products/indoor-signage/tv-style-menu-board');
    await until(
      async () =>
        (await shownText(await visible(page, role('region', 'Order Summary')))).includes('£399.98'),
      true,
      'the summary shows £399.98',
    );
    await hidden(page, role('dialog'));
  });

  test('a stored basket of malformed JSON loads to a working page', async () => {
    const page = await open();
    // Seeded once: the later add must be stored over it, not replaced on the next load.
    await page.evaluateOnNewDocument((key: string) => {
      // Firefox runs it in the new tab's about:blank too, where storage is refused.
      if (window.location.protocol !== 'http:') return;
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, '{"version":1,"lines":[{"productId"');
        sessionStorage.setItem('seeded', '1');
      }
    }, STORAGE_KEY);
    await go(page, '/cart');
    await hydrated(page);
    await visible(page, role('heading', 'Shopping Basket'));
    expect(await shownText(await visible(page, role('main')))).not.toContain('NaN');
    await addCabinet(page);
    await visible(page, role('link', 'Basket, 1 item'));
  });

  test('when storage refuses writes, the basket still works for the visit', async () => {
    const page = await open();
    await page.evaluateOnNewDocument(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await addCabinet(page);
    await click(page, role('link', 'Basket, 1 item'));
    await untilAt(page, '/cart');
    await visible(page, role('link', 'Premium Glass Cabinet'));
  });
});
