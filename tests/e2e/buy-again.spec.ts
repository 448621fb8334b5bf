import type { Page } from '@playwright/test';
import { expect, hydrated } from './fixtures';
import {
  expectNoViolations,
  lineFields,
  openEnquiry,
  sendQuote,
  signInStaff,
  test,
} from './support/quotes';

/**
 * "Buy these again" (issue 39), at 1280 and 390 on the production build: a basket's quote
 * request is quoted (the tiles at £5.00 ex VAT, below today's £6.66) and accepted; the order
 * page lists both lines with the changed price said, "Add these to my basket" fills a fresh
 * basket once (a reload adds nothing), and without JavaScript "Ask for a new quote" makes a
 * new quote request.
 */

test.describe.configure({ timeout: 240_000 });

const BASKET =
  '/cart?share=white-ceiling-tile.24.size~600x600,black-suspended-grid.2.component~brackets';

async function requestQuote(page: Page, name: string, email: string) {
  await page.goto(BASKET);
  await hydrated(page);
  await page.getByRole('button', { name: 'Add all to my basket' }).click();
  await expect(page.getByRole('status').first()).toHaveText('Added 2 lines to your basket.');
  await page.goto('/cart/quote');
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: /^Phone number/ }).fill('0141 496 0018');
  await page.getByRole('button', { name: 'Send quote request' }).click();
  const thanks = await page.getByText(/^Your reference is CS-\d{6}\.$/).textContent();
  return /CS-\d{6}/.exec(thanks ?? '')?.[0] ?? '';
}

async function accept(customer: Page, link: string) {
  await customer.goto(link);
  const form = customer.getByRole('region', { name: 'Accept quote' });
  await form.getByRole('textbox', { name: 'Your name' }).fill('Isla Reid');
  await form.getByRole('textbox', { name: /^Company/ }).fill('Reid Opticians Ltd');
  await form.getByRole('textbox', { name: /^Billing address/ }).fill('9 Bath Street\nGlasgow');
  await form.getByRole('textbox', { name: 'Billing postcode' }).fill('G2 1HB');
  await form.getByRole('checkbox', { name: 'I accept the terms above' }).check();
  await form.getByRole('button', { name: 'Accept quote' }).click();
  await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
}

for (const width of [1280, 390]) {
  test(`at ${width}px an order is bought again: into the basket once with its changed price said, or as a new quote request`, async ({
    page,
    party,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${testInfo.workerIndex}-${Date.now()}`;
    const reference = await requestQuote(page, `Isla Reid ${tag}`, `isla-${tag}@example.co.uk`);
    expect(reference).toMatch(/^CS-\d{6}$/);

    const staff = (await party({ width })).page;
    await signInStaff(staff, testInfo);
    await openEnquiry(staff, reference);
    await staff.getByRole('button', { name: 'Prepare quote' }).click();
    const tiles = lineFields(staff, 'Line 1');
    await expect(tiles.description).toHaveValue(/White Ceiling Tile/);
    await tiles.price.fill('5.00');
    const link = await sendQuote(staff, reference, 1);

    const customer = (await party({ width })).page;
    await accept(customer, link);

    await test.step('the order page says what goes into the basket and what the price is today', async () => {
      await customer.goto(link);
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);
      const again = customer.getByRole('region', { name: 'Buy these again' });
      await expect(again.getByRole('listitem')).toHaveText([
        '24 x White Ceiling Tile (Size: 600 x 600 mm): £5.00 ex VAT each on your order, £6.66 today.',
        '2 x Black Suspended Grid - Brackets 100: £16.66 ex VAT each, as on your order.',
      ]);
      await expect(again.getByRole('button', { name: 'Ask for a new quote' })).toBeVisible();
      expect(
        await customer.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width);
      await expectNoViolations(customer);
      await again.scrollIntoViewIfNeeded();
      await customer.screenshot({ path: testInfo.outputPath(`order-again-${width}.png`) });
    });

    await test.step('"Add these to my basket" adds both lines once and the address becomes /cart', async () => {
      const again = customer.getByRole('region', { name: 'Buy these again' });
      await again.getByRole('link', { name: 'Add these to my basket' }).click();
      await expect(customer.getByRole('status').first()).toHaveText(
        'Added 2 lines to your basket.',
      );
      await expect(customer).toHaveURL(/\/cart$/);
      const tileQuantity = customer.getByRole('spinbutton', { name: /White Ceiling Tile/ });
      await expect(tileQuantity).toHaveValue('24');
      await expectNoViolations(customer);
      await customer.screenshot({ path: testInfo.outputPath(`cart-added-${width}.png`) });
      await customer.reload();
      await hydrated(customer);
      await expect(tileQuantity).toHaveValue('24');
      await expect(customer.getByRole('status').first()).toHaveText('');
    });

    await test.step('without JavaScript "Ask for a new quote" makes a new quote request', async () => {
      const noScript = (await party({ width, javaScript: false })).page;
      await noScript.goto(link);
      const again = noScript.getByRole('region', { name: 'Buy these again' });
      await again.getByRole('button', { name: 'Ask for a new quote' }).click();
      await expect(noScript.getByRole('heading', { level: 1 })).toHaveText(
        /^Thank you: we have your/,
      );
      await expect(noScript.getByText(/^Your reference is CS-\d{6}\.$/)).not.toHaveText(
        `Your reference is ${reference}.`,
      );
      // axe runs as a script, so not here: the same page with JavaScript is checked above.
    });
  });
}
