import { expect, test } from 'vitest';
import type { Page } from 'puppeteer-core';
import {
  addressOf,
  go,
  hydrated,
  inEveryEngine,
  labelled,
  press,
  role,
  until,
  untilAt,
  visible,
} from './harness';
import { openHeld } from './held-scripts';

// tests/e2e/before-hydration.spec.ts in both engines (issue 14, docs/decisions/012): what a
// visitor types, ticks or fills in while the page is still pre-rendered HTML is what the app
// holds once it takes over. Controls are found by a script while the page loads (harness.ts,
// `labelled`); the rest by role.

const LISTING = '/products/indoor-signage/advertising-light-box';

const cards = (page: Page) =>
  page.$$eval('main h3', (found) => found.map((heading) => heading.textContent?.trim()));

const valueOf = (page: Page, label: string) =>
  labelled(page, label).then((control) =>
    control.evaluate((element) => (element as HTMLInputElement).value),
  );

const priceShown = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('p')]
        .find((p) => p.textContent?.startsWith('Price:'))
        ?.textContent?.trim() ?? '',
  );

inEveryEngine((open, engine) => {
  test('text typed in the light-box search before the app takes over is kept and filters the list', async () => {
    const page = await open();
    const release = await openHeld(page, LISTING);
    await (await labelled(page, 'Search light boxes')).type('menu');
    release();
    await hydrated(page);

    await until(() => cards(page), ['Rechargeable Menu Light Box', 'TV Style Menu Board'], 'cards');
    expect(await valueOf(page, 'Search light boxes')).toBe('menu');
    await untilAt(page, `${LISTING}?q=menu`);
  });

  test('a filter ticked before the app takes over stays ticked and filters the list', async () => {
    const page = await open();
    const release = await openHeld(page, LISTING);
    await press(await labelled(page, 'On Sale'));
    release();
    await hydrated(page);

    await untilAt(page, `${LISTING}?onSale=1`);
    const onSale = await visible(
      await visible(page, role('complementary', 'Filters')),
      role('checkbox', 'On Sale'),
    );
    expect(await onSale.evaluate((box) => (box as HTMLInputElement).checked)).toBe(true);
    const status = await page.evaluate(
      () =>
        [...document.querySelectorAll('[role="status"]')]
          .map((element) => element.textContent?.trim() ?? '')
          .find((words) => words.startsWith('Showing')) ?? '',
    );
    expect(status).toMatch(/^Showing [0-3] of 4 light boxes$/);
  });

  test('a contact form filled in before the app takes over keeps every answer and sends them', async () => {
    const page = await open();
    const release = await openHeld(page, '/contact');
    const answers = {
      'Full name': 'Morag Campbell',
      'Email address': 'morag@example.co.uk',
      Message: 'Is the 8mm toughened shelf in stock in 1200mm?',
    };
    for (const [label, answer] of Object.entries(answers)) {
      await (await labelled(page, label)).type(answer);
    }
    await (await labelled(page, 'Subject')).select('product');
    release();
    await hydrated(page);

    for (const [label, answer] of Object.entries(answers)) {
      expect(await valueOf(page, label), label).toBe(answer);
    }
    expect(await valueOf(page, 'Subject')).toBe('product');
    // The form's own check finds every answer.
    await press(await visible(page, role('button', 'Send Message')));
    await visible(page, role('heading', 'Thank you for your message'));
    expect(addressOf(page)).toBe('/contact');
  });

  test('a width chosen on a running configurator shows with its price in the very next frame', async () => {
    const page = await open();
    await go(page, '/products/shelving/standard-wall-shelf');
    await hydrated(page);
    await until(() => priceShown(page), 'Price: £115.00', 'the price');
    // A slow phone where the engine can be slowed (Chromium); Firefox at its own speed.
    if (engine === 'chromium') await page.emulateCPUThrottling(4);
    // Clicked and read inside the page: what the next frame painted shows.
    const frame = await page.evaluate(() => {
      const radio = [...document.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
        (input) => input.labels?.[0]?.textContent?.trim().startsWith('1200mm'),
      );
      if (!radio) throw new Error('no 1200mm radio');
      radio.click();
      return new Promise<{ checked: boolean; price: string }>((resolve) =>
        requestAnimationFrame(() =>
          resolve({
            checked: radio.checked,
            price:
              [...document.querySelectorAll('p')]
                .find((p) => p.textContent?.startsWith('Price:'))
                ?.textContent?.trim() ?? '',
          }),
        ),
      );
    });
    if (engine === 'chromium') await page.emulateCPUThrottling(null);
    expect(frame).toEqual({ checked: true, price: 'Price: £145.00' });
    await until(async () => /width=1200/.test(addressOf(page)), true, 'width in the address');
  });
});
