import type { Page } from '@playwright/test';
import { expect, forgiveConsoleErrors, hydrated, test } from './fixtures';
import { cutOff } from './support/held-scripts';

async function searchBox(page: Page) {
  await page.goto('/');
  await hydrated(page);
  return page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Search products and services' })
    .first();
}

test('suggestions appear from the second character, with name, price and image', async ({
  page,
}) => {
  const box = await searchBox(page);
  // Two characters open the suggestions (and load the search), one closes them again.
  await box.fill('to');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.fill('t');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.fill('toughened');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  const option = list.getByRole('option', { name: /8mm Toughened Glass Shelf/ });
  await expect(option).toBeVisible();
  await expect(option).toContainText('From £69.99');
  await expect(option.locator('img')).toHaveAttribute('src', /toughened-glass-shelf/);
});

for (const width of [390, 1280]) {
  test(`at ${width}px the suggestions are wide enough to read each name beside its price`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.goto('/about');
    await hydrated(page);
    const box = page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Search products and services' })
      .locator('visible=true');
    await box.fill('glass');
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    const option = list.getByRole('option', { name: /6mm Clear Glass Shelf/ });
    await expect(option).toBeVisible();
    // On a phone the box shares its row with the price switch: the list takes the row.
    const listBox = await list.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(listBox?.width).toBeGreaterThanOrEqual(
      width === 390 ? (header?.width ?? width) - 2 * 16 : 500,
    );
    const name = await option.getByText('6mm Clear Glass Shelf').boundingBox();
    const price = await option.getByText(/From £49\.99/).boundingBox();
    expect(name && price && name.x + name.width <= price.x).toBe(true);
    expect(price?.height).toBeLessThan(30); // the price on one line
  });
}

test('the suggestions load on the first use of the box; what is typed before they arrive is kept and searched', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // The index is held until the words are typed.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/search-index.json', async (route) => {
    await held;
    await route.continue();
  });
  const box = await searchBox(page);
  const suggestionsCode = (path: string) => /\/assets\/search-suggestions-[\w-]+\.js$/.test(path);
  expect(requested.filter(suggestionsCode)).toEqual([]);
  expect(requested).not.toContain('/search-index.json');

  await box.pressSequentially('toughened');
  await expect(box).toHaveValue('toughened');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(requested.filter(suggestionsCode)).toHaveLength(1);
  release();
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option', { name: /8mm Toughened Glass Shelf/ })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveValue('toughened');
});

test('arrow keys move through the suggestions, Enter opens one, Escape closes', async ({
  page,
}) => {
  const box = await searchBox(page);
  await box.fill('ceiling tiles');
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list.getByRole('option')).toHaveCount(2);
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  );
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  await expect(list.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('option').nth(1)).toContainText('White Ceiling Tile');
  await box.press('Enter');
  await expect(page).toHaveURL('/products/ceiling/white-ceiling-tile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White Ceiling Tile');
});

for (const [query, expected] of [
  ['toughend glass', '8mm Toughened Glass Shelf'],
  ['TOUGHENED GLASS 1000', '8mm Toughened Glass Shelf'],
  ['1200 gondola', 'Double-Sided Gondola'],
  ['gondolas', 'Double-Sided Gondola'],
  ['cabinet glass', 'Premium Glass Cabinet'],
  ['shop fitting', 'Shop Fitting'],
] as const) {
  test(`"${query}" finds ${expected}`, async ({ page }) => {
    const box = await searchBox(page);
    await box.fill(query);
    await expect(
      page.getByRole('listbox').getByRole('option', { name: new RegExp(expected) }),
    ).toBeVisible();
  });
}

test('Enter without a choice opens the results page, which also works on a fresh load', async ({
  page,
}) => {
  const box = await searchBox(page);
  await box.fill('glass shelves');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=glass%20shelves');
  // The address changes a moment before the new page renders: wait for it.
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  // Both shelves and the Glass Shelves listing page.
  await expect(page.getByRole('status')).toHaveText('3 results for “glass shelves”');
  await expect(
    page.getByRole('main').getByRole('link', { name: '6mm Clear Glass Shelf' }),
  ).toBeVisible();

  await page.goto('/search?q=light%20box');
  await hydrated(page);
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Wall LED Lightbox' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Advertising Light Boxes' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search products and pages' }).fill('zebra');
  await expect(page.getByRole('status')).toHaveText('0 results for “zebra”');
});

test('on the results page each key typed shows at once, before the address records it', async ({
  page,
}) => {
  await page.goto('/search?q=glass');
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: 'Search products and pages' });
  await expect(box).toHaveValue('glass');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const seen = await box.evaluate((input: HTMLInputElement) => {
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    document.execCommand('insertText', false, ' s');
    const atOnce = input.value;
    return new Promise<{ atOnce: string; nextFrame: string }>((resolve) =>
      requestAnimationFrame(() => resolve({ atOnce, nextFrame: input.value })),
    );
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(seen).toEqual({ atOnce: 'glass s', nextFrame: 'glass s' });
  await page.keyboard.type('helves');
  await expect(page).toHaveURL('/search?q=glass+shelves');
  await expect(box).toHaveValue('glass shelves');
  await expect(page.getByRole('status')).toHaveText('3 results for “glass shelves”');
});

test('a search whose code could not be fetched tries the server again as the visitor types on', async ({
  page,
  pageErrors,
}) => {
  // The browser keeps a failed import: the code is asked for again under a new address
  // (app/lib/import-again.ts), or the search would stay unavailable until a reload.
  const reconnect = await cutOff(page, 'search-suggestions');
  const box = await searchBox(page);
  await box.fill('glass');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option')).toHaveText([
    'Search is unavailable just now. Please try again.',
  ]);

  await reconnect();
  await box.press('End');
  await box.pressSequentially(' shelf');
  await expect(
    suggestions.getByRole('option', { name: /8mm Toughened Glass Shelf/ }),
  ).toBeVisible();
  forgiveConsoleErrors(pageErrors, /ERR_INTERNET_DISCONNECTED|dynamically imported module/);
});

test('a search that cannot load says so, and typing again tries again', async ({ page }) => {
  // A broken index (it answers, but not with the index) makes the first load fail.
  await page.route('**/search-index.json', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '<html>' }),
  );
  const box = await searchBox(page);
  await box.fill('glass');
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(suggestions.getByRole('option')).toHaveText([
    'Search is unavailable just now. Please try again.',
  ]);

  await page.unroute('**/search-index.json');
  await box.press('End');
  await box.pressSequentially(' shelf');
  await expect(
    suggestions.getByRole('option', { name: /8mm Toughened Glass Shelf/ }),
  ).toBeVisible();
});
