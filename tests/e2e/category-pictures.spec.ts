import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const categories = [
  'Shelving',
  'Illuminated Signage',
  'Outdoor Signage',
  'LED Lights',
  'Display Cabinets',
];

function card(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
}

/** A badge on one line: its box, less its padding, is one line high. */
async function expectOneLine(badge: Locator) {
  const { content, lineHeight } = await badge.evaluate((element) => {
    const style = getComputedStyle(element);
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    return {
      content: element.getBoundingClientRect().height - padding,
      lineHeight: parseFloat(style.lineHeight),
    };
  });
  expect(Math.abs(content - lineHeight)).toBeLessThan(2);
}

for (const width of [1280, 390]) {
  test(`at ${width}px /products shows every category with its picture`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products');
    await hydrated(page);
    for (const name of categories) {
      const picture = card(page, name).locator('img');
      await picture.scrollIntoViewIfNeeded();
      await expect(picture).toBeVisible();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      // Sized by its frame, not by the file: the card is the same shape before it loads.
      const box = await picture.boundingBox();
      expect(box && Math.round((box.width / box.height) * 100)).toBe(133);
    }
  });

  test(`at ${width}px the glass shelf's price note is a sentence and stock badges stay on one line`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const shelf = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '8mm Toughened Glass Shelf' }) });
    await expect(shelf.getByText('800 x 200 mm shelf: £69.99 each', { exact: true })).toBeVisible();
    await expect(shelf.getByText(/Adds/)).toHaveCount(0);
    const featured = page
      .getByRole('region', { name: 'Featured Products' })
      .getByText(/^(In Stock|Only \d+ left|\d+ in stock|Out of Stock)$/);
    expect(await featured.count()).toBeGreaterThan(0);
    for (const badge of await featured.all()) await expectOneLine(badge);

    await page.goto('/products/glass-shelves');
    await hydrated(page);
    const badges = page.getByText('In Stock', { exact: true });
    await expect(badges).toHaveCount(2);
    for (const badge of await badges.all()) await expectOneLine(badge);
  });
}
