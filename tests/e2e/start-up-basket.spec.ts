import type { Page } from '@playwright/test';
import { STORAGE_KEY } from '../../app/basket/stored';
import { planLines, type CeilingPlan } from '../../app/catalogue/ceiling-plan';
import { formatPrice } from '../../app/catalogue/money';
import { defaultSelection, unitPrice } from '../../app/catalogue/pricing';
import type { OptionGroup, Product, Selection } from '../../app/catalogue/product';
import { productPath } from '../../app/catalogue/product-paths';
import { products } from '../../app/catalogue/registry';
import { describeSelection, lineName } from '../../app/catalogue/selection';
import { expect, hydrated, test } from './fixtures';
import { openHeld } from './support/held-scripts';

// Issue 21: whatever the screen shows when Add to Cart is pressed is what the basket gets,
// on every product page, for every control, at every moment of start-up
// (docs/decisions/012). Generated from the catalogue: for each product, every option
// group is set to a value other than its default and the quantity to one other than the
// first, then Add to Cart is pressed once. The basket line is checked against the pure
// functions (name, options, unit price, quantity). Each product is tried twice:
// - on a CPU six times slower, acting as soon as the page shows, so that the choices and
//   the press fall while the scripts run and React hydrates;
// - with the scripts held back, so that everything is done to the pre-rendered HTML.

/** A value of the group other than its default: the last such, so the price usually moves. */
function otherValue(group: OptionGroup): string {
  const others = group.values.filter(({ value }) => value !== group.defaultValue);
  const chosen = others.at(-1);
  if (!chosen) throw new Error(`${group.id} has no value but its default`);
  return chosen.value;
}

type Plan = { product: Product; selection: Selection; quantity: number };

function planFor(product: Product): Plan {
  const selection = {
    ...defaultSelection(product.options),
    ...Object.fromEntries(product.options.map((group) => [group.id, otherValue(group)])),
  };
  // The glass shelves' stepper starts at 0; the ceiling's typed field at 1.
  const quantity = product.quantityStepper ? 3 : product.quantityField ? 40 : 1;
  return { product, selection, quantity };
}

/** Does to the page what a visitor would: each choice, then the quantity. */
async function choose(page: Page, { product, selection, quantity }: Plan) {
  for (const group of product.options) {
    const value = selection[group.id] ?? '';
    if (group.control === 'select') {
      await page.getByRole('combobox', { name: group.label, exact: true }).selectOption(value);
    } else {
      await page
        .getByRole('group', { name: group.label, exact: true })
        .locator(`input[type="radio"][value="${value}"]`)
        .check();
    }
  }
  if (product.quantityStepper) {
    const more = page.getByRole('button', { name: 'Increase quantity' });
    for (let pressed = 0; pressed < quantity; pressed += 1) await more.click();
  } else if (product.quantityField) {
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill(String(quantity));
  }
}

/** Presses Add to Cart once it shows as available (the glass shelves' is not at quantity 0). */
async function add(page: Page) {
  await page.getByRole('button', { name: 'Add to Cart' }).click();
}

function storedLines(page: Page) {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { lines: unknown[] }).lines : [];
  }, STORAGE_KEY);
}

/** The basket holds exactly the planned line, once. */
async function expectStored(page: Page, { product, selection, quantity }: Plan) {
  const line = { productId: product.id, options: selection, quantity };
  // However long the app takes to arrive on a busy machine: then it has the early input.
  await hydrated(page);
  await expect.poll(() => storedLines(page)).toEqual([line]);
  // Nothing is added a second time once the app has taken over.
  await page.waitForTimeout(500);
  expect(await storedLines(page)).toEqual([line]);
}

/** /cart shows the line as the catalogue names and prices it. */
async function expectCartPage(page: Page, { product, selection, quantity }: Plan) {
  await page.goto('/cart');
  await hydrated(page);
  const name = lineName(product, selection);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name, exact: true })).toBeVisible();
  const chosen = describeSelection(product, selection);
  if (chosen.length > 0) {
    await expect(
      main.getByText(chosen.map(({ group, value }) => `${group}: ${value}`).join(', '), {
        exact: true,
      }),
    ).toBeVisible();
  }
  await expect(main.getByText(/^Unit price: /)).toHaveText(
    `Unit price: ${formatPrice(unitPrice(product.pricing, selection))}${product.priceUnit ?? ''}`,
  );
  await expect(main.getByRole('spinbutton', { name: /^Quantity, / })).toHaveValue(String(quantity));
}

/** Slows the page's CPU six times; the returned function gives it its full speed back. */
async function slowCpu(page: Page): Promise<() => Promise<unknown>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  return () => session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

for (const product of products) {
  const plan = planFor(product);
  const path = productPath(product);

  test(`${path}: chosen and added while the app takes over on a slow phone, added as shown`, async ({
    page,
  }) => {
    test.slow();
    const fullSpeed = await slowCpu(page);
    // The page is on screen; the scripts are let through and the visitor acts at once, so
    // the choices and the press fall while the scripts run and React hydrates.
    const release = await openHeld(page, path);
    release();
    await choose(page, plan);
    await add(page);
    await expectStored(page, plan);
    // The basket page is not what is tried here.
    await fullSpeed();
    await expectCartPage(page, plan);
  });

  test(`${path}: chosen and added before the scripts arrive, added as shown`, async ({ page }) => {
    const release = await openHeld(page, path);
    await choose(page, plan);
    // At quantity 0 the glass shelves' Add to Cart shows as unavailable: the visitor can
    // press it only once the app has counted the presses of plus.
    if (product.quantityStepper) release();
    await add(page);
    release();
    await expectStored(page, plan);
    await expectCartPage(page, plan);
  });
}

// The ceiling planner: its fields and choices set while the app takes over, then its one
// button adds the whole bill, which only the app can work out (so it shows once it has).
const PLAN: CeilingPlan = {
  lengthCm: 525,
  widthCm: 410,
  tileSize: '1200x600',
  gridColour: 'black',
  tileColour: 'black',
};

async function planRoom(page: Page) {
  await page.getByRole('textbox', { name: /^Room length/ }).fill('5.25');
  await page.getByRole('textbox', { name: /^Room width/ }).fill('4.1');
  for (const [legend, label] of [
    ['Tile size', '1200 x 600 mm'],
    ['Grid colour', 'Black'],
    ['Tile colour', 'Black'],
  ] as const) {
    await page.getByRole('group', { name: legend }).getByRole('radio', { name: label }).check();
  }
}

async function expectPlanInBasket(page: Page) {
  await page.getByRole('button', { name: 'Add all to basket' }).click();
  await hydrated(page);
  await expect.poll(() => storedLines(page)).toEqual(planLines(PLAN));
  await page.waitForTimeout(500);
  expect(await storedLines(page)).toEqual(planLines(PLAN));
}

test('/products/ceiling: a room planned while the app takes over on a slow phone is added as planned', async ({
  page,
}) => {
  test.slow();
  await slowCpu(page);
  const release = await openHeld(page, '/products/ceiling');
  release();
  await planRoom(page);
  await expectPlanInBasket(page);
});

test('/products/ceiling: a room planned before the scripts arrive is added as planned', async ({
  page,
}) => {
  const release = await openHeld(page, '/products/ceiling');
  await planRoom(page);
  release();
  await expectPlanInBasket(page);
});

// Add to Cart needs only the product shown (app/basket/add.ts): pressed at the earliest
// moment on a basket already holding that configuration and a line the catalogue no longer
// takes, the press merges into its line once, the stale line goes when the basket is
// checked, and the header, the stored basket and /cart agree to the penny.
function productById(id: string): Product {
  const found = products.find((product) => product.id === id);
  if (!found) throw new Error(`${id} is in the registry`);
  return found;
}
const cabinet = productById('premium-glass');
const merged: Plan = {
  product: cabinet,
  selection: defaultSelection(cabinet.options),
  quantity: 3,
};

async function storeStaleBasket(page: Page) {
  await page.addInitScript(
    ({ key, selection }) => {
      // Once, before the page's own scripts: not again when /cart is opened after.
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', 'yes');
      localStorage.setItem(
        key,
        JSON.stringify({
          version: 1,
          lines: [
            { productId: 'withdrawn-sign', options: {}, quantity: 4 },
            { productId: 'premium-glass', options: selection, quantity: 2 },
          ],
        }),
      );
    },
    { key: STORAGE_KEY, selection: merged.selection },
  );
}

async function expectMerged(page: Page) {
  await expectStored(page, merged);
  await expect(page.getByRole('link', { name: 'Basket, 3 items' })).toBeVisible();
  await expectCartPage(page, merged);
  // One line in the basket, its total the unit price times 3 (inc VAT, as shown by default).
  const main = page.getByRole('main');
  await expect(main.getByRole('spinbutton', { name: /^Quantity, / })).toHaveCount(1);
  const total = formatPrice(unitPrice(cabinet.pricing, merged.selection) * 3);
  await expect(main.getByText('Line total:', { exact: true }).locator('..')).toHaveText(
    `Line total: ${total}`,
  );
}

test('Add to Cart pressed before the scripts arrive merges into the stored line once, checked and priced', async ({
  page,
}) => {
  await storeStaleBasket(page);
  const release = await openHeld(page, productPath(cabinet));
  await add(page);
  release();
  await expectMerged(page);
});

test('Add to Cart pressed as the app takes over on a slow phone merges into the stored line once', async ({
  page,
}) => {
  test.slow();
  await storeStaleBasket(page);
  const fullSpeed = await slowCpu(page);
  const release = await openHeld(page, productPath(cabinet));
  release();
  await add(page);
  await fullSpeed();
  await expectMerged(page);
});
