import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routedPages } from '../../app/routing/route-table';
import { expect, hydrated, test, WCAG_22_AA } from './fixtures';

// WCAG 2.2 AA, and axe's best practices (every part of a page in a landmark, no two
// landmarks of one kind with one name, one main heading...), which a screen reader's user
// navigates by.
const SCANNED = [...WCAG_22_AA, 'best-practice'];

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(SCANNED).analyze();
  expect(
    violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

// Every routed page, plus an unknown path (the home page with status 404).
for (const path of [...routedPages().map((page) => page.path), '/no-such-page']) {
  for (const width of [1280, 390]) {
    test(`${path} at ${width}px passes the WCAG 2.2 AA and best-practice scan with no console errors`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await hydrated(page);
      await expectNoViolations(page);
    });
  }
}

test('an open desktop menu passes the scan', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Products' })
    .click();
  await expectNoViolations(page);
});

test('the open mobile menu passes the scan', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page);
});

test('the mobile menu opened before or without JavaScript passes the scan', async ({ page }) => {
  // No script of the page's ever runs (axe itself needs the browser's JavaScript on).
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    () => undefined,
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
  await expectNoViolations(page);
});

test('the compact header passes the scan', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByRole('banner')).toHaveAttribute('data-compact', 'true');
  await expectNoViolations(page);
});

// Issue 17: prices ex VAT, a basket with typed quantities and its share link, a shared
// basket's view, and a tile page's quantity field, at both widths.
for (const width of [1280, 390]) {
  test(`prices ex VAT, the cart's share link and a shared basket pass the scan at ${width}px`, async ({
    page,
  }) => {
    // Four pages, four scans: on a busy machine more than the 30 s of a one-page test.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products/display-cabinet/premium-glass');
    await hydrated(page);
    await page.getByRole('switch', { name: 'Prices ex VAT' }).click();
    await expect(page.getByRole('switch', { name: 'Prices ex VAT' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expectNoViolations(page);

    await page.goto('/products/ceiling/white-ceiling-tile');
    await hydrated(page);
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
    await page.getByRole('spinbutton', { name: 'Quantity' }).blur();
    await expect(page.getByRole('status').filter({ hasText: 'whole number' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/cart');
    await hydrated(page);
    await page.getByRole('button', { name: 'Share basket' }).click();
    await expect(page.getByRole('textbox', { name: 'Link to this basket' })).toBeVisible();
    await expectNoViolations(page);

    await page.goto('/cart?share=white-ceiling-tile.120.size~600x600,ghost.1');
    await hydrated(page);
    await expect(page.getByRole('region', { name: 'Basket shared with you' })).toBeVisible();
    await expectNoViolations(page);
  });
}
