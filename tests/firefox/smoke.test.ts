import { expect, test } from 'vitest';
import {
  click,
  go,
  hydrated,
  inEveryEngine,
  labelled,
  press,
  role,
  shownText,
  text,
  until,
  untilTrue,
  visible,
} from './harness';
import type { ElementHandle, Page } from 'puppeteer-core';

// The @smoke journeys of tests/e2e that a browser shows (the others ask the server alone):
// the configurator, the contact form without JavaScript, a hostile query ignored.
const shelf = '/products/glass-shelves/toughened-glass-shelf';

const isDisabled = (handle: ElementHandle) =>
  handle.evaluate(
    (button) =>
      (button as HTMLButtonElement).disabled || button.getAttribute('aria-disabled') === 'true',
  );
const checkedRadio = (page: Page, group: string) =>
  page.evaluate((name) => {
    const fieldset = [...document.querySelectorAll('fieldset')].find((set) =>
      set.querySelector('legend')?.textContent?.trim().startsWith(name),
    );
    const radio = fieldset?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    return radio?.labels?.[0]?.textContent?.trim() ?? '';
  }, group);

inEveryEngine((open) => {
  test('the toughened glass shelf: quantity from 0, total price, add, reset to 0 (@smoke)', async () => {
    const page = await open();
    await go(page, shelf);
    await hydrated(page);
    const add = await visible(page, role('button', 'Add to Cart'));
    const decrease = await visible(page, role('button', 'Decrease quantity'));
    const increase = await visible(page, role('button', 'Increase quantity'));
    await visible(page, text('Quantity: 0'));
    expect(await isDisabled(add)).toBe(true);
    expect(await isDisabled(decrease)).toBe(true);
    await visible(page, text('Same day collection available'));
    await visible(page, text('20 in stock'));

    for (const [group, option] of [
      ['Width', '1200mm'],
      ['Depth', '300mm'],
    ] as const) {
      const set = await visible(page, role('group', group));
      await click(set, text(option));
      await untilTrue(
        () => checkedRadio(page, group),
        (label) => label.startsWith(option),
        group,
      );
    }
    for (let i = 0; i < 3; i += 1) await increase.click();
    await visible(page, text('Total: £314.97'));
    await add.click();
    await visible(
      page,
      text('Added 3 x 8mm Toughened Glass Shelf - 1200mm x 300mm to your basket.'),
    );
    await visible(page, text('Quantity: 0'));
    await until(() => isDisabled(add), true, 'Add to Cart unavailable at 0');
    await visible(page, role('link', 'Basket, 3 items'));

    await go(page, '/cart');
    await visible(page, role('link', '8mm Toughened Glass Shelf - 1200mm x 300mm'));
    expect(await shownText(await visible(page, 'main'))).toContain('£314.97');
  });

  test('the configurator ignores a hostile query and shows its defaults (@smoke)', async () => {
    const page = await open();
    const response = await go(
      page,
      `${shelf}?__proto__[width]=1200&constructor=1&width[]=1000&depth=%E2%80%AE300`,
    );
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(await checkedRadio(page, 'Width')).toMatch(/^800mm/);
    expect(await checkedRadio(page, 'Depth')).toMatch(/^200mm/);
    await visible(page, text('£69.99'));
  });

  test('without JavaScript, the contact form posts and the confirmation shows the reference (@smoke)', async () => {
    const page = await open({ javaScript: false });
    await go(page, '/contact', 'domcontentloaded');
    // By label: Firefox answers no role query on a page whose scripts are held (harness.ts).
    await (await labelled(page, 'Full name')).type('Iain Fraser');
    await (await labelled(page, 'Email address')).type('iain@example.co.uk');
    const subject = await labelled(page, 'Subject');
    const general = await subject.evaluate(
      (select) =>
        [...(select as HTMLSelectElement).options].find(
          (option) => option.text === 'General enquiry',
        )?.value ?? '',
    );
    await subject.select(general);
    await (await labelled(page, 'Message')).type('Sent without JavaScript.');
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
      press(await labelled(page, 'Send Message')),
    ]);
    expect(new URL(page.url()).pathname).toMatch(/^\/enquiries\/[\w-]{43}$/);
    expect(await shownText(await visible(page, 'main'))).toMatch(/Your reference is CS-\d{6}\./);
    await visible(page, text('Sent without JavaScript.'));
  });
});
