import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

type Choice = { group: string; option: string; select?: boolean };

async function choose(page: Page, choices: Choice[]) {
  for (const { group, option, select } of choices) {
    if (select) {
      await page.getByLabel(group).selectOption({ label: option });
      continue;
    }
    // The choice goes through the URL, so the radio is checked once navigation settles.
    const radio = page
      .getByRole('group', { name: group, exact: true })
      .getByRole('radio', { name: new RegExp(`^${option}`) });
    await radio.click();
    await expect(radio).toBeChecked();
  }
}

const price = (page: Page) =>
  page
    .locator('main')
    .getByText(/^(Unit price|Price): /)
    .locator('..');

// One non-default combination per product, priced by hand from SPEC.md section 9.
const families = [
  {
    path: '/products/shelving/standard-wall-shelf',
    choices: [
      { group: 'Width', option: '1200mm' },
      { group: 'Colour', option: 'Black' },
    ],
    price: '£145.00',
    line: 'Standard Wall Shelf',
  },
  {
    path: '/products/shelving/double-sided-gondola',
    choices: [{ group: 'Width', option: '1500mm' }],
    price: '£229.00',
    line: 'Double-Sided Gondola',
  },
  {
    path: '/products/shelving/led-back-panel',
    choices: [{ group: 'Size', option: '1000 x 1200 mm' }],
    price: '£290.00',
    line: 'LED Back Panel',
  },
  {
    path: '/products/outdoor-signage/projecting-signs',
    choices: [
      { group: 'Size', option: '800mm' },
      { group: 'Style', option: 'Victorian' },
      { group: 'Lighting', option: 'LED Illumination' },
    ],
    price: '£799.99',
    line: 'Double-Sided Projecting Sign',
  },
  {
    path: '/products/ceiling/black-suspended-grid',
    choices: [{ group: 'Component', option: 'Brackets 100 (£19.99)', select: true }],
    price: '£19.99',
    line: 'Black Suspended Grid - Brackets 100',
  },
  {
    path: '/products/ceiling/white-suspended-grid',
    choices: [{ group: 'Size', option: '1200 x 600 mm' }],
    price: '£13.99',
    line: 'White Suspended Grid',
  },
  {
    path: '/products/ceiling/black-ceiling-tile',
    choices: [{ group: 'Size', option: '1200 x 600 mm' }],
    price: '£11.99',
    line: 'Black Ceiling Tile',
  },
  {
    path: '/products/ceiling/white-ceiling-tile',
    choices: [{ group: 'Size', option: '1200 x 600 mm' }],
    price: '£10.99',
    line: 'White Ceiling Tile',
  },
  {
    path: '/products/display-cabinet/showcase',
    choices: [
      { group: 'Size', option: '1000mm wide' },
      { group: 'Wood colour', option: 'Walnut' },
      { group: 'LED colour', option: 'Cool Blue' },
    ],
    price: '£999.99',
    line: 'Wall Display Cabinet',
  },
  {
    path: '/products/display-cabinet/premium-glass',
    choices: [
      { group: 'Size', option: '1800mm wide' },
      { group: 'Glass type', option: 'Frosted' },
      { group: 'LED colour', option: 'RGB Adjustable' },
    ],
    price: '£1,899.99',
    line: 'Premium Glass Cabinet',
  },
];

for (const family of families) {
  test(`${family.path}: a non-default choice is priced and added to the basket`, async ({
    page,
  }) => {
    await page.goto(family.path);
    await hydrated(page);
    await choose(page, family.choices);
    await expect(price(page)).toContainText(family.price);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'to your basket' })).toContainText(
      `Added ${family.line}`,
    );
    await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();

    await page.getByRole('link', { name: 'Basket, 1 item' }).click();
    await expect(page.getByRole('link', { name: family.line, exact: true })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Unit price: ${family.price}`);
  });
}

test('the toughened glass shelf: quantity from 0, total price, add, reset to 0 @smoke', async ({
  page,
}) => {
  await page.goto('/products/glass-shelves/toughened-glass-shelf');
  await hydrated(page);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  const decrease = page.getByRole('button', { name: 'Decrease quantity' });
  const increase = page.getByRole('button', { name: 'Increase quantity' });
  await expect(page.getByRole('status').filter({ hasText: 'Quantity' })).toHaveText('Quantity: 0');
  await expect(add).toBeDisabled();
  await expect(decrease).toBeDisabled();
  await expect(page.getByText('Same day collection available')).toBeVisible();
  await expect(page.getByText('Estimated 2-3 day delivery')).toBeVisible();
  await expect(page.getByText('20 in stock')).toBeVisible();

  await choose(page, [
    { group: 'Width', option: '1200mm' },
    { group: 'Depth', option: '300mm' },
  ]);
  for (let i = 0; i < 3; i += 1) await increase.click();
  await expect(page.getByText('Total: £314.97')).toBeVisible();
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'to your basket' })).toHaveText(
    'Added 3 x 8mm Toughened Glass Shelf - 1200mm x 300mm to your basket.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'Quantity' })).toHaveText('Quantity: 0');
  await expect(add).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();

  await page.goto('/cart');
  await expect(
    page.getByRole('link', { name: '8mm Toughened Glass Shelf - 1200mm x 300mm' }),
  ).toHaveAttribute('href', '/products/glass-shelves/toughened-glass-shelf?width=1200&depth=300');
  await expect(page.getByRole('main')).toContainText('£314.97');

  // The line's link opens the shelf as it is in the basket, not at its defaults.
  await page.getByRole('link', { name: '8mm Toughened Glass Shelf - 1200mm x 300mm' }).click();
  await expect(
    page.getByRole('group', { name: 'Width', exact: true }).getByRole('radio', { name: /^1200mm/ }),
  ).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Depth', exact: true }).getByRole('radio', { name: /^300mm/ }),
  ).toBeChecked();
});

test('the clear glass shelf works the same way and names its line by size', async ({ page }) => {
  await page.goto('/products/glass-shelves/clear-glass-shelf?width=1000&depth=300');
  await hydrated(page);
  await expect(price(page)).toContainText('£69.99');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByText('Total: £139.98')).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'to your basket' })).toHaveText(
    'Added 2 x 6mm Clear Glass Shelf - 1000mm x 300mm to your basket.',
  );
});

test('a shared configured URL reopens with the same choices and price', async ({ page }) => {
  await page.goto(
    '/products/display-cabinet/premium-glass?size=1500&glassType=tinted&ledColor=rgb',
  );
  await hydrated(page);
  await expect(page.getByRole('radio', { name: /^1500mm wide/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Tinted/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^RGB Adjustable/ })).toBeChecked();
  await expect(price(page)).toContainText('£1,749.99');
});

test('choices go into the URL in place, so Back leaves the page and Forward brings the choices back', async ({
  page,
}) => {
  await page.goto('/products');
  await hydrated(page);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Double-Sided Gondola/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/shelving\/double-sided-gondola$/);
  await expect(page.getByRole('radio', { name: /^1200mm/ })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Colour', exact: true }).getByRole('radio', { name: /^Grey/ }),
  ).toBeChecked();
  await expect(price(page)).toContainText('£199.00');

  await choose(page, [{ group: 'Width', option: '900mm' }]);
  await expect(page).toHaveURL(/width=900/);
  await choose(page, [{ group: 'Colour', option: 'White' }]);
  await expect(page).toHaveURL(/width=900.*colour=white|colour=white.*width=900/);
  await expect(price(page)).toContainText('£179.00');

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await page.goForward();
  await expect(page).toHaveURL(/width=900.*colour=white|colour=white.*width=900/);
  await expect(page.getByRole('radio', { name: /^900mm/ })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Colour', exact: true }).getByRole('radio', { name: /^White/ }),
  ).toBeChecked();
  await expect(price(page)).toContainText('£179.00');
});

test('invalid or unknown query values fall back to the defaults without an error', async ({
  page,
}) => {
  await page.goto('/products/shelving/double-sided-gondola?width=1300&colour=%3Cscript%3E&x=1');
  await hydrated(page);
  await expect(page.getByRole('radio', { name: /^1200mm/ })).toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Colour', exact: true }).getByRole('radio', { name: /^Grey/ }),
  ).toBeChecked();
  await expect(price(page)).toContainText('£199.00');
});

for (const [path, badge] of [
  ['/products/display-cabinet/premium-glass', 'Only 5 left'],
  ['/products/shelving/double-sided-gondola', '10 in stock'],
  ['/products/shelving/standard-wall-shelf', 'In Stock'],
] as const) {
  test(`${path} shows the stock badge "${badge}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  });
}

test('Request Quote opens the contact form prefilled with the product and its options', async ({
  page,
}) => {
  await page.goto('/products/outdoor-signage/projecting-signs?size=1000&style=modern&lighting=led');
  await hydrated(page);
  const href = await page.getByRole('link', { name: 'Request Quote' }).getAttribute('href');
  const url = new URL(href ?? '', 'http://x');
  expect(url.pathname).toBe('/contact');
  expect(url.searchParams.get('subject')).toBe('quote');
  expect(url.searchParams.get('message')).toContain('Double-Sided Projecting Sign');
  expect(url.searchParams.get('message')).toContain(
    'Size: 1000mm, Style: Modern, Lighting: LED Illumination',
  );
});
