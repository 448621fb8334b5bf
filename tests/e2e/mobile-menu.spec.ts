import { expect, hydrated, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the mobile menu is a modal dialog that mirrors the main navigation', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  const open = page.getByRole('button', { name: 'Open menu' });
  await open.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const [name, href] of [
    ['Home', '/'],
    ['Retail Shelving', '/products/retail-shelving'],
    ['Indoor Signage', '/products/indoor-signage'],
    ['Shop Fitting', '/services/shop-fitting'],
    ['Delivery', '/services/delivery'],
    ['What We Do', '/projects/what-we-do'],
    ['Gallery', '/gallery'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  // Focus stays inside: tabbing through every control never reaches the page behind.
  const links = await menu.getByRole('link').count();
  for (let step = 0; step < links + 3; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await menu.evaluate((dialog) => dialog.contains(document.activeElement));
    const onPage = await page.evaluate(() => document.activeElement !== document.body);
    if (onPage) expect(inside).toBe(true);
  }

  // The page behind does not scroll.
  // The wheel over the backdrop, beside the drawer; it returns before the page would have
  // scrolled, so give it the time to.
  await page.mouse.move(385, 800);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
});

test('following a link in the mobile menu navigates and closes it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL('/gallery');
  await expect(menu).toBeHidden();
  await page.mouse.wheel(0, 400);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

// Issue 26: the menu is a native popover the app makes its modal, so it opens without a script.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu button opens the menu by mouse and keyboard, and its links are followed', async ({
    page,
  }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeHidden();

    await open.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Retail Shelving' })).toHaveAttribute(
      'href',
      '/products/retail-shelving',
    );
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await open.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
    await page.keyboard.press('Space');
    await expect(menu).toBeVisible();
    // As with the app's modal, focus moves to the close button, then on to the links.
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();

    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test('a menu opened before any script ran becomes the modal menu when the app takes over', async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();

  release();
  await hydrated(page);
  await expect(menu).toBeVisible();
  expect(await menu.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
  await menu.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL('/gallery');
  await expect(menu).toBeHidden();
});
