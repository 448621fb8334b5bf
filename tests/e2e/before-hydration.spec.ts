import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { openHeld } from './support/held-scripts';

// Issue 14: what a visitor does before the app takes over is kept (docs/decisions/012).
// Each journey holds back every script but the page's first one (app/boot/entry.client.ts), so
// the page stays pre-rendered HTML for as long as the test acts on it, then lets the
// scripts through and checks what the app made of it.

const LISTING = '/products/indoor-signage/advertising-light-box';
const CABINET = '/products/display-cabinet/premium-glass';

const cards = (page: Page) => page.getByRole('heading', { level: 3 });
const price = (page: Page) => page.locator('p').filter({ hasText: /^Price: £/ });

test('text typed in the light-box search before the app takes over is kept and filters the list', async ({
  page,
}) => {
  const release = await openHeld(page, LISTING);
  const search = page.getByRole('searchbox', { name: 'Search light boxes' });
  await search.pressSequentially('menu');
  release();
  await hydrated(page);

  await expect(cards(page)).toHaveText(['Rechargeable Menu Light Box', 'TV Style Menu Board']);
  await expect(search).toHaveValue('menu');
  await expect(page).toHaveURL(`${LISTING}?q=menu`);
});

test('a filter ticked before the app takes over stays ticked and filters the list', async ({
  page,
}) => {
  const release = await openHeld(page, LISTING);
  const onSale = page.getByRole('checkbox', { name: 'On Sale' }).first();
  await onSale.check();
  release();
  await hydrated(page);

  await expect(page).toHaveURL(`${LISTING}?onSale=1`);
  await expect(onSale).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    /^Showing [0-3] of 4 light boxes$/,
  );
});

/** The unit price the basket page shows for its one line. */
async function basketUnitPrice(page: Page) {
  await page.getByRole('link', { name: 'Basket, 1 item' }).click();
  return page.getByRole('main').getByText(/^Unit price: /);
}

test('choices made before the app takes over are priced, recorded and added as chosen', async ({
  page,
}) => {
  const release = await openHeld(page, CABINET);
  await page.getByRole('radio', { name: /^1800mm wide/ }).check();
  await page.getByRole('radio', { name: /^Frosted/ }).check();
  release();
  await hydrated(page);

  await expect(page).toHaveURL(/size=1800/);
  await expect(page).toHaveURL(/glassType=frosted/);
  await expect(page.getByRole('radio', { name: /^1800mm wide/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Frosted/ })).toBeChecked();
  // 1800 mm frosted with the default LED colour, not the default cabinet's £1,199.99.
  await expect(price(page)).toHaveText('Price: £1,699.99');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(await basketUnitPrice(page)).toHaveText('Unit price: £1,699.99');
});

test('Add to Cart pressed once before the app takes over adds the chosen cabinet once', async ({
  page,
}) => {
  const release = await openHeld(page, CABINET);
  await page.getByRole('radio', { name: /^1800mm wide/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  release();
  await hydrated(page);

  await expect(page.getByRole('status').filter({ hasText: 'to your basket' })).toHaveText(
    'Added Premium Glass Cabinet to your basket.',
  );
  await expect(price(page)).toHaveText('Price: £1,599.99');
  // Once, not again later.
  await page.waitForTimeout(500);
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  await expect(await basketUnitPrice(page)).toHaveText('Unit price: £1,599.99');
  await expect(
    page.getByRole('spinbutton', { name: /^Quantity, Premium Glass Cabinet/ }),
  ).toHaveValue('1');
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
});

// The home page's products hydrate after the page (docs/decisions/044): the press is held
// until the page has hydrated, then until they have, and made once.
test('Add to Basket on a featured product pressed before the app takes over adds it once', async ({
  page,
}) => {
  const release = await openHeld(page, '/');
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await featured.getByRole('button', { name: 'Add to Basket' }).first().click();
  release();
  await hydrated(page);

  await expect(featured.getByRole('status').filter({ hasText: 'to your basket' })).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
});

test('a contact form filled in before the app takes over keeps every answer and sends them', async ({
  page,
}) => {
  const release = await openHeld(page, '/contact');
  const name = page.getByRole('textbox', { name: 'Full name' });
  const email = page.getByRole('textbox', { name: 'Email address' });
  const subject = page.getByRole('combobox', { name: 'Subject' });
  const message = page.getByRole('textbox', { name: 'Message' });
  await name.fill('Morag Campbell');
  await email.fill('morag@example.co.uk');
  await subject.selectOption({ label: 'Product information' });
  await message.fill('Is the 8mm toughened shelf in stock in 1200mm?');
  release();
  await hydrated(page);

  await expect(name).toHaveValue('Morag Campbell');
  await expect(email).toHaveValue('morag@example.co.uk');
  await expect(subject).toHaveValue('product');
  await expect(message).toHaveValue('Is the 8mm toughened shelf in stock in 1200mm?');
  // The form's own check finds every answer.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your message' })).toBeVisible();
});

test('a width chosen on a running configurator shows with its price in the very next frame', async ({
  page,
}) => {
  await page.goto('/products/shelving/standard-wall-shelf');
  await hydrated(page);
  await expect(price(page)).toHaveText('Price: £115.00');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Clicked and read inside the page: what the next frame painted shows.
  const frame = await page
    .getByRole('radio', { name: /^1200mm/ })
    .evaluate((radio: HTMLInputElement) => {
      radio.click();
      return new Promise<{ checked: boolean; price: string }>((resolve) =>
        requestAnimationFrame(() =>
          resolve({
            checked: radio.checked,
            price:
              [...document.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Price:'))
                ?.textContent ?? '',
          }),
        ),
      );
    });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(frame).toEqual({ checked: true, price: 'Price: £145.00' });
  await expect(page).toHaveURL(/width=1200/);
});
