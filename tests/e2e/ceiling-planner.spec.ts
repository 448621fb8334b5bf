import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test, WCAG_22_AA } from './fixtures';

const ceiling = '/products/ceiling';

function field(page: Page, name: 'Room length' | 'Room width') {
  return page.getByRole('textbox', { name: `${name} (metres)` });
}

function bill(page: Page) {
  return page.getByRole('table', { name: 'Bill of materials' });
}

/** Each body row of the bill: product, quantity with its unit, unit price, line total. */
async function expectRows(table: Locator, rows: [string, string, string, string][]) {
  const body = table.locator('tbody tr');
  await expect(body).toHaveCount(rows.length);
  for (const [index, [name, quantity, unit, total]] of rows.entries()) {
    const row = body.nth(index);
    await expect(row.getByRole('rowheader')).toContainText(name);
    await expect(row.getByRole('cell')).toHaveText([quantity, unit, total]);
  }
}

test('plan a 5 x 4 m room, check the bill, add it all and find it in the basket', async ({
  page,
}) => {
  await page.goto(ceiling);
  await hydrated(page);
  await expect(page.getByText('Enter the room’s length and width')).toBeVisible();
  await field(page, 'Room length').fill('5');
  await field(page, 'Room width').fill('4');

  // 20 m²: 59 tiles (20 / 0.36 x 1.05 = 58.3) and 20 m² of white grid.
  await expectRows(bill(page), [
    ['White Ceiling Tile', '59 tiles', '£7.99', '£471.41'],
    ['White Suspended Grid', '20 m²', '£10.99', '£219.80'],
  ]);
  await expect(bill(page).locator('tfoot')).toHaveText(/Total\s*£691\.21/);
  await expect(page.getByText('A 5 m x 4 m room (20 m²): 2 lines, total £691.21')).toBeVisible();
  // The plan is in the address, ready to share.
  await expect(page).toHaveURL(/length=5&width=4$/);

  await page.getByRole('button', { name: 'Add all to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'basket' })).toHaveText(
    'Added all 2 lines to your basket.',
  );
  await expect(page.getByRole('link', { name: 'Basket, 79 items' })).toBeVisible();

  await page.goto('/cart');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'White Ceiling Tile' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'White Suspended Grid' })).toBeVisible();
  await expect(main).toContainText('£471.41');
  await expect(main).toContainText('£219.80');
  await expect(main).toContainText('£691.21');
});

// PRODUCT.md "Prices and VAT": inc VAT the planner shows catalogue prices, and its summary the
// figures of record, the basket's once the plan is in it, with one sentence for the difference.
test('the plan gives the totals of record the basket will give, and says why they differ', async ({
  page,
}) => {
  await page.goto(`${ceiling}?length=6&width=5&grid=black`);
  await hydrated(page);
  await expect(bill(page).locator('tfoot')).toHaveText(/Total\s*£1,405\.11/);
  const record = page.locator('dl[aria-label="Totals of the plan"]');
  await expect(record.getByRole('term')).toHaveText(['Total ex VAT', 'VAT (20%)', 'Total inc VAT']);
  await expect(record.getByRole('definition')).toHaveText(['£1,171.38', '£234.28', '£1,405.66']);
  await expect(
    page.getByText(
      'Total inc VAT, which is what you pay, is 55p more than the sum of the catalogue prices',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Add all to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'basket' })).toHaveText(
    'Added all 7 lines to your basket.',
  );
  await page.goto('/cart');
  await hydrated(page);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('definition')).toContainText([
    '£1,171.38',
    '£234.28',
    '£1,405.66',
  ]);
});

test('a black grid is listed by component and its choices change the bill', async ({ page }) => {
  await page.goto(`${ceiling}?length=5&width=4`);
  await hydrated(page);
  await page.getByRole('radio', { name: 'Black' }).first().click();
  await expect(page).toHaveURL(/grid=black/);
  // A x 0.84 = 16.8: runners 16.8 / 3.6 -> 5; tees 28 and 28; trim 18 / 3 = 6; hangers 14.
  await expectRows(bill(page), [
    ['White Ceiling Tile', '59 tiles', '£7.99', '£471.41'],
    ['Black Suspended Grid - Main Runner 3.6m', '5 lengths', '£12.99', '£64.95'],
    ['Black Suspended Grid - CrossTee 1.2m', '28 lengths', '£6.99', '£195.72'],
    ['Black Suspended Grid - CrossTee 600mm', '28 lengths', '£4.99', '£139.72'],
    ['Black Suspended Grid - Side Trim 3m', '6 lengths', '£8.99', '£53.94'],
    ['Black Suspended Grid - Brackets 100', '1 pack', '£19.99', '£19.99'],
    ['Black Suspended Grid - Suspension Wire 5KG', '1 reel', '£15.99', '£15.99'],
  ]);
  await expect(bill(page).locator('tfoot')).toHaveText(/Total\s*£961\.72/);

  await page.getByRole('radio', { name: '1200 x 600 mm' }).click();
  // Half as many tiles (30) at the larger size, and no short tees.
  await expect(bill(page).locator('tbody tr')).toHaveCount(6);
  await expect(bill(page).locator('tbody tr').first().getByRole('cell')).toHaveText([
    '30 tiles',
    '£10.99',
    '£329.70',
  ]);
});

test('on a phone, the ex-VAT bill fits the screen with every figure and its VAT mark', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(ceiling);
  await hydrated(page);
  await page.getByRole('switch', { name: 'Prices ex VAT' }).click();
  await field(page, 'Room length').fill('5');
  await field(page, 'Room width').fill('4');
  // 59 tiles at £6.66 ex VAT, 20 m² of grid at £9.16: the lines and total ex VAT.
  await expectRows(bill(page), [
    ['White Ceiling Tile', '59 tiles', '£6.66 ex VAT', '£392.94 ex VAT'],
    ['White Suspended Grid', '20 m²', '£9.16 ex VAT', '£183.20 ex VAT'],
  ]);
  await expect(bill(page).locator('tfoot')).toHaveText(/Total\s*£576\.14 ex VAT/);
  // Ex VAT the lines are the figures of record: the totals agree, with nothing to explain.
  await expect(
    page.locator('dl[aria-label="Totals of the plan"]').getByRole('definition'),
  ).toHaveText(['£576.14', '£115.23', '£691.37']);
  await expect(page.getByText('which is what you pay')).toHaveCount(0);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  const lastCell = bill(page).locator('tbody tr').first().getByRole('cell').last();
  const box = await lastCell.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(widths.window);
});

test('a choice in the planner shows, with its bill, in the very next frame on a slow phone', async ({
  page,
}) => {
  await page.goto(`${ceiling}?length=5&width=4`);
  await hydrated(page);
  await expect(bill(page).locator('tbody tr')).toHaveCount(2);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Clicked and read inside the page: as the click returns, and in the next frame painted.
  // The URL records the choice a render later; the radio must not wait for it.
  const seen = await page
    .getByRole('radio', { name: 'Black' })
    .first()
    .evaluate((radio: HTMLInputElement) => {
      radio.click();
      const atOnce = radio.checked;
      return new Promise<{ atOnce: boolean; nextFrame: boolean; rows: number }>((resolve) =>
        requestAnimationFrame(() =>
          resolve({
            atOnce,
            nextFrame: radio.checked,
            rows: document.querySelectorAll('table tbody tr').length,
          }),
        ),
      );
    });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // The black grid is listed by its six components, beside the tiles.
  expect(seen).toEqual({ atOnce: true, nextFrame: true, rows: 7 });
  await expect(page).toHaveURL(/grid=black/);
});

test('a shared plan opens as it was planned', async ({ page }) => {
  await page.goto(`${ceiling}?length=5&width=4&tiles=600x600&grid=black&colour=black`);
  await hydrated(page);
  await expect(field(page, 'Room length')).toHaveValue('5');
  await expect(field(page, 'Room width')).toHaveValue('4');
  const group = (legend: string) => page.getByRole('group', { name: legend });
  await expect(group('Tile size').getByRole('radio', { name: '600 x 600 mm' })).toBeChecked();
  await expect(group('Grid colour').getByRole('radio', { name: 'Black' })).toBeChecked();
  await expect(group('Tile colour').getByRole('radio', { name: 'Black' })).toBeChecked();
  await expect(bill(page).locator('tbody tr').first()).toContainText('Black Ceiling Tile');
  // 59 black tiles at £8.99 = £530.41, with the black grid of the test above.
  await expect(bill(page).locator('tfoot')).toHaveText(/Total\s*£1,020\.72/);

  await page.reload();
  await hydrated(page);
  await expect(bill(page).locator('tfoot')).toHaveText(/Total\s*£1,020\.72/);
});

test('sizes that are not metres in range are explained beside the field', async ({ page }) => {
  await page.goto(ceiling);
  await hydrated(page);
  const length = field(page, 'Room length');
  await field(page, 'Room width').fill('4');
  const cases: [string, string][] = [
    ['abc', 'Enter a number of metres, for example 4.5.'],
    ['0', 'The smallest room we plan is 0.6 m.'],
    ['0.5', 'The smallest room we plan is 0.6 m.'],
    ['51', 'The largest room we plan is 50 m.'],
    ['', 'Enter a size in metres, for example 4.5.'],
  ];
  for (const [typed, message] of cases) {
    await length.fill(typed);
    await expect(length).toHaveAttribute('aria-invalid', 'true');
    await expect(length).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
    await expect(bill(page)).toHaveCount(0);
  }

  // A comma decimal is read as a decimal point: 4.5 x 4 = 18 m², 18 / 0.36 x 1.05 = 52.5 -> 53.
  await length.fill('4,5');
  await expect(length).not.toHaveAttribute('aria-invalid');
  await expect(bill(page).locator('tbody tr').first().getByRole('cell').first()).toHaveText(
    '53 tiles',
  );
});

test('a room larger than the stock says plainly what the basket could take', async ({ page }) => {
  await page.goto(`${ceiling}?length=12&width=8.5`);
  await hydrated(page);
  // 102 m²: 298 tiles, 250 in stock.
  await page.getByRole('button', { name: 'Add all to basket' }).click();
  const status = page.getByRole('status').filter({ hasText: 'basket' });
  await expect(status).toContainText('Added all 2 lines to your basket.');
  await expect(status).toContainText(
    'White Ceiling Tile: needed 298 but only 250 in stock, so your basket has 250.',
  );
  await expect(page.getByRole('link', { name: 'Basket, 352 items' })).toBeVisible();

  // Again: the cap now comes from what the basket already holds, and the message says so.
  await page.getByRole('button', { name: 'Add all to basket' }).click();
  await expect(status).toContainText(
    'White Ceiling Tile: needed 298 with 250 already in your basket, but only 250 in stock, so your basket has 250.',
  );
});

for (const width of [1280, 390]) {
  test(`a planned room, a refused size and the add message pass the WCAG 2.2 AA scan at ${width}px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${ceiling}?length=12&width=8.5&grid=black`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Add all to basket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'needed' })).toBeVisible();
    const scan = () =>
      new AxeBuilder({ page })
        .withTags(WCAG_22_AA)
        .analyze()
        .then(({ violations }) => violations.map(({ id, nodes }) => `${id}: ${nodes.length}`));
    expect(await scan()).toEqual([]);
    await field(page, 'Room width').fill('51');
    await expect(field(page, 'Room width')).toHaveAttribute('aria-invalid', 'true');
    expect(await scan()).toEqual([]);
  });
}

test('at 390 each quantity keeps its unit on its line ("20 m²", "59 tiles")', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${ceiling}?length=5&width=4`);
  await hydrated(page);
  const bill = page.getByRole('table', { name: 'Bill of materials' });
  for (const quantity of ['59 tiles', '20 m²']) {
    const cell = bill.getByRole('cell', { name: quantity, exact: true });
    // The distinct lines the cell's text is laid out on.
    const lines = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, `${quantity} on one line`).toBe(1);
  }
});
