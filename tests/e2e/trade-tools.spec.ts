import type { BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { layoutShiftSoFar } from './support/layout-shift';

// Issue 17, items 1, 2 and 4: prices inc or ex VAT, typed quantities, shared baskets.

const PRICE_MODE_KEY = 'clydeside-prices:v1';
const BASKET_KEY = 'clydeside-basket:v1';
const shelf = '/products/shelving/standard-wall-shelf';
const tile = '/products/ceiling/white-ceiling-tile';
const tileName = 'White Ceiling Tile';
/** The cart's field names the line's options too. */
const tileLine = 'White Ceiling Tile - 600 x 600 mm';

function storedBasket(lines: { productId: string; options: object; quantity: number }[]) {
  return JSON.stringify({ version: 1, lines });
}

async function startWith(context: BrowserContext, items: Record<string, string>) {
  await context.addInitScript((entries) => {
    // Once per tab: a reload keeps what the page itself stored since.
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

const vatSwitch = (page: Page) => page.getByRole('switch', { name: 'Prices ex VAT' });

/** Every price in the main content, as the visitor reads it. */
function pricesIn(page: Page) {
  return page.locator('main [data-price]').allTextContents();
}

/** "£1,299.99/m²" -> pence, the rest of the text, and whether it says "ex VAT". */
function readPrice(text: string) {
  const match = /^([+-]?)£([\d,]+)\.(\d\d)(.*?)( ex VAT)?$/.exec(text);
  if (!match) throw new Error(`Not a price: ${text}`);
  const [, sign = '', pounds = '', pence = '', rest = '', ex] = match;
  const amount = Number(pounds.replaceAll(',', '')) * 100 + Number(pence);
  return { pence: sign === '-' ? -amount : amount, sign, rest, ex: ex !== undefined };
}

/** PRODUCT.md: ex VAT = round(amount / 1.2) to the penny, half up (here in floating point). */
function exVat(pence: number) {
  return Math.sign(pence) * Math.round(Math.abs(pence) / 1.2);
}

/**
 * Switches to ex VAT and checks that every unit price on the page became its amount / 1.2.
 * `lines`: the places (in page order) of line totals and totals, whose ex-VAT figure is
 * the unit price ex VAT x quantity (PRODUCT.md's rule of record), not the amount / 1.2:
 * the caller reads those. Nor is a choice's change of price ("+£30.00"), which ex VAT is
 * what it changes in the unit price ex VAT (pricing.ts, `modifierChange`): the caller reads
 * those too.
 */
async function switchAndCompare(page: Page, lines: readonly number[] = []) {
  const inc = await pricesIn(page);
  expect(inc.length).toBeGreaterThan(0);
  for (const text of inc) expect(readPrice(text).ex, text).toBe(false);

  await expect(vatSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await vatSwitch(page).click();
  await expect(vatSwitch(page)).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('main [data-price="inc"]')).toHaveCount(0);

  const ex = await pricesIn(page);
  expect(ex).toHaveLength(inc.length);
  ex.forEach((text, index) => {
    const before = readPrice(inc[index] ?? '');
    const after = readPrice(text);
    expect(after.ex, text).toBe(true);
    if (lines.includes(index) || before.sign !== '') return;
    expect(after.pence, `${inc[index]} -> ${text}`).toBe(exVat(before.pence));
    expect(after.rest).toBe(before.rest);
  });
  return ex;
}

test('ex VAT on a listing card: every price / 1.2, remembered, and a second tab follows', async ({
  page,
  context,
}) => {
  await page.goto('/products/retail-shelving');
  await hydrated(page);
  const other = await context.newPage();
  await other.goto(shelf);
  await hydrated(other);
  await expect(other.getByText('£115.00', { exact: true })).toBeVisible();

  const ex = await switchAndCompare(page);
  expect(ex).toContain('£79.17 ex VAT'); // the Standard Wall Shelf's "From £95.00"
  await expect(page.getByRole('listitem').filter({ hasText: 'Standard Wall Shelf' })).toContainText(
    'From £79.17 ex VAT',
  );

  // The other tab follows at once (the storage event), without a reload.
  await expect(vatSwitch(other)).toHaveAttribute('aria-checked', 'true');
  await expect(other.getByText('£95.83 ex VAT', { exact: true })).toBeVisible();

  await page.reload();
  await hydrated(page);
  await expect(vatSwitch(page)).toHaveAttribute('aria-checked', 'true');
  expect(await pricesIn(page)).toEqual(ex);

  // And back: the other tab follows again.
  await vatSwitch(page).click();
  await expect(vatSwitch(other)).toHaveAttribute('aria-checked', 'false');
  await expect(other.getByText('£115.00', { exact: true })).toBeVisible();
  await other.close();
});

test('ex VAT on a configurator: the price, the option notes and the total after a choice', async ({
  page,
}) => {
  await page.goto(shelf);
  await hydrated(page);
  await switchAndCompare(page);
  const main = page.getByRole('main');
  await expect(main.getByText('£95.83 ex VAT', { exact: true })).toBeVisible();
  await expect(main.getByRole('radio', { name: '1200mm +£25.00 ex VAT' })).toBeVisible();
  await main.getByRole('radio', { name: /^1200mm/ }).check();
  await expect(main.getByText('£120.83 ex VAT', { exact: true })).toBeVisible(); // £145.00
  await page.reload();
  await hydrated(page);
  // The change ex VAT is what it changes in the price of record: £95.83 less £16.66 is the
  // £79.17 the 600mm shelf costs (£95.00 inc VAT), not £16.67.
  await main.getByRole('radio', { name: /^1000mm/ }).check();
  await expect(main.getByRole('radio', { name: '600mm -£16.66 ex VAT' })).toBeVisible();
  await main.getByRole('radio', { name: /^600mm/ }).check();
  await expect(main.getByText('£79.17 ex VAT', { exact: true })).toBeVisible();
});

test('ex VAT on /cart: lines and subtotal ex VAT; the summary always gives all three totals', async ({
  page,
  context,
}) => {
  await startWith(context, {
    [BASKET_KEY]: storedBasket([
      { productId: 'white-ceiling-tile', options: { size: '600x600' }, quantity: 120 },
      {
        productId: 'premium-glass',
        options: { size: '1500', glassType: 'tinted', ledColor: 'rgb' },
        quantity: 1,
      },
    ]),
  });
  await page.goto('/cart');
  await hydrated(page);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // The rule of record: 120 x £6.66 + £1,458.33 = £2,257.53 ex VAT; VAT £451.51 (451.506).
  const totals = async () => {
    await expect(summary).toContainText('Total ex VAT£2,257.53');
    await expect(summary).toContainText('VAT (20%)£451.51');
    await expect(summary).toContainText('Total inc VAT£2,709.04');
  };
  await totals();
  // Inc VAT the lines are £958.80 + £1,749.99 = £2,708.79: the sentence says what is paid.
  await expect(summary).toContainText('Subtotal£2,708.79');
  await expect(summary.getByText(/is 25p more than the sum of the catalogue prices/)).toBeVisible();
  // Each line ex VAT is its unit price ex VAT x quantity: £6.66 x 120, not £958.80 / 1.2.
  const ex = await switchAndCompare(page, [1, 3, 4]);
  expect(ex).toEqual([
    '£6.66/tile ex VAT',
    '£799.20 ex VAT',
    '£1,458.33 ex VAT',
    '£1,458.33 ex VAT',
    '£2,257.53 ex VAT',
  ]);
  await expect(summary).toContainText('Subtotal£2,257.53 ex VAT');
  await totals();
  await expect(summary.getByText(/sum of the catalogue prices/)).toHaveCount(0);
  // The quote it asks for is written in the prices the visitor sees, and says so.
  await summary.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/cart/quote');
  const quote = page.getByRole('table', { name: 'Your basket (121 items)' });
  await expect(quote.getByRole('columnheader')).toHaveText([
    'Item',
    'Quantity',
    'Unit price ex VAT',
    'Line total ex VAT',
  ]);
  await expect(quote.getByRole('row', { name: /White Ceiling Tile/ })).toContainText(
    '120£6.66£799.20',
  );
  await expect(quote.getByRole('row', { name: /Premium Glass Cabinet/ })).toContainText(
    '£1,458.33',
  );
  await expect(quote.getByRole('row', { name: /Total ex VAT/ })).toContainText('£2,257.53');
  await expect(quote.getByRole('row', { name: /Total inc VAT/ })).toContainText('£2,709.04');
});

test('an ex-VAT visitor never sees inc-VAT prices before hydration, and nothing moves', async ({
  page,
  context,
}) => {
  await startWith(context, { [PRICE_MODE_KEY]: 'ex' });
  // Hold the start-up module back: the page stays as pre-rendered, inc VAT underneath.
  await page.route('**/assets/start-*.js', () => undefined);
  await page.goto('/products/retail-shelving');
  await expect(page.locator('html')).toHaveClass(/ex-vat/);
  const prices = page.locator('main [data-price]');
  expect(await prices.count()).toBeGreaterThan(0);
  const before = [];
  for (const price of await prices.all()) {
    await expect(price).toHaveAttribute('data-price', 'inc');
    // The inc-VAT text is not shown; the ex-VAT text takes its place.
    await expect(price.locator('> span')).toBeHidden();
    before.push({ ex: await price.getAttribute('data-ex'), box: await price.boundingBox() });
  }
  const hydratedPage = await context.newPage();
  await hydratedPage.goto('/products/retail-shelving');
  await hydrated(hydratedPage);
  const after = hydratedPage.locator('main [data-price]');
  await expect(after).toHaveCount(before.length);
  for (const [index, price] of (await after.all()).entries()) {
    const text = await price.textContent();
    expect(text?.startsWith(`${before[index]?.ex}`) && text.endsWith(' ex VAT'), text ?? '').toBe(
      true,
    );
    expect(await price.boundingBox()).toEqual(before[index]?.box);
  }
  await hydratedPage.close();

  for (const path of ['/products/retail-shelving', shelf, '/products/ceiling', '/']) {
    const fresh = await context.newPage();
    await fresh.goto(path);
    await hydrated(fresh);
    await expect(fresh.locator('main [data-price="inc"]')).toHaveCount(0);
    const shift = await layoutShiftSoFar(fresh);
    // 0 in every quiet run. The class is set when app/boot/entry.client.ts runs; on a machine so
    // loaded that the first paint comes before it, one shift under 0.002 remains
    // (docs/decisions/013), so the journey allows the site's budget's half, not more.
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.005);
    await fresh.close();
  }
});

test('a quantity typed on a /cart line sets it, within the stock, and nonsense is refused', async ({
  page,
  context,
}) => {
  await startWith(context, {
    [BASKET_KEY]: storedBasket([
      { productId: 'white-ceiling-tile', options: { size: '600x600' }, quantity: 1 },
    ]),
  });
  await page.goto('/cart');
  await hydrated(page);
  const field = page.getByRole('spinbutton', { name: `Quantity, ${tileLine}` });
  const status = page.getByRole('status').first();
  await expect(field).toHaveValue('1');

  await field.fill('120');
  await field.press('Enter');
  await expect(field).toHaveValue('120');
  await expect(page.getByRole('main')).toContainText('£958.80');
  await expect(page.getByRole('link', { name: 'Basket, 120 items' })).toBeVisible();

  await field.fill('300');
  await field.blur();
  await expect(field).toHaveValue('250');
  await expect(status).toHaveText(`Only 250 available: your basket has 250 of ${tileName}.`);

  for (const typed of ['', '0']) {
    await field.fill(typed);
    await field.press('Enter');
    await expect(field).toHaveValue('250');
    await expect(status).toHaveText(
      `Enter a whole number from 1 to 250: ${tileName} stays at 250.`,
    );
  }
  await page.getByRole('button', { name: `Decrease quantity of ${tileName}` }).click();
  await expect(field).toHaveValue('249');
  await page.reload();
  await hydrated(page);
  await expect(field).toHaveValue('249');
});

test('the tile page adds a typed quantity; other detail pages add one at a time', async ({
  page,
}) => {
  await page.goto(tile);
  await hydrated(page);
  const field = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(field).toHaveValue('1');
  await field.fill('24');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'basket' })).toHaveText(
    `Added 24 x ${tileName} to your basket.`,
  );
  // More than the stock is taken as the stock, and said; the basket then caps the line.
  await field.fill('500');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(field).toHaveValue('250');
  await expect(page.getByRole('status').filter({ hasText: 'in stock' })).toHaveText(
    'Only 250 in stock: the quantity is 250.',
  );
  await expect(page.getByRole('status').filter({ hasText: 'available' })).toHaveText(
    'Only 250 available: your basket has 250.',
  );
  // Nothing to add: what was typed stays to be put right, and Add to Cart adds nothing.
  await field.fill('0');
  await field.blur();
  await expect(field).toHaveValue('0');
  await expect(page.getByRole('status').filter({ hasText: 'whole number' })).toHaveText(
    'Enter a whole number of at least 1 to add to the basket.',
  );
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );

  await page.goto('/products/display-cabinet/premium-glass');
  await hydrated(page);
  await expect(page.getByRole('spinbutton')).toHaveCount(0);
});

test('a shared basket opens in a fresh browser, priced, and is added without replacing', async ({
  page,
  context,
  browser,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await startWith(context, {
    [BASKET_KEY]: storedBasket([
      { productId: 'white-ceiling-tile', options: { size: '600x600' }, quantity: 120 },
      { productId: 'black-suspended-grid', options: { component: 'brackets' }, quantity: 2 },
    ]),
  });
  await page.goto('/cart');
  await hydrated(page);
  await page.getByRole('button', { name: 'Share basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.getByRole('textbox', { name: 'Link to this basket' }).inputValue();
  expect(link).toMatch(/\/cart\?share=/);
  expect(link).not.toContain('£');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // Someone else, whose basket already holds 200 white tiles and a cabinet.
  const partner = await browser.newContext();
  await startWith(partner, {
    [BASKET_KEY]: storedBasket([
      { productId: 'white-ceiling-tile', options: { size: '600x600' }, quantity: 200 },
      {
        productId: 'premium-glass',
        options: { size: '1500', glassType: 'tinted', ledColor: 'rgb' },
        quantity: 1,
      },
    ]),
  });
  const other = await partner.newPage();
  await other.goto(link);
  await hydrated(other);
  const shared = other.getByRole('region', { name: 'Basket shared with you' });
  await expect(shared).toContainText('120 x £7.99/tile');
  await expect(shared).toContainText('£958.80');
  await expect(shared).toContainText('2 x £19.99');
  await expect(shared).toContainText('Total£998.78');
  // What they would come to in a basket, by the rule of record, and why that is 24p more.
  await expect(shared.getByRole('definition')).toHaveText(['£832.52', '£166.50', '£999.02']);
  await expect(shared).toContainText('Total inc VAT, which is what you pay, is 24p more');
  // Nothing replaced yet: the partner's own basket is still there.
  await expect(other.getByRole('link', { name: 'Basket, 201 items' })).toBeVisible();

  await shared.getByRole('button', { name: 'Add all to my basket' }).click();
  await expect(other.getByRole('status').first()).toHaveText(
    `Added 2 lines to your basket. Only 250 available: your basket has 250 of ${tileName}.`,
  );
  await expect(shared).toHaveCount(0);
  await expect(other).toHaveURL(/\/cart$/);
  await expect(other.getByRole('spinbutton', { name: `Quantity, ${tileLine}` })).toHaveValue('250');
  await expect(other.getByRole('link', { name: 'Premium Glass Cabinet' })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Basket, 253 items' })).toBeVisible();
  await partner.close();
});

test('a hostile shared link is read safely: unknown lines dropped and said, never a crash', async ({
  page,
}) => {
  const junk = encodeURIComponent('<img src=x onerror=alert(1)>');
  await page.goto(
    `/cart?share=ghost.1,white-ceiling-tile.99999999999.size~600x600,${junk},white-ceiling-tile.2.size~600x600.extra~1`,
  );
  await hydrated(page);
  const shared = page.getByRole('region', { name: 'Basket shared with you' });
  await expect(shared).toContainText(
    'Only 250 of White Ceiling Tile available: the link asked for more.',
  );
  await expect(shared).toContainText('3 lines of the link were not recognised and were left out.');
  await expect(shared).toContainText('250 x £7.99/tile');

  await page.goto(`/cart?share=${'x'.repeat(5000)}`);
  await hydrated(page);
  await expect(shared).toContainText('This basket link is too long to be read');
  await expect(shared.getByRole('button', { name: 'Add all to my basket' })).toHaveCount(0);
  await shared.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/cart$/);
});
