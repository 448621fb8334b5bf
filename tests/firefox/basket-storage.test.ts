import { expect, test } from 'vitest';
import { STORAGE_KEY } from '../../app/basket/stored';
import { click, go, hydrated, inEveryEngine, role, shownText, visible } from './harness';
import type { Page } from 'puppeteer-core';

// The corrupted stored baskets of tests/e2e/basket.spec.ts not in basket.test.ts (which has
// the malformed JSON): each loads to a working page, and what is clamped is the stock.
const cabinet = '/products/display-cabinet/premium-glass';

const clampedQuantities = JSON.stringify({
  version: 1,
  lines: [
    {
      productId: 'premium-glass',
      options: { size: '1200', glassType: 'clear', ledColor: 'rgb' },
      quantity: -3,
    },
    {
      productId: 'premium-glass',
      options: { size: '1500', glassType: 'clear', ledColor: 'rgb' },
      quantity: 2.5,
    },
    {
      productId: 'premium-glass',
      options: { size: '1800', glassType: 'clear', ledColor: 'rgb' },
      quantity: 1e308,
    },
  ],
});

const corrupted: [string, string][] = [
  ['a foreign shape', JSON.stringify({ cart: [{ id: 1, qty: 2 }] })],
  [
    'an unknown product',
    JSON.stringify({ version: 1, lines: [{ productId: 'ghost', options: {}, quantity: 1 }] }),
  ],
  ['negative, fractional and huge quantities', clampedQuantities],
  [
    'a tampered price and name',
    JSON.stringify({
      version: 1,
      lines: [
        {
          productId: 'premium-glass',
          options: { size: '1200', glassType: 'clear', ledColor: 'pure-white' },
          quantity: 1,
          price: 0.01,
          name: '<img src=x onerror=alert(1)>',
        },
      ],
    }),
  ],
];

/** Stores `value` as the basket before the page's first script, once per tab (`once`) or on every load. */
async function seed(page: Page, value: string, once: boolean) {
  await page.evaluateOnNewDocument(
    (key: string, stored: string, onlyOnce: boolean) => {
      // Firefox runs it in the new tab's about:blank too, where storage is refused.
      if (window.location.protocol !== 'http:') return;
      if (onlyOnce && sessionStorage.getItem('seeded')) return;
      localStorage.setItem(key, stored);
      sessionStorage.setItem('seeded', '1');
    },
    STORAGE_KEY,
    value,
    once,
  );
}

inEveryEngine((open) => {
  for (const [shape, stored] of corrupted) {
    test(`a stored basket with ${shape} loads to a working page`, async () => {
      const page = await open();
      // Seeded once: the later add must be stored over it, not replaced on the next load.
      await seed(page, stored, true);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await go(page, '/cart');
      await hydrated(page);
      await visible(page, role('heading', 'Shopping Basket'));
      const main = await shownText(await visible(page, role('main')));
      expect(main).not.toContain('NaN');
      expect(main).not.toContain('£0.01');
      await go(page, cabinet);
      await hydrated(page);
      await click(page, role('button', 'Add to Cart'));
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('a')].some((link) =>
            /^Basket, \d+ items?$/.test(link.getAttribute('aria-label') ?? ''),
          ),
        { polling: 'mutation' },
      );
      expect(dialogs, 'a stored value ran as script').toEqual([]);
    });
  }

  test('the clamped quantities of a corrupted basket are the stock limits', async () => {
    const page = await open();
    await seed(page, clampedQuantities, false);
    await go(page, '/cart');
    await hydrated(page);
    // -3 dropped, 2.5 made 2, 1e308 clamped to the stock of 5.
    await visible(page, role('link', 'Basket, 7 items'));
  });
});
