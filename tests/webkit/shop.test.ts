import type { WebDriver } from 'selenium-webdriver';
import { expect, test } from 'vitest';
import {
  allByRole,
  atPath,
  byRole,
  DESKTOP,
  isDisabled,
  journey,
  open,
  pageHeading,
  press,
  statusSaying,
  textContent,
  pathOf,
  textOf,
  until,
} from './browser';

/** The main paths of the shop in WebKit: what a visitor on an iPhone does first. */

const cabinet = '/products/display-cabinet/premium-glass';

async function choose(driver: WebDriver, group: string, option: RegExp) {
  const fieldset = await byRole(driver, 'group', group);
  const radio = await byRole(driver, 'radio', option, fieldset);
  await press(driver, radio);
  // The choice goes through the address, so the radio is checked once that settles.
  await until(driver, `${group}: ${String(option)} checked`, () => radio.isSelected());
}

async function addCabinet(driver: WebDriver) {
  await open(driver, cabinet);
  await press(driver, await byRole(driver, 'button', 'Add to Cart'));
  const added = await statusSaying(driver, /to your basket/);
  await textOf(driver, added, 'Added Premium Glass Cabinet to your basket.');
  await byRole(driver, 'link', 'Basket, 1 item');
}

test('home: the sections in order, the opening hours and the basket link', async () => {
  await journey(DESKTOP, async (driver) => {
    await open(driver, '/');
    expect(await driver.getTitle()).toMatch(/Clydeside Shopfitters/);
    const main = await byRole(driver, 'main');
    const headings = await Promise.all(
      (await main.findElements({ css: 'h2' })).map((heading) => heading.getText()),
    );
    const order = [
      'Signs that sell before customers walk in',
      'Visit our showroom',
      'Our Products',
      'Featured Products',
      'Why shops choose us',
      'What our customers say',
      'Planning a new shop or a refit?',
      'You May Also Like',
    ];
    const positions = order.map((text) => headings.findIndex((shown) => shown.startsWith(text)));
    expect(
      positions.every((position) => position >= 0),
      headings.join(' | '),
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await textOf(driver, main, 'Mon-Fri 9am-5pm · Sat 10am-2pm · Sun Closed');
    await byRole(driver, 'link', 'Basket');
  });
});

test('a configurator: its options, the price of a choice, and the choice in the address', async () => {
  await journey(DESKTOP, async (driver) => {
    await open(driver, cabinet);
    await pageHeading(driver, 'Premium Glass Cabinet');
    const main = await byRole(driver, 'main');
    await textOf(driver, main, '£1,199.99');
    // The price asked for below is the choice's, shown nowhere before it.
    expect(await textContent(main)).not.toContain('£1,899.99');
    const sizes = await allByRole(await byRole(driver, 'group', 'Size'), 'radio');
    expect(sizes.length).toBeGreaterThan(1);

    await choose(driver, 'Size', /^1800mm wide/);
    await choose(driver, 'Glass type', /^Frosted/);
    await choose(driver, 'LED colour', /^RGB Adjustable/);
    await textOf(driver, main, '£1,899.99');
    expect(await pathOf(driver)).toMatch(/size=1800/);
    expect(await pathOf(driver)).toMatch(/glassType=frosted/);

    await press(driver, await byRole(driver, 'button', 'Add to Cart'));
    await textOf(
      driver,
      await statusSaying(driver, /to your basket/),
      'Added Premium Glass Cabinet',
    );
    await press(driver, await byRole(driver, 'link', 'Basket, 1 item'));
    await atPath(driver, '/cart');
    await textOf(driver, await byRole(driver, 'main'), 'Unit price: £1,899.99');
  });
});

test('add to basket: the badge counts, and the basket never opens itself', async () => {
  await journey(DESKTOP, async (driver) => {
    await addCabinet(driver);
    const badge = await byRole(driver, 'link', 'Basket, 1 item');
    await textOf(driver, badge, '1');
    expect(await pathOf(driver)).toBe(cabinet);
    await press(driver, await byRole(driver, 'button', 'Add to Cart'));
    await byRole(driver, 'link', 'Basket, 2 items');
    expect(await allByRole(driver, 'dialog')).toHaveLength(0);
  });
});

test('/cart: a quantity changed moves the line, the summary and the badge', async () => {
  await journey(DESKTOP, async (driver) => {
    await addCabinet(driver);
    await press(driver, await byRole(driver, 'link', 'Basket, 1 item'));
    await atPath(driver, '/cart');
    const name = 'Premium Glass Cabinet';
    const line = `${name} - 1200mm wide - Clear - Pure White`;
    const minus = await byRole(driver, 'button', `Decrease quantity of ${line}`);
    expect(await isDisabled(minus)).toBe(true);

    expect(await textContent(await byRole(driver, 'main'))).not.toContain('£2,399.98');
    await press(driver, await byRole(driver, 'button', `Increase quantity of ${line}`));
    await textOf(
      driver,
      await statusSaying(driver, new RegExp(`^Quantity, ${name}`)),
      new RegExp(`^Quantity, ${name} - .*: 2$`),
    );
    await byRole(driver, 'link', 'Basket, 2 items');
    const main = await byRole(driver, 'main');
    await textOf(driver, main, /£2,399\.98/);
    const summary = await byRole(driver, 'region', 'Order Summary');
    await textOf(driver, summary, /Subtotal\s*£2,399\.98/);
    await textOf(driver, summary, /Total inc VAT\s*£2,399\.98/);
    await until(driver, 'Decrease enabled', async () => !(await isDisabled(minus)));

    await press(driver, minus);
    await byRole(driver, 'link', 'Basket, 1 item');
    await textOf(driver, summary, /Subtotal\s*£1,199\.99/);
  });
});

test('a quote request is sent from the basket and confirmed with its reference', async () => {
  await journey(DESKTOP, async (driver) => {
    await addCabinet(driver);
    await press(driver, await byRole(driver, 'link', 'Basket, 1 item'));
    const summary = await byRole(driver, 'region', 'Order Summary');
    await press(driver, await byRole(driver, 'link', 'Proceed to Checkout', summary));
    await atPath(driver, '/cart/quote');
    await (await byRole(driver, 'textbox', 'Full name')).sendKeys('Morag Webb');
    await (await byRole(driver, 'textbox', 'Email address')).sendKeys('morag@example.com');
    await (await byRole(driver, 'textbox', /^Phone number/)).sendKeys('0141 496 0018');
    await press(driver, await byRole(driver, 'button', 'Send quote request'));
    const thanks = await textOf(
      driver,
      await byRole(driver, 'main'),
      /Your reference is CS-\d{6}\./,
    );
    expect(thanks).toMatch(/CS-\d{6}/);
  });
});
