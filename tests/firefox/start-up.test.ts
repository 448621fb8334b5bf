import { expect, test } from 'vitest';
import { STORAGE_KEY } from '../../app/basket/stored';
import { defaultSelection } from '../../app/catalogue/pricing';
import type { OptionGroup, Product } from '../../app/catalogue/product';
import { productPath } from '../../app/catalogue/product-paths';
import { findProduct } from '../../app/catalogue/registry';
import { lineName } from '../../app/catalogue/selection';
import {
  go,
  hidden,
  hydrated,
  inEveryEngine,
  labelled,
  press,
  role,
  until,
  untilAt,
  visible,
} from './harness';
import type { Page } from 'puppeteer-core';
import { holdRequests, openHeld } from './held-scripts';

// Start-up (tests/e2e/start-up.spec.ts, start-up-basket.spec.ts, mobile-menu.spec.ts):
// what the visitor does before the scripts arrive is what the page does once they have.

/** A value of the group other than its default: the last such, so the price usually moves. */
function otherValue(group: OptionGroup): string {
  const chosen = group.values.filter(({ value }) => value !== group.defaultValue).at(-1);
  if (!chosen) throw new Error(`${group.id} has no value but its default`);
  return chosen.value;
}

/** Sets each option group to another value, by its label, as a visitor would. */
async function choose(page: Page, product: Product, selection: Record<string, string>) {
  for (const group of product.options) {
    const value = selection[group.id] ?? '';
    if (group.control === 'select') {
      await (await labelled(page, group.label)).select(value);
      continue;
    }
    // The radio's own label, in the group (fieldset) its legend names.
    const label = await page.evaluateHandle(
      (legend, wanted) => {
        const set = [...document.querySelectorAll('fieldset')].find(
          (fieldset) => fieldset.querySelector('legend')?.textContent?.trim() === legend,
        );
        const radio = set?.querySelector<HTMLInputElement>(
          `input[type="radio"][value="${wanted}"]`,
        );
        return radio?.labels?.[0] ?? null;
      },
      group.label,
      value,
    );
    const element = label.asElement();
    if (!element) throw new Error(`no ${value} in ${group.label}`);
    await press(element as Parameters<typeof press>[0]);
  }
}

const storedLines = (page: Page) =>
  page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { lines: unknown[] }).lines : [];
  }, STORAGE_KEY);

inEveryEngine((open) => {
  test('a page whose priority image never arrives is made interactive within seconds', async () => {
    const page = await open();
    await holdRequests(page, (path) => path === '/images/products/premium-glass.svg');
    await go(page, '/products/display-cabinet/premium-glass', 'domcontentloaded');
    // The loader gives up waiting after 2 s; the rest is the download and hydration.
    await hydrated(page);
    // By label: the page is still loading (harness.ts, `labelled`).
    await press(await labelled(page, 'Add to Cart'));
    await labelled(page, 'Basket, 1 item');
  });

  for (const id of ['premium-glass', 'toughened-glass-shelf']) {
    test(`${id}: chosen and added before the scripts arrive, added as shown`, async () => {
      const product = findProduct(id);
      if (!product) throw new Error(`no product ${id}`);
      const selection = {
        ...defaultSelection(product.options),
        ...Object.fromEntries(product.options.map((group) => [group.id, otherValue(group)])),
      };
      const quantity = product.quantityStepper ? 3 : 1;
      const page = await open();
      const release = await openHeld(page, productPath(product));
      await choose(page, product, selection);
      if (product.quantityStepper) {
        const more = await labelled(page, 'Increase quantity');
        for (let pressed = 0; pressed < quantity; pressed += 1) await press(more);
        // At quantity 0 the shelf's Add to Cart is unavailable: the app counts the presses.
        release();
      }
      await press(await labelled(page, 'Add to Cart'));
      release();
      await hydrated(page);
      await until(
        () => storedLines(page),
        [{ productId: product.id, options: selection, quantity }],
        'the basket stored',
      );
      await go(page, '/cart');
      await hydrated(page);
      const main = await visible(page, role('main'));
      await visible(main, role('link', lineName(product, selection)));
      await visible(
        page,
        role('link', quantity === 1 ? 'Basket, 1 item' : `Basket, ${quantity} items`),
      );
    });
  }

  test('a page reloaded while its code is still loading starts again without an error', async () => {
    const page = await open();
    for (let time = 0; time < 3; time += 1) {
      // The visitor reloads as soon as the page asks for the module that hydrates it.
      const requested = page.waitForRequest((request) =>
        new URL(request.url()).pathname.startsWith('/assets/start-'),
      );
      await go(page, '/cart', 'domcontentloaded');
      await requested;
      await page.reload({ waitUntil: 'domcontentloaded' });
    }
    await hydrated(page);
    await visible(page, role('heading', 'Shopping Basket'));
  });

  test('a menu opened before any script ran becomes the modal menu when the app takes over', async () => {
    const page = await open({ width: 390, height: 844 });
    const release = await holdRequests(
      page,
      (path) => path.startsWith('/assets/') && path.endsWith('.js'),
    );
    await go(page, '/', 'domcontentloaded');
    await press(await labelled(page, 'Open menu'));
    const popover = await page.$('[popover]');
    if (!popover) throw new Error('no popover');
    await until(
      () => popover.evaluate((menu) => menu.matches(':popover-open')),
      true,
      'the menu open',
    );
    release();
    await hydrated(page);
    const menu = await visible(page, role('dialog', 'Menu'));
    expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await press(await visible(menu, role('link', 'Gallery')));
    await untilAt(page, '/gallery');
    await hidden(page, role('dialog', 'Menu'));
  });
});
