import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test, WCAG_22_AA } from './fixtures';

// Issue 26, item 3: adding is confirmed where the visitor is looking, and nothing moves.

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not laid out');
  return rect;
}

/** Where every one of these sits on the page, to compare before and after an add. */
async function layout(page: Page, locators: Locator[]) {
  const scroll = await page.evaluate(() => window.scrollY);
  return Promise.all(
    locators.map(async (locator) => {
      const rect = await box(locator);
      return { x: rect.x, y: rect.y + scroll, width: rect.width, height: rect.height };
    }),
  );
}

for (const width of [1280, 390]) {
  test.describe(`at ${width}px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('a configurator confirms the add beside the button with the line, quantity and price, and nothing moves', async ({
      page,
    }) => {
      await page.goto('/products/display-cabinet/premium-glass?glassType=frosted');
      await hydrated(page);
      const add = page.getByRole('button', { name: 'Add to Cart' });
      const quote = page.getByRole('link', { name: 'Request Quote' });
      const features = page.getByRole('heading', { name: 'Key features' });
      await add.scrollIntoViewIfNeeded();
      const before = await layout(page, [add, quote, features]);

      await add.click();
      await expect(page.getByRole('status').filter({ hasText: 'to your basket' })).toHaveText(
        'Added Premium Glass Cabinet to your basket.',
      );
      const panel = page.locator('[data-open="true"]');
      await expect(panel).toBeInViewport({ ratio: 1 });
      await expect(panel).toContainText('1200mm wide, Frosted, Pure White');
      await expect(panel).toContainText('In your basket: 1, £1,299.99');
      await expect(page.getByRole('link', { name: 'View basket' })).toBeVisible();
      expect(await layout(page, [add, quote, features])).toEqual(before);

      await add.click();
      await expect(panel).toContainText('In your basket: 2, £2,599.98');
      await page.getByRole('link', { name: 'View basket' }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole('link', { name: 'Premium Glass Cabinet' })).toBeVisible();
    });

    test('by keyboard: Enter adds, Tab reaches View basket then Close, Escape closes and focus stays', async ({
      page,
    }) => {
      await page.goto('/products/glass-shelves/toughened-glass-shelf?width=1200&depth=300');
      await hydrated(page);
      const increase = page.getByRole('button', { name: 'Increase quantity' });
      for (let i = 0; i < 3; i += 1) await increase.click();
      const add = page.getByRole('button', { name: 'Add to Cart' });
      await add.focus();
      await page.keyboard.press('Enter');
      const panel = page.locator('[data-open="true"]');
      await expect(panel).toContainText(
        'Added 3 x 8mm Toughened Glass Shelf - 1200mm x 300mm to your basket.',
      );
      await expect(panel).toContainText('In your basket: 3, £314.97');
      await expect(add).toBeFocused();

      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'View basket' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Escape');
      await expect(panel).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'View basket' })).toHaveCount(0);
    });

    test('after an add the choices, the quantity and Request Quote are free to use at once', async ({
      page,
    }) => {
      // A panel over them would take the next click: the visitor (and a test) could not go
      // on choosing until it was closed.
      const quick = { timeout: 3000 };
      await page.goto('/products/display-cabinet/premium-glass');
      await hydrated(page);
      const add = page.getByRole('button', { name: 'Add to Cart' });
      await add.click();
      const panel = page.locator('[data-open="true"]');
      await expect(panel).toBeInViewport({ ratio: 1 });
      for (const choice of ['Tinted', 'RGB']) {
        await page.getByRole('radio', { name: new RegExp(`^${choice}`) }).click(quick);
        await add.click(quick);
      }
      await expect(panel).toContainText('Tinted, RGB');
      await expect(panel).toContainText('In your basket: 1,');
      await page.getByRole('link', { name: 'Request Quote' }).click(quick);
      await expect(page).toHaveURL(/\/contact\?/);

      await page.goto('/products/glass-shelves/toughened-glass-shelf');
      await hydrated(page);
      const increase = page.getByRole('button', { name: 'Increase quantity' });
      await increase.click();
      await add.click();
      await expect(panel).toBeVisible();
      await increase.click(quick);
      await increase.click(quick);
      await add.click(quick);
      await expect(panel).toContainText('In your basket: 3,');
    });

    test("a card's Add to Basket opens its confirmation inside the card, and axe finds nothing", async ({
      page,
    }) => {
      await page.goto('/products/indoor-signage/advertising-light-box');
      await hydrated(page);
      const card = page.getByRole('article').filter({ hasText: 'TV Style Menu Board' });
      const add = card.getByRole('button', { name: 'Add to Basket' });
      await add.scrollIntoViewIfNeeded();
      const before = await layout(page, [card, add]);
      await add.click();
      await expect(card.getByRole('status')).toHaveText(
        'Added TV Style Menu Board to your basket.',
      );
      const panel = card.locator('[data-open="true"]');
      await expect(panel).toBeInViewport({ ratio: 1 });
      await expect(panel).toContainText('In your basket: 1,');
      const inside = await box(card);
      const shown = await box(panel);
      expect(shown.x).toBeGreaterThanOrEqual(inside.x);
      expect(shown.x + shown.width).toBeLessThanOrEqual(inside.x + inside.width);
      expect(shown.y).toBeGreaterThanOrEqual(inside.y);
      expect(await layout(page, [card, add])).toEqual(before);

      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(violations.map(({ id }) => id)).toEqual([]);

      // A click elsewhere closes it.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(panel).toHaveCount(0);
    });
  });
}
