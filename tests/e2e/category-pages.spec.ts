import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

/** The card (list item) whose title links to a page, found by its link's name. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
}

async function expectLink(scope: Page | Locator, name: string, href: string) {
  await expect(scope.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
}

async function expectH1(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

test('/products lists the categories with their subpages', async ({ page }) => {
  await page.goto('/products');
  await expectH1(page, 'Our Products');
  await expect(page).toHaveTitle('Our Products | Clydeside Shopfitters');
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['Standard Wall Shelf', '/products/shelving/standard-wall-shelf'],
    ['Double-Sided Gondola', '/products/shelving/double-sided-gondola'],
    ['LED Back Panel', '/products/shelving/led-back-panel'],
    ['Lightbox Signs', '/products/illuminated-signage/lightbox-signs'],
    ['Illuminated Lettering', '/products/illuminated-signage/illuminated-lettering'],
    ['Outdoor Signage', '/products/outdoor-signage'],
    ['LED Lights', '/products/led-lights'],
    ['Display Cabinets', '/products/display-cabinet'],
  ] as const) {
    await expectLink(main, name, href);
  }
  for (const name of ['Shelving', 'Illuminated Signage']) {
    await expect(main.getByRole('heading', { name, exact: true })).toBeVisible();
  }
});

test('/products/retail-shelving shows seven tiles, priced from the catalogue', async ({ page }) => {
  await page.goto('/products/retail-shelving');
  await expectH1(page, 'Shop Shelving');
  const tiles = [
    ['Standard Wall Shelf', '/products/shelving/standard-wall-shelf', 'From £95.00'],
    ['Double-Sided Gondola', '/products/shelving/double-sided-gondola', 'From £179.00'],
    ['Corner Shelving', '/products/shelving/corner-shelving', null],
    ['LED Back Panel', '/products/shelving/led-back-panel', 'From £250.00'],
    ['Slatwall Display', '/products/shelving/slatwall-display', null],
    ['Glass Shelves', '/products/glass-shelves', null],
    ['Magazine Stand', '/products/shelving/magazine-stand', null],
  ] as const;
  const list = page.getByRole('region', { name: 'Shelving ranges' }).getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(tiles.length);
  for (const [name, href, price] of tiles) {
    await expectLink(card(page, name), name, href);
    if (price) await expect(card(page, name).getByText(price, { exact: true })).toBeVisible();
    else await expect(card(page, name).getByText(/£/)).toHaveCount(0);
  }
});

test('/products/glass-shelves lists both shelves with price and stock', async ({ page }) => {
  await page.goto('/products/glass-shelves');
  await expectH1(page, 'Glass Shelves');
  for (const [name, href, price] of [
    ['6mm Clear Glass Shelf', '/products/glass-shelves/clear-glass-shelf', 'From £49.99'],
    ['8mm Toughened Glass Shelf', '/products/glass-shelves/toughened-glass-shelf', 'From £69.99'],
  ] as const) {
    const shelf = card(page, name);
    await expectLink(shelf, name, href);
    await expect(shelf.getByText(price, { exact: true })).toBeVisible();
    await expect(shelf.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(shelf.getByRole('img')).toHaveAttribute('alt', /glass shelf/i);
  }
});

// Back moves the location at once and the page on screen follows (app/root.tsx): the page
// being left must not look for its product, or its service, at the next page's path.
test('Back and Forward between a listing and its product, and between two services, without an error', async ({
  page,
}) => {
  await page.goto('/products/glass-shelves');
  await hydrated(page);
  await page.getByRole('link', { name: '8mm Toughened Glass Shelf', exact: true }).click();
  await expectH1(page, '8mm Toughened Glass Shelf');
  await page.goBack();
  await expectH1(page, 'Glass Shelves');
  await page.goForward();
  await expectH1(page, '8mm Toughened Glass Shelf');

  await page.goto('/services/design');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Shop Fitting', exact: true }).click();
  await expect(page).toHaveURL('/services/shop-fitting');
  await page.goBack();
  await expect(page).toHaveURL('/services/design');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Shop Fitting/);
  // The fixture fails the journey on any error the page reported.
});

test('/products/ceiling shows six priced cards, two of them coming soon', async ({ page }) => {
  await page.goto('/products/ceiling');
  await expectH1(page, 'Suspended Ceilings');
  await expect(page.getByRole('main')).toContainText('Collected from our Glasgow warehouse');
  for (const [name, href, price] of [
    ['Black Suspended Grid', '/products/ceiling/black-suspended-grid', '£12.99/m²'],
    ['White Suspended Grid', '/products/ceiling/white-suspended-grid', '£10.99/m²'],
    ['Black Ceiling Tile', '/products/ceiling/black-ceiling-tile', '£8.99/tile'],
    ['White Ceiling Tile', '/products/ceiling/white-ceiling-tile', '£7.99/tile'],
  ] as const) {
    await expectLink(card(page, name), name, href);
    await expect(card(page, name).getByText(price, { exact: true })).toBeVisible();
    await expect(card(page, name).getByText('Coming Soon')).toHaveCount(0);
  }
  for (const [name, price] of [
    ['Suspension Wire', '£4.99/pack'],
    ['LED Light', '£29.99/unit'],
  ] as const) {
    await expect(card(page, name).getByText(price, { exact: true })).toBeVisible();
    await expect(card(page, name).getByText('Coming Soon', { exact: true })).toBeVisible();
    await expect(card(page, name).getByRole('link')).toHaveCount(0);
  }
  const banner = page.getByRole('region', { name: 'Need your ceiling installed?' });
  await expectLink(banner, 'Contact us for an installation quote', '/contact');
  await expectLink(banner, 'See all our services', '/services');
  const benefits = page.getByRole('region', { name: 'Why buy your ceiling from us' });
  await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
    '10-year warranty',
    'Collect from Glasgow',
    'Trade quantities',
  ]);
});

test('/products/display-cabinet shows the configurable cabinets and two groups of four', async ({
  page,
}) => {
  await page.goto('/products/display-cabinet');
  await expectH1(page, 'Display Cabinets');
  for (const [name, href, price] of [
    ['Wall Display Cabinet', '/products/display-cabinet/showcase', 'From £899.99'],
    ['Premium Glass Cabinet', '/products/display-cabinet/premium-glass', 'From £1,199.99'],
  ] as const) {
    await expectLink(card(page, name), name, href);
    await expect(card(page, name).getByText(price, { exact: true })).toBeVisible();
  }
  const groups = [
    [
      'Wall Display Cabinets',
      'wall-display-cabinets',
      'From £899.99 to £1,499.99.',
      [
        ['Slimline Wall Cabinet', '£899.99'],
        ['Lockable Jewellery Wall Cabinet', '£1,099.99'],
        ['Mirror-Back Wall Cabinet', '£1,299.99'],
        ['Full-Height Wall Cabinet', '£1,499.99'],
      ],
    ],
    [
      'Counter Display Cabinets',
      'counter-display-cabinets',
      'From £799.99 to £1,199.99.',
      [
        ['Compact Counter Cabinet', '£799.99'],
        ['Half-Glass Display Counter', '£899.99'],
        ['Full-Glass Display Counter', '£999.99'],
        ['Jewellery Display Counter', '£1,199.99'],
      ],
    ],
  ] as const;
  for (const [group, slug, span, items] of groups) {
    const section = page.getByRole('region', { name: group });
    const heading = section.getByRole('heading', { level: 2, name: group });
    await expectLink(heading, group, `/products/display-cabinet/${slug}`);
    await expect(section.getByText(span)).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveCount(4);
    for (const [name, price] of items) {
      const href = `/products/display-cabinet/${slug}/${name.toLowerCase().replace(/ /g, '-')}`;
      await expectLink(card(page, name), name, href);
      await expect(card(page, name).getByText(price, { exact: true })).toBeVisible();
    }
  }
});

test('/products/counter shows three counters with prices and links', async ({ page }) => {
  await page.goto('/products/counter');
  await expectH1(page, 'Shop Counters');
  await expect(page).toHaveTitle('Shop Counters | Clydeside Shopfitters');
  for (const [name, href, price] of [
    ['Glass Display Counter', '/products/counter/glass-display', '£899.99'],
    ['Cash Counter', '/products/counter/cash-counter', '£799.99'],
    ['Reception Counter', '/products/counter/reception', '£1,299.99'],
  ] as const) {
    await expectLink(card(page, name), name, href);
    await expect(card(page, name).getByText(price, { exact: true })).toBeVisible();
  }
});

test('/products/led-lights is an article of advice, without images or products', async ({
  page,
}) => {
  await page.goto('/products/led-lights');
  await expectH1(page, 'LED Lighting for Shops');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(main.getByRole('img')).toHaveCount(0);
  await expect(main.getByText(/£/)).toHaveCount(0);
});

test('a tile navigates inside the running site', async ({ page }) => {
  await page.goto('/products/retail-shelving');
  await hydrated(page);
  await card(page, 'Glass Shelves').getByRole('link').click();
  await expect(page).toHaveURL('/products/glass-shelves');
  await expectH1(page, 'Glass Shelves');
});

for (const width of [390, 1280]) {
  test(`at ${width}px the category pages fit the screen without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/products',
      '/products/retail-shelving',
      '/products/glass-shelves',
      '/products/ceiling',
      '/products/display-cabinet',
      '/products/counter',
      '/products/led-lights',
    ]) {
      await page.goto(path);
      // Measured once the app has taken over and drawn what it adds.
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
