import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, test, WCAG_22_AA } from './fixtures';

const FASCIA = '/products/outdoor-signage/fascia-shop-front-signs';
const PROJECTION = '/products/outdoor-signage/projection-sign-types';
const CONFIGURATOR = '/products/outdoor-signage/projecting-signs';

const fasciaSigns = [
  ['Tray Sign', 'From £899.99'],
  ['3D Letters', 'From £1,299.99'],
  ['Rimless Letters', 'From £1,499.99'],
  ['Backlit Flat Cut Letters', 'From £999.99'],
  ['Lightbox Fascia', 'From £799.99'],
] as const;

const projectionSigns = [
  ['Traditional Hanging Sign', 'From £499.99', '?style=traditional'],
  ['Modern Flat Projecting Sign', 'From £449.99', '?style=modern'],
  ['Illuminated Lightbox Projecting Sign', 'From £799.99', ''],
  ['Built-Up 3D Projecting Sign', 'From £899.99', ''],
  ['Blade Sign', 'From £349.99', '?style=modern'],
  ['Circular Projecting Sign', 'From £399.99', ''],
] as const;

/** The card (list item) titled with this name. */
function card(page: Page, name: string): Locator {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true, level: 3 }) });
}

async function expectH1(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

async function expectNotesAndWarranty(page: Page) {
  const main = page.getByRole('main');
  for (const note of [
    'Professional installation included',
    '5-year warranty',
    'Custom sizes available',
  ]) {
    // The closed Details dialogs hold the same notes.
    await expect(main.getByText(note, { exact: true }).filter({ visible: true })).toBeVisible();
  }
  await expect(
    main.getByText(/5 years on signs, 2 years on electrical parts/).filter({ visible: true }),
  ).toBeVisible();
}

test('/products/outdoor-signage offers a site survey and three families of sign', async ({
  page,
}) => {
  await page.goto('/products/outdoor-signage');
  await expectH1(page, 'External Signage Solutions');
  await expect(page).toHaveTitle('External Signage Solutions | Clydeside Shopfitters');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Request Site Survey' })).toHaveAttribute(
    'href',
    '/site-survey-request',
  );
  for (const [name, href] of [
    ['Fascia and Shop Front Signs', FASCIA],
    ['Projecting Signs', PROJECTION],
  ] as const) {
    await expect(card(page, name).getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      href,
    );
    await expect(card(page, name).getByRole('img')).toHaveAttribute('alt', /sign/i);
    await expect(card(page, name).getByText('Coming Soon')).toHaveCount(0);
  }
  const windows = card(page, 'Window Graphics');
  await expect(windows.getByText('Coming Soon', { exact: true })).toBeVisible();
  await expect(windows.getByRole('link')).toHaveCount(0);
});

test('the fascia page shows five priced signs whose Configure asks for a quote', async ({
  page,
}) => {
  await page.goto(FASCIA);
  await expectH1(page, 'Fascia and Shop Front Signs');
  await expect(page).toHaveTitle('Fascia and Shop Front Signs | Clydeside Shopfitters');
  await expectNotesAndWarranty(page);
  const list = page.getByRole('region', { name: 'Fascia sign types' }).getByRole('list').first();
  await expect(list.locator(':scope > li')).toHaveCount(fasciaSigns.length);
  for (const [name, price] of fasciaSigns) {
    const sign = card(page, name);
    await expect(sign.getByText(price, { exact: true }).filter({ visible: true })).toBeVisible();
    const configure = sign.getByRole('link', { name: `Configure: ${name}` });
    const href = new URL((await configure.getAttribute('href')) ?? '', 'http://x.test');
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('subject')).toBe('quote');
    expect(href.searchParams.get('message')).toContain(name);
  }
});

test('the projection page shows six priced signs with features, configured online', async ({
  page,
}) => {
  await page.goto(PROJECTION);
  await expectH1(page, 'Projecting Sign Types');
  await expectNotesAndWarranty(page);
  const list = page
    .getByRole('region', { name: 'Projecting sign types' })
    .getByRole('list')
    .first();
  await expect(list.locator(':scope > li')).toHaveCount(projectionSigns.length);
  for (const [name, price, query] of projectionSigns) {
    const sign = card(page, name);
    await expect(sign.getByText(price, { exact: true }).filter({ visible: true })).toBeVisible();
    expect(await sign.getByRole('list').getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    await expect(sign.getByRole('link', { name: `Configure: ${name}` })).toHaveAttribute(
      'href',
      `${CONFIGURATOR}${query}`,
    );
  }
});

test('Details opens a dialog by keyboard and by mouse, and gives focus back', async ({ page }) => {
  await page.goto(PROJECTION);
  await hydrated(page);
  const details = page.getByRole('button', { name: 'Details: Blade Sign' });
  const dialog = page.getByRole('dialog', { name: 'Blade Sign' });

  await details.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('From £349.99')).toBeVisible();
  await expect(dialog.getByText(/5 years on signs, 2 years on electrical parts/)).toBeVisible();
  await expect(dialog.getByText('Custom sizes available')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();

  await details.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
});

test('a Details dialog taller than a phone scrolls by keyboard, and passes axe', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(FASCIA);
  await hydrated(page);
  await page.getByRole('button', { name: 'Details: Tray Sign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tray Sign' });
  await expect(dialog).toBeVisible();

  const { violations } = await new AxeBuilder({ page })
    .include('dialog[open]')
    .withTags(WCAG_22_AA)
    .analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);

  // After the close button, Tab reaches the part that scrolls, and the keyboard scrolls it.
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  const body = page.locator(':focus');
  await expect(body).toContainText('Custom sizes available');
  await page.keyboard.press('End');
  await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
});

test('card images rotate every 3 seconds until an arrow is used', async ({ page }) => {
  // A clock stopped before the page loads: timers move only when the test moves the clock.
  await page.clock.install({ time: new Date('2026-11-23T10:00:00') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01'));
  await page.goto(FASCIA);
  await hydrated(page);
  const tray = card(page, 'Tray Sign');
  const image = tray.getByRole('img');
  await expect(image).toHaveAttribute('src', '/images/signs/tray-sign-1.svg');
  await page.clock.fastForward(3100);
  await expect(image).toHaveAttribute('src', '/images/signs/tray-sign-2.svg');

  await tray.getByRole('button', { name: 'Next image of Tray Sign' }).click();
  await expect(image).toHaveAttribute('src', '/images/signs/tray-sign-1.svg');
  // Away from the card, so neither hover nor focus is what holds it still.
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.fastForward(6500);
  await expect(image).toHaveAttribute('src', '/images/signs/tray-sign-1.svg');
  await expect(tray.getByRole('button', { name: 'Play images of Tray Sign' })).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('card images stay still', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-23T10:00:00') });
    await page.clock.pauseAt(new Date('2026-11-23T10:00:01'));
    await page.goto(PROJECTION);
    await hydrated(page);
    await page.clock.fastForward(6500);
    await expect(card(page, 'Traditional Hanging Sign').getByRole('img')).toHaveAttribute(
      'src',
      '/images/signs/traditional-hanging-1.svg',
    );
  });
});
