import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test, WCAG_22_AA } from './fixtures';

// Issue 35, item 1: one money rule of record (PRODUCT.md "Prices and VAT"). A careful trade
// buyer with a calculator: every line shown is its unit price shown x its quantity, the
// totals shown are the sum of the lines shown, and the three totals of record are the same
// on the basket, the request page and its confirmation, in either mode.

const PRICE_MODE_KEY = 'clydeside-prices:v1';
const BASKET_KEY = 'clydeside-basket:v1';

/** The basket: a £1,749.99 cabinet, three £86.99 shelves, 24 CrossTees at £6.99. */
const BASKET = JSON.stringify({
  version: 1,
  lines: [
    {
      productId: 'premium-glass',
      options: { size: '1800', glassType: 'tinted', ledColor: 'pure-white' },
      quantity: 1,
    },
    { productId: 'toughened-glass-shelf', options: { width: '1000', depth: '250' }, quantity: 3 },
    { productId: 'black-suspended-grid', options: { component: 'cross-tee-1200' }, quantity: 24 },
  ],
});

/** £1,458.33 + 3 x £72.49 + 24 x £5.83 ex VAT, and VAT once on their sum. */
const RECORD = { exVat: '£1,815.72', vat: '£363.14', incVat: '£2,178.86' };
const SENTENCE =
  'Total inc VAT, which is what you pay, is 14p more than the sum of the catalogue prices: our prices of record are ex VAT, each rounded to the penny, and VAT is worked out once on their total.';

function pence(text: string) {
  const amount = /£([\d,]+)\.(\d\d)/.exec(text);
  if (!amount) throw new Error(`No amount in ${text}`);
  return Number(amount[1]?.replaceAll(',', '')) * 100 + Number(amount[2]);
}

async function start(page: Page, mode: 'inc' | 'ex', path: string) {
  await page.addInitScript(
    (entries: Record<string, string>) => {
      // Once per tab: a reload keeps what the page itself stored since.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { [BASKET_KEY]: BASKET, [PRICE_MODE_KEY]: mode },
  );
  await page.goto(path);
  await hydrated(page);
}

/** Each basket line as the eye reads it: its unit price, quantity and line total. */
async function cartLines(page: Page) {
  const items = page.getByRole('region', { name: 'Items in your basket' }).getByRole('listitem');
  const lines = [];
  for (const item of await items.all()) {
    const text = (await item.textContent()) ?? '';
    const unit = /Unit price: (£[\d,]+\.\d\d)/.exec(text)?.[1] ?? '';
    const total = /Line total: (£[\d,]+\.\d\d)/.exec(text)?.[1] ?? '';
    const quantity = Number(await item.getByRole('spinbutton').inputValue());
    lines.push({ unit, quantity, total });
  }
  return lines;
}

/** The summary's figures by their visible names. */
function summaryFigure(summary: Locator, name: string) {
  return summary.getByText(name, { exact: true }).locator('xpath=following-sibling::dd[1]');
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations).toEqual([]);
}

for (const width of [1280, 390]) {
  test(`at ${width}px, /cart inc VAT: catalogue lines, the totals of record and one sentence on the 14p`, async ({
    page,
  }) => {
    test.slow(); // A page or three, each scanned by axe.
    await page.setViewportSize({ width, height: 900 });
    await start(page, 'inc', '/cart');
    expect(await cartLines(page)).toEqual([
      { unit: '£1,749.99', quantity: 1, total: '£1,749.99' },
      { unit: '£86.99', quantity: 3, total: '£260.97' },
      { unit: '£6.99', quantity: 24, total: '£167.76' },
    ]);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summaryFigure(summary, 'Subtotal')).toHaveText('£2,178.72');
    await expect(summaryFigure(summary, 'Shipping')).toHaveText('Free');
    await expect(summaryFigure(summary, 'Total ex VAT')).toHaveText(RECORD.exVat);
    await expect(summaryFigure(summary, 'VAT (20%)')).toHaveText(RECORD.vat);
    await expect(summaryFigure(summary, 'Total inc VAT')).toHaveText(RECORD.incVat);
    await expect(summary.getByText(SENTENCE)).toBeVisible();
    await expectNoViolations(page);
  });

  test(`at ${width}px, /cart ex VAT: each line is its unit price x quantity, adding up to Total ex VAT`, async ({
    page,
  }) => {
    test.setTimeout(240_000); // Three pages, two scanned by axe.
    await page.setViewportSize({ width, height: 900 });
    await start(page, 'ex', '/cart');
    // £72.49 x 3 = £217.47 (not £260.97 / 1.2 = £217.48); £5.83 x 24 = £139.92 (not £139.80).
    expect(await cartLines(page)).toEqual([
      { unit: '£1,458.33', quantity: 1, total: '£1,458.33' },
      { unit: '£72.49', quantity: 3, total: '£217.47' },
      { unit: '£5.83', quantity: 24, total: '£139.92' },
    ]);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summaryFigure(summary, 'Subtotal')).toHaveText('£1,815.72 ex VAT');
    await expect(summaryFigure(summary, 'Total ex VAT')).toHaveText(RECORD.exVat);
    await expect(summaryFigure(summary, 'VAT (20%)')).toHaveText(RECORD.vat);
    await expect(summaryFigure(summary, 'Total inc VAT')).toHaveText(RECORD.incVat);
    await expect(summary.getByText(/sum of the catalogue prices/)).toHaveCount(0);
    await expectNoViolations(page);

    // The request page and its confirmation carry the same three totals.
    await summary.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/cart/quote');
    const table = page.getByRole('table', { name: 'Your basket (28 items)' });
    await expect(table.getByRole('row')).toHaveText([
      'ItemQuantityUnit price ex VATLine total ex VAT',
      /^Premium Glass Cabinet.*1£1,458\.33£1,458\.33$/,
      /^8mm Toughened Glass Shelf.*3£72\.49£217\.47$/,
      /^Black Suspended Grid - CrossTee 1\.2m.*24£5\.83£139\.92$/,
      `Total ex VAT${RECORD.exVat}`,
      `VAT (20%)${RECORD.vat}`,
      `Total inc VAT${RECORD.incVat}`,
    ]);
    await expect(page.getByText(/sum of the catalogue prices/)).toHaveCount(0);

    // Inc VAT the request page shows the catalogue's lines, the same totals and the sentence.
    await page.getByRole('switch', { name: 'Prices ex VAT' }).click();
    await expect(table.getByRole('row')).toHaveText([
      'ItemQuantityUnit price inc VATLine total inc VAT',
      /^Premium Glass Cabinet.*1£1,749\.99£1,749\.99$/,
      /^8mm Toughened Glass Shelf.*3£86\.99£260\.97$/,
      /^Black Suspended Grid - CrossTee 1\.2m.*24£6\.99£167\.76$/,
      `Total ex VAT${RECORD.exVat}`,
      `VAT (20%)${RECORD.vat}`,
      `Total inc VAT${RECORD.incVat}`,
    ]);
    await expect(page.getByText(SENTENCE)).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('textbox', { name: 'Full name' }).fill('Morag Campbell');
    await page.getByRole('textbox', { name: 'Email address' }).fill('morag@example.co.uk');
    await page.getByRole('button', { name: 'Send quote request' }).click();
    await page.getByRole('link', { name: 'View and print your quote request' }).click();
    await expect(page).toHaveURL(/\/enquiries\/[\w-]{43}$/);
    await expect(page.getByRole('table').getByRole('row')).toHaveText([
      'ItemQuantityUnit price ex VATLine total ex VAT',
      /^Premium Glass Cabinet.*1£1,458\.33£1,458\.33$/,
      /^8mm Toughened Glass Shelf.*3£72\.49£217\.47$/,
      /^Black Suspended Grid - CrossTee 1\.2m.*24£5\.83£139\.92$/,
      `Total ex VAT${RECORD.exVat}`,
      `VAT (20%)${RECORD.vat}`,
      `Total inc VAT${RECORD.incVat}`,
    ]);
    // (contact.spec.ts scans the confirmation page with axe.)
  });

  test(`at ${width}px, the ceiling planner ex VAT: each line is its unit price x quantity, the total their sum`, async ({
    page,
  }) => {
    test.slow(); // A page or three, each scanned by axe.
    await page.setViewportSize({ width, height: 900 });
    await start(page, 'ex', '/products/ceiling?length=5.9&width=5.9&grid=black');
    const bill = page.getByRole('table', { name: 'Bill of materials' });
    const rows = bill.locator('tbody tr');
    await expect(rows).toHaveCount(7);
    // 102 tiles at £6.66 ex VAT (£7.99) = £679.32, not 102 x £7.99 / 1.2 = £679.15.
    await expect(rows.first().getByRole('cell')).toHaveText([
      '102 tiles',
      '£6.66 ex VAT',
      '£679.32 ex VAT',
    ]);
    let sum = 0;
    for (const row of await rows.all()) {
      const [quantity = '', unit = '', total = ''] = await row.getByRole('cell').allTextContents();
      expect(pence(total), (await row.textContent()) ?? '').toBe(
        pence(unit) * Number.parseInt(quantity),
      );
      sum += pence(total);
    }
    expect(sum).toBe(135621);
    await expect(bill.locator('tfoot')).toHaveText(/Total\s*£1,356\.21 ex VAT/);
    await expect(
      page.getByText('A 5.9 m x 5.9 m room (34.81 m²): 7 lines, total £1,356.21 ex VAT'),
    ).toBeVisible();
    await expectNoViolations(page);
  });
}
