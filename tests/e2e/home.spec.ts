import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';

async function openHome(page: Page) {
  // A clock stopped before the page loads: timers move only when a test moves the clock.
  await page.clock.install({ time: new Date('2026-11-23T10:00:00') });
  await page.clock.pauseAt(new Date('2026-11-23T10:00:01'));
  await page.goto('/');
  await hydrated(page);
  // Keep the pointer off every moving element: hovering pauses them.
  await page.mouse.move(0, 0);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Shop news' });
const hero = (page: Page) => page.getByRole('region', { name: 'Featured ranges' });
const currentSlide = (page: Page) => hero(page).getByRole('group', { includeHidden: false });

test('the home page has every section of the spec, in order', async ({ page }) => {
  await page.goto('/');
  const headings = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .allTextContents();
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
  const positions = order.map((text) => headings.findIndex((heading) => heading.startsWith(text)));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  await expect(page.getByText('Mon-Fri 9am-5pm · Sat 10am-2pm · Sun Closed')).toBeVisible();
});

test('the message banner changes every 3 seconds and can be paused', async ({ page }) => {
  await openHome(page);
  await expect(banner(page)).toContainText('Free delivery on orders over £1,000');
  await page.clock.fastForward(3000);
  await expect(banner(page)).toContainText('Visit our Glasgow showroom');
  await page.clock.fastForward(3000);
  await expect(banner(page)).toContainText('Trade accounts available');
  await page.clock.fastForward(3000);
  await expect(banner(page)).toContainText('Free delivery');

  await banner(page).getByRole('button', { name: 'Pause shop news' }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { name: 'Our Products' }).click();
  await page.clock.fastForward(9000);
  await expect(banner(page)).toContainText('Free delivery');
  await expect(banner(page).getByRole('button', { name: 'Play shop news' })).toBeVisible();
});

test('nothing that moves by itself shifts the page', async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift' });
    (window as unknown as { shifts: number[] }).shifts = shifts;
  });
  // Every banner message, every hero slide and several card images.
  for (let step = 0; step < 6; step += 1) {
    await page.clock.runFor(3000);
    // Real time for the browser to paint this state: the stopped clock does not hold painting.
    await page.waitForTimeout(150);
  }
  await expect(banner(page)).toContainText('Free delivery');
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts).toEqual([]);
});

test('the hero moves on every 5 seconds, has previous, next and a picker, and pauses', async ({
  page,
}) => {
  await openHome(page);
  await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
  await expect(currentSlide(page).getByRole('link')).toHaveAttribute(
    'href',
    '/products/indoor-signage',
  );
  await page.clock.runFor(4900);
  await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
  await page.clock.runFor(200);
  await expect(currentSlide(page)).toHaveAccessibleName('2 of 3');

  await hero(page).getByRole('button', { name: 'Pause slides' }).click();
  await hero(page).getByRole('button', { name: 'Play slides' }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { name: 'Our Products' }).click();
  const start = await currentSlide(page).getAttribute('aria-label');
  await page.clock.runFor(4900);
  await expect(currentSlide(page)).toHaveAccessibleName(start ?? '');
  await page.clock.runFor(200);
  await expect(currentSlide(page)).not.toHaveAccessibleName(start ?? '');

  await hero(page)
    .getByRole('button', { name: /^Show slide 2/ })
    .click();
  await expect(currentSlide(page)).toHaveAccessibleName('2 of 3');
  await expect(currentSlide(page).getByRole('link')).toHaveAttribute(
    'href',
    '/products/display-cabinet',
  );
  await hero(page).getByRole('button', { name: 'Pause slides' }).click();
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { name: 'Our Products' }).click();
  await page.clock.runFor(15000);
  await expect(currentSlide(page)).toHaveAccessibleName('2 of 3');

  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page).getByRole('link')).toHaveAttribute(
    'href',
    '/products/retail-shelving',
  );
  await hero(page).getByRole('button', { name: 'Next slide' }).click();
  await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
  await hero(page).getByRole('button', { name: 'Previous slide' }).click();
  await expect(currentSlide(page)).toHaveAccessibleName('3 of 3');
});

test('hovering the hero holds it still', async ({ page }) => {
  await openHome(page);
  await hero(page).hover();
  await page.clock.fastForward(11000);
  await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing on the home page moves by itself', async ({ page }) => {
    await openHome(page);
    await page.clock.fastForward(16000);
    await expect(banner(page)).toContainText('Free delivery');
    await expect(currentSlide(page)).toHaveAccessibleName('1 of 3');
    const card = page.getByRole('article').filter({ hasText: 'Rechargeable Menu Light Box' });
    await expect(card.getByRole('img').first()).toHaveAttribute('src', /-1\.svg/);
  });
});

test('Our Products tiles link to the six ranges', async ({ page }) => {
  await page.goto('/');
  const tiles = page.getByRole('region', { name: 'Our Products' }).getByRole('link');
  await expect(tiles).toHaveCount(6);
  const hrefs = await tiles.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/products/retail-shelving',
    '/products/counters',
    '/products/slatwall-panels',
    '/products/led-lights',
    '/products/tobacco-vape',
    '/products/fruit-veg',
  ]);
});

test('four featured product cards, linked by the card rule, add to the basket', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const featured = page.getByRole('region', { name: 'Featured Products' });
  await expect(featured.getByRole('article')).toHaveCount(4);
  await expect(featured.getByRole('link', { name: '8mm Toughened Glass Shelf' })).toHaveAttribute(
    'href',
    '/products/glass-shelves/toughened-glass-shelf',
  );
  await expect(featured.getByRole('link', { name: 'Premium Glass Cabinet' })).toHaveAttribute(
    'href',
    '/products/display-cabinet/premium-glass',
  );
  await expect(featured.locator('s')).toHaveText('£109.99');
  // The card's "From" is the cheapest gondola; it says what its button adds, and at what price.
  const gondola = featured.getByRole('article').filter({ hasText: 'Double-Sided Gondola' });
  await expect(gondola).toContainText('From £179.00');
  await expect(gondola).toContainText('Adds Grey, 1200mm: £199.00');
  await featured
    .getByRole('article')
    .filter({ hasText: 'Premium Glass Cabinet' })
    .getByRole('button', { name: 'Add to Basket' })
    .click();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
});

test('reviews show an overall 5.0 rating; the call to action opens prefilled enquiries', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('5.0 out of 5 from 3 reviews')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'What our customers say' }).getByRole('listitem'),
  ).toHaveCount(3);
  for (const [name, subject] of [
    ['Request a Quote', 'quote'],
    ['Contact Sales Team', 'general'],
  ] as const) {
    const href = (await page.getByRole('link', { name }).getAttribute('href')) ?? '';
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('subject')).toBe(subject);
  }
});

const readOrder = (page: Page) =>
  page
    .getByRole('region', { name: 'You May Also Like' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.textContent ?? '').join('|'));

test('You May Also Like is shuffled on every load', async ({ page, browser }) => {
  // The pre-rendered order, which the page shuffles once the app runs.
  const still = await browser.newContext({ javaScriptEnabled: false });
  const stillPage = await still.newPage();
  await stillPage.goto('/');
  const preRendered = await readOrder(stillPage);
  await still.close();

  const orders = new Set<string>();
  for (let load = 0; load < 5; load += 1) {
    await page.goto('/');
    await hydrated(page);
    // The shuffle renders in a transition after hydration: wait for it.
    await expect.poll(() => readOrder(page)).not.toBe(preRendered);
    orders.add(await readOrder(page));
  }
  expect(orders.size).toBeGreaterThan(1);
});

/** You May Also Like on the home page at 1440 wide, scrolled into view. */
async function alsoLikeAt1440(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const carousel = page.getByRole('region', { name: 'You May Also Like' });
  const list = carousel.getByRole('list');
  await list.scrollIntoViewIfNeeded();
  return { carousel, list };
}

test('You May Also Like shows six products in view at 1440 wide, and pages with its buttons', async ({
  page,
}) => {
  const { carousel, list } = await alsoLikeAt1440(page);
  const inView = () =>
    list.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [...element.children].filter((item) => {
        const rect = item.getBoundingClientRect();
        return rect.left >= box.left - 1 && rect.right <= box.right + 1;
      }).length;
    });
  expect(await inView()).toBe(6);
  await carousel.getByRole('button', { name: 'Next products' }).click();
  // A page at a time: the smooth scroll settles with the seventh product first in view.
  await expect
    .poll(() =>
      list.evaluate((element) => {
        const seventh = element.children[6]?.getBoundingClientRect().left ?? Infinity;
        return Math.abs(seventh - element.getBoundingClientRect().left);
      }),
    )
    .toBeLessThanOrEqual(1);
  await expect.poll(inView).toBe(6);
});

test('You May Also Like goes round: Previous at the start shows the end, Next at the end the start', async ({
  page,
}) => {
  const { carousel, list } = await alsoLikeAt1440(page);
  const place = () =>
    list.evaluate((element) => ({
      left: Math.round(element.scrollLeft),
      end: element.scrollWidth - element.clientWidth,
    }));
  expect((await place()).left).toBe(0);

  await carousel.getByRole('button', { name: 'Previous products' }).click();
  await expect.poll(async () => (await place()).end - (await place()).left).toBeLessThanOrEqual(1);
  await carousel.getByRole('button', { name: 'Next products' }).click();
  await expect.poll(async () => (await place()).left).toBe(0);
});

test('on a phone You May Also Like shows fewer at a time', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const list = page.getByRole('region', { name: 'You May Also Like' }).getByRole('list');
  const width = await list.evaluate((element) => (element.children[0] as HTMLElement).offsetWidth);
  const total = await list.evaluate((element) => element.clientWidth);
  expect(Math.round(total / width)).toBe(2);
});

// docs/decisions/044: the sections that draw products hydrate after the page, from a file
// asked for once it has; until then they are their pre-rendered HTML, and a press on them is
// held and made once they have taken over.

/** The file of the home page's sections of products (app/features/home/later-parts.ts). */
const LATER_PARTS = /\/assets\/later-parts-[\w-]{8}\.js$/;

/** Holds back the file of the home page's sections of products until `release`. */
async function holdLaterParts(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(LATER_PARTS, async (route) => {
    asked.push(route.request().url());
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** From now on, every time the page changes, how many links each section of products shows. */
async function watchSections(page: Page) {
  await page.evaluate(() => {
    const seen: number[][] = [];
    Object.assign(window, { seenSections: seen });
    new MutationObserver(() => {
      if (!document.querySelector('[data-island]')) return;
      seen.push(
        ['featured-products', 'also-like'].map(
          (name) => document.querySelectorAll(`[data-island="${name}"] a`).length,
        ),
      );
    }).observe(document.body, { subtree: true, childList: true });
  });
}

/** What the sections showed the first time the page had them (`watchSections`). */
async function firstSeenSections(page: Page) {
  const seen = await page.evaluate(
    () => (window as unknown as { seenSections: number[][] }).seenSections,
  );
  return seen[0];
}

test('the home page’s products hydrate after it, and a press on them meanwhile is made once they have', async ({
  page,
}) => {
  const { asked, release } = await holdLaterParts(page);
  const { carousel, list } = await alsoLikeAt1440(page);
  // The page has hydrated without them: the file is asked for, and held back here.
  await expect.poll(() => asked.length).toBe(1);
  await expect(carousel.getByRole('link')).toHaveCount(16);
  await expect(
    page.getByRole('region', { name: 'Featured Products' }).getByRole('link'),
  ).not.toHaveCount(0);

  await carousel.getByRole('button', { name: 'Next products' }).click();
  await page.waitForTimeout(300);
  expect(await list.evaluate((element) => element.scrollLeft)).toBe(0);

  release();
  // Made once: a page on, the seventh product first in view (twice would show the 13th).
  await expect
    .poll(() =>
      list.evaluate((element) => {
        const seventh = element.children[6]?.getBoundingClientRect().left ?? Infinity;
        return Math.abs(seventh - element.getBoundingClientRect().left);
      }),
    )
    .toBeLessThanOrEqual(1);
});

test('Back to the home page before its products have hydrated shows it with them, once they have', async ({
  page,
}) => {
  const { release } = await holdLaterParts(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
  await watchSections(page);

  await page.goBack();
  await expect(page).toHaveURL('/');
  // The page before stays until the home page can be shown whole.
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/About/);
  release();
  await expect(
    page.getByRole('region', { name: 'You May Also Like' }).getByRole('link'),
  ).toHaveCount(16);
  expect(await firstSeenSections(page)).toEqual([4, 16]);
});

test('a visit to the home page from another page shows its products with it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await hydrated(page);
  // The products' file slowed down: the page waits for it rather than showing without them.
  await page.route(LATER_PARTS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await watchSections(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByRole('region', { name: 'You May Also Like' }).getByRole('link'),
  ).toHaveCount(16);
  expect(await firstSeenSections(page)).toEqual([4, 16]);
});
