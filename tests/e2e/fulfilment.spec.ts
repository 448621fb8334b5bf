import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, test, WCAG_22_AA } from './fixtures';

const collected = 'Collection only from our Glasgow warehouse';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id, nodes }) => `${id}: ${nodes.length}`)).toEqual([]);
}

/** A 5 x 4 m room of white tiles and grid from the planner, and a cabinet that is delivered. */
async function fillBasket(page: Page) {
  await page.goto('/products/ceiling?length=5&width=4');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add all to basket' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 79 items' })).toBeVisible();
  await page.goto('/products/display-cabinet/premium-glass');
  await hydrated(page);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('link', { name: 'Basket, 80 items' })).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`at ${width}px each basket line says how it is fulfilled, and so does the quote request`, async ({
    page,
  }) => {
    // Four pages and two scans: on a busy machine more than the 30 s of a one-page test.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await fillBasket(page);

    await page.goto('/cart');
    await hydrated(page);
    const lines = page.getByRole('region', { name: 'Items in your basket' }).getByRole('listitem');
    await expect(lines).toHaveCount(3);
    const line = (name: string) =>
      lines.filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(line('White Ceiling Tile').getByText(collected)).toBeVisible();
    await expect(line('White Suspended Grid').getByText(collected)).toBeVisible();
    await expect(line('Premium Glass Cabinet').getByText('Delivery in 7-10 days')).toBeVisible();

    const summary = page.getByRole('region', { name: 'Order Summary' });
    // SPEC.md's "Shipping: Free", and beside it what is collected instead.
    const shipping = summary
      .locator('div')
      .filter({ has: page.getByRole('term').getByText('Shipping', { exact: true }) });
    await expect(shipping.getByRole('definition')).toHaveText([
      'Free',
      'White Ceiling Tile and White Suspended Grid are collection only from our Glasgow warehouse.',
    ]);
    await expectNoViolations(page);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    const table = page.getByRole('table', { name: 'Your basket (80 items)' });
    const row = (name: string) => table.getByRole('row').filter({ hasText: name });
    await expect(row('White Ceiling Tile')).toContainText(collected);
    await expect(row('White Suspended Grid')).toContainText(collected);
    await expect(row('Premium Glass Cabinet')).toContainText('Delivery in 7-10 days');
    await expectNoViolations(page);
  });

  test(`at ${width}px the planner's bill counts every line in its unit and says what the grid includes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/products/ceiling?length=5&width=4');
    await hydrated(page);
    const bill = page.getByRole('table', { name: 'Bill of materials' });
    const quantities = bill.locator('tbody tr').locator('td:first-of-type');
    await expect(quantities).toHaveText(['59 tiles', '20 m²']);
    await expect(
      page.getByText(
        'The white grid is priced per m² of ceiling and includes its main runners, cross tees, wall trim and hangers.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/every tile, runner and fixing/)).toHaveCount(0);

    await page
      .getByRole('group', { name: 'Grid colour' })
      .getByRole('radio', { name: 'Black' })
      .check();
    await expect(quantities).toHaveText([
      '59 tiles',
      '5 lengths',
      '28 lengths',
      '28 lengths',
      '6 lengths',
      '1 pack',
      '1 reel',
    ]);
    await expect(page.getByText(/^The black grid is sold by the piece/)).toBeVisible();
    await expect(page.getByText(/The white grid is priced per m²/)).toHaveCount(0);
    await expectNoViolations(page);
  });
}
