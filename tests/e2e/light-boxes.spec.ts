import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

const listing = '/products/indoor-signage/advertising-light-box';
const all = [
  'Rechargeable Menu Light Box',
  'TV Style Menu Board',
  'Double Sided LED Display',
  'Wall LED Lightbox',
];

const cards = (page: Page) => page.getByRole('heading', { level: 3 });

async function open(page: Page, query = '') {
  await page.goto(`${listing}${query}`);
  await hydrated(page);
}

test('the listing shows the four light boxes with prices, badges and links', async ({ page }) => {
  await open(page);
  await expect(cards(page)).toHaveText(all);
  for (const [name, href, price] of [
    [
      'Rechargeable Menu Light Box',
      '/products/indoor-signage/rechargeable-menu-light-box',
      '£89.99',
    ],
    ['TV Style Menu Board', '/products/indoor-signage/tv-style-menu-board', '£199.99'],
    ['Double Sided LED Display', '/products/indoor-signage/double-sided-led-display', '£299.99'],
    ['Wall LED Lightbox', '/products/indoor-signage/wall-led-lightbox', '£399.99'],
  ] as const) {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(card.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(card).toContainText(price);
  }
  await expect(page.getByText('Only 4 left')).toBeVisible();
  await expect(page.getByText('8 in stock')).toBeVisible();
  await expect(page.locator('s').filter({ hasText: '£109.99' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(
    'Showing 4 of 4 light boxes',
  );
  // The first card is seen first: its image loads at once; the others wait to be scrolled to.
  const images = page.getByRole('article').getByRole('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
});

test('search matches name or description in any case, says when nothing matches, and clears', async ({
  page,
}) => {
  await open(page);
  const search = page.getByRole('searchbox', { name: 'Search light boxes' });
  await expect(search).toHaveAttribute('placeholder', 'Search light boxes...');
  await search.fill('MENU');
  await expect(cards(page)).toHaveText(['Rechargeable Menu Light Box', 'TV Style Menu Board']);
  await search.fill('shop window');
  await expect(cards(page)).toHaveText(['Double Sided LED Display']);
  await search.fill('zebra');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No products' })).toHaveText(
    'No products found matching your criteria.',
  );
  await search.fill('');
  await expect(cards(page)).toHaveText(all);
});

test('each filter narrows the list, together with the search, and Clear All Filters resets them', async ({
  page,
}) => {
  await open(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByRole('checkbox', { name: 'Glass Shelves' }).click();
  await expect(cards(page)).toHaveCount(0);
  await filters.getByRole('checkbox', { name: 'Advertising Light Box' }).click();
  await expect(cards(page)).toHaveText(all);

  await filters.getByRole('slider', { name: /Maximum price/ }).fill('250');
  await expect(cards(page)).toHaveText(['Rechargeable Menu Light Box', 'TV Style Menu Board']);
  await filters.getByRole('slider', { name: /Minimum price/ }).fill('100');
  await expect(cards(page)).toHaveText(['TV Style Menu Board']);

  await filters.getByRole('slider', { name: /Minimum price/ }).fill('0');
  await filters.getByRole('checkbox', { name: 'On Sale' }).click();
  await expect(cards(page)).toHaveText(['Rechargeable Menu Light Box']);
  await filters.getByRole('checkbox', { name: 'In Stock' }).click();
  await expect(cards(page)).toHaveText(['Rechargeable Menu Light Box']);

  await page.getByRole('searchbox', { name: 'Search light boxes' }).fill('wall');
  await expect(cards(page)).toHaveCount(0);

  await filters.getByRole('button', { name: 'Clear All Filters' }).click();
  // The search stays: 'wall' is in the menu board's description too.
  await expect(cards(page)).toHaveText(['TV Style Menu Board', 'Wall LED Lightbox']);
  for (const name of ['Glass Shelves', 'Advertising Light Box', 'On Sale', 'In Stock']) {
    await expect(filters.getByRole('checkbox', { name })).not.toBeChecked();
  }
  await expect(filters.getByRole('slider', { name: /Minimum price/ })).toHaveValue('0');
  await expect(filters.getByRole('slider', { name: /Maximum price/ })).toHaveValue('500');
});

test('the price sliders are whole pounds from 0 to 500 and cannot cross', async ({ page }) => {
  await open(page);
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const min = filters.getByRole('slider', { name: /Minimum price/ });
  const max = filters.getByRole('slider', { name: /Maximum price/ });
  await expect(min).toHaveAttribute('min', '0');
  await expect(max).toHaveAttribute('max', '500');
  await max.fill('150');
  await min.fill('300');
  await expect(min).toHaveValue('150');
  await max.fill('100');
  await expect(max).toHaveValue('150');
});

test('a shared filter URL reopens the same list, and Back steps through the filters @smoke', async ({
  page,
}) => {
  await open(page, '?q=light&onSale=1');
  await expect(page.getByRole('searchbox', { name: 'Search light boxes' })).toHaveValue('light');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('checkbox', { name: 'On Sale' })).toBeChecked();
  await expect(cards(page)).toHaveText(['Rechargeable Menu Light Box', 'Wall LED Lightbox']);

  await filters.getByRole('checkbox', { name: 'Ceiling' }).click();
  await expect(page).toHaveURL(/category=ceiling/);
  await expect(cards(page)).toHaveCount(0);
  await page.goBack();
  await expect(filters.getByRole('checkbox', { name: 'Ceiling' })).not.toBeChecked();
  await expect(cards(page)).toHaveCount(2);
});

test('invalid filter values in the URL are ignored', async ({ page }) => {
  await open(page, '?min=-4&max=9000&category=nonsense&inStock=maybe&q=');
  await expect(cards(page)).toHaveText(all);
  await expect(
    page.getByRole('complementary', { name: 'Filters' }).getByRole('slider', { name: /Maximum/ }),
  ).toHaveValue('500');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters are a drawer opened with Show Filters and closed with Hide Filters or Escape', async ({
    page,
  }) => {
    await open(page);
    const show = page.getByRole('button', { name: 'Show Filters' });
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    await show.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('checkbox', { name: 'On Sale' }).click();
    await drawer.getByRole('button', { name: 'Hide Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(show).toBeFocused();
    await expect(cards(page)).toHaveText(['Rechargeable Menu Light Box', 'Wall LED Lightbox']);

    await show.click();
    await expect(drawer.getByRole('checkbox', { name: 'On Sale' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});

test('adding a light box from its card twice gives a basket of two', async ({ page }) => {
  await open(page);
  const card = page.getByRole('article').filter({ hasText: 'TV Style Menu Board' });
  await card.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(card.getByRole('status')).toHaveText('Added TV Style Menu Board to your basket.');
  await card.getByRole('button', { name: 'Add to Basket' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  await page.getByRole('link', { name: 'Basket, 2 items' }).click();
  await expect(page.getByRole('link', { name: 'TV Style Menu Board' })).toHaveAttribute(
    'href',
    '/products/indoor-signage/tv-style-menu-board',
  );
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('£399.98');
});

test('card images move on every 3 seconds, stop when the arrows are used, and can be paused', async ({
  page,
}) => {
  // A clock stopped before the page loads: timers move only when the test moves the clock.
  await page.clock.install({ time: new Date('2026-11-23T10:00:00') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01'));
  await open(page);
  const card = page.getByRole('article').filter({ hasText: 'Wall LED Lightbox' });
  const image = card.getByRole('img').first();
  await expect(image).toHaveAttribute('src', /wall-led-lightbox-1/);
  await page.mouse.move(0, 0);
  await page.clock.fastForward(3100);
  await expect(image).toHaveAttribute('src', /wall-led-lightbox-2/);

  await card.getByRole('button', { name: 'Pause images of Wall LED Lightbox' }).click();
  await page.mouse.move(0, 0);
  await page.clock.fastForward(6500);
  await expect(image).toHaveAttribute('src', /wall-led-lightbox-2/);
  await card.getByRole('button', { name: 'Play images of Wall LED Lightbox' }).click();
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await page.clock.fastForward(3100);
  await expect(image).toHaveAttribute('src', /wall-led-lightbox-3/);

  await card.getByRole('button', { name: 'Next image of Wall LED Lightbox' }).click();
  await expect(image).toHaveAttribute('src', /wall-led-lightbox-1/);
  await page.mouse.move(0, 0);
  await page.locator('h1').click();
  await page.clock.fastForward(9500);
  await expect(image).toHaveAttribute('src', /wall-led-lightbox-1/);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('card images do not move by themselves', async ({ page }) => {
    await page.clock.install();
    await open(page);
    const image = page
      .getByRole('article')
      .filter({ hasText: 'Wall LED Lightbox' })
      .getByRole('img')
      .first();
    await page.clock.fastForward(9500);
    await expect(image).toHaveAttribute('src', /wall-led-lightbox-1/);
  });
});

test('a detail page gallery wraps both ways and its thumbnails pick an image', async ({ page }) => {
  await page.goto('/products/indoor-signage/rechargeable-menu-light-box');
  await hydrated(page);
  const gallery = page.getByRole('region', { name: 'Images of Rechargeable Menu Light Box' });
  const main = gallery.getByRole('img').first();
  await expect(main).toHaveAttribute('src', /-1\.svg/);
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(main).toHaveAttribute('src', /-3\.svg/);
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(main).toHaveAttribute('src', /-1\.svg/);
  await gallery
    .getByRole('button', {
      name: 'The menu box from the side, showing its slim depth and charging port',
    })
    .click();
  await expect(main).toHaveAttribute('src', /-2\.svg/);
});

test('a detail page shows price, quick specifications, features, warranty and adds one per click', async ({
  page,
}) => {
  await page.goto('/products/indoor-signage/tv-style-menu-board');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('TV Style Menu Board');
  await expect(page.getByRole('main')).toContainText('£199.99');
  const quick = page.getByRole('region', { name: 'Quick specifications' });
  await expect(quick.getByRole('term')).toHaveText([
    'Graphic size',
    'Profile',
    'Power',
    'Mounting',
  ]);
  await expect(page.getByRole('heading', { name: 'Key features' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Specifications', exact: true }).getByRole('term'),
  ).toHaveCount(5);
  await expect(page.getByText('2-year warranty on light boxes')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 2 items' })).toBeVisible();
  const quote = new URL(
    (await page.getByRole('link', { name: 'Request Quote' }).getAttribute('href')) ?? '',
    'http://x',
  );
  expect(quote.pathname).toBe('/contact');
  expect(quote.searchParams.get('message')).toContain('TV Style Menu Board');
});

test('/products/indoor-signage has one card, Advertising Light Box, leading to the listing', async ({
  page,
}) => {
  await page.goto('/products/indoor-signage');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indoor Signage');
  await expect(page.getByRole('link', { name: 'Advertising Light Box' })).toHaveAttribute(
    'href',
    listing,
  );
  await expect(page.getByRole('main')).toContainText('From £89.99');
});
