import { expect, hydrated, markWindow, scrollPageTo, scrollY, test, wasReloaded } from './fixtures';

const productLinks = [
  ['Retail Shelving', '/products/retail-shelving'],
  ['Glass Shelves', '/products/glass-shelves'],
  ['LED Lights', '/products/led-lights'],
  ['Suspended Ceilings', '/products/ceiling'],
  ['Display Cabinets', '/products/display-cabinet'],
  ['Outdoor Signage', '/products/outdoor-signage'],
  ['Indoor Signage', '/products/indoor-signage'],
] as const;

const serviceLinks = [
  ['Design', '/services/design'],
  ['Sign Installation', '/services/sign-installation'],
  ['Shop Fitting', '/services/shop-fitting'],
  ['Planning', '/services/planning'],
  ['Electrical', '/services/electrical'],
  ['Print', '/services/print'],
  ['Delivery', '/services/delivery'],
] as const;

test('the pre-rendered page has the whole shell before any JavaScript runs', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(
    page.getByRole('banner').getByRole('link', { name: /0141 496 0321/ }),
  ).toHaveAttribute('href', 'tel:+441414960321');
  for (const [name, href] of [
    ['Trade Account', '/trade-account'],
    ['Sign Up', '/signup'],
    ['Log In', '/login'],
  ] as const) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(page.getByRole('link', { name: 'Clydeside Shopfitters home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(
    page.getByRole('combobox', { name: 'Search products and services' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket' })).toHaveAttribute('href', '/cart');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
  // The price switch needs scripts to switch anything: without them it is not offered, at
  // any width, rather than left as a control that does nothing.
  const switches = page.getByRole('switch', { name: 'Prices ex VAT', includeHidden: true });
  await expect(switches).toHaveCount(2);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(switches.first()).toBeHidden();
    await expect(switches.last()).toBeHidden();
  }
  await context.close();
});

test('the footer links to the quick links, the product ranges, contact details and legal pages', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const [name, href] of [
    ['Home', '/'],
    ['Products', '/products'],
    ['About Us', '/about'],
    ['Contact', '/contact'],
    ['Gondola Shelving', '/products/gondola-shelving'],
    ['Wall Units', '/products/wall-units'],
    ['Accessories', '/products/accessories'],
    ['Custom Solutions', '/products/custom-solutions'],
    ['Privacy Policy', '/privacy'],
    ['Terms & Conditions', '/terms'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
    await expect(footer.getByRole('link', { name: network })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  await expect(
    footer.getByRole('link', { name: 'sales@clydesideshopfitters.co.uk' }),
  ).toBeVisible();
  await expect(footer).toContainText('Mon-Fri');
  await expect(footer).toContainText('9am-5pm');
  await expect(footer).toContainText('Sat');
  await expect(footer).toContainText('10am-2pm');
  await expect(footer).toContainText('Closed');
});

test('the WhatsApp button is on the page, fixed, and opens a chat with the business', async ({
  page,
}) => {
  await page.goto('/');
  const chat = page.getByRole('link', { name: /WhatsApp/ });
  await expect(chat).toHaveAttribute('href', 'https://wa.me/447700900321');
  await expect(chat).toHaveCSS('position', 'fixed');
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(1000);
  await expect(chat).toBeInViewport();
});

test('each desktop menu opens and closes by mouse and keyboard and lists its links', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const products = nav.getByRole('button', { name: 'Products' });

  await products.click();
  await expect(products).toHaveAttribute('aria-expanded', 'true');
  for (const [name, href] of productLinks) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.getByRole('heading', { name: 'Our Products' }).click();
  await expect(products).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Glass Shelves' })).toBeHidden();

  const services = nav.getByRole('button', { name: 'Services' });
  await services.focus();
  await page.keyboard.press('Enter');
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Design' })).toBeFocused();
  for (const [name, href] of serviceLinks) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.keyboard.press('Escape');
  await expect(services).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeFocused();

  const projects = nav.getByRole('button', { name: 'Projects' });
  await projects.focus();
  await page.keyboard.press('Space');
  await expect(nav.getByRole('link', { name: 'Ideas' })).toHaveAttribute('href', '/projects/ideas');
  await expect(nav.getByRole('link', { name: 'What We Do' })).toHaveAttribute(
    'href',
    '/projects/what-we-do',
  );
  await page.keyboard.press('Space');
  await expect(projects).toHaveAttribute('aria-expanded', 'false');
});

test('tabbing out of an open menu closes it', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const projects = nav.getByRole('button', { name: 'Projects' });
  await projects.click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Gallery' })).toBeFocused();
  await expect(projects).toHaveAttribute('aria-expanded', 'false');
});

test('links navigate inside the page, unknown paths show home, and Back and Forward work @smoke', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await markWindow(page);
  const nav = page.getByRole('navigation', { name: 'Main' });

  await nav.getByRole('button', { name: 'Products' }).click();
  await nav.getByRole('link', { name: 'Glass Shelves' }).click();
  await expect(page).toHaveURL('/products/glass-shelves');
  await expect(nav.getByRole('button', { name: 'Products' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  // The address changes at the click; the page follows once its code has loaded.
  await expect(page.getByRole('heading', { level: 1, name: 'Glass Shelves' })).toBeVisible();

  await nav.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL('/gallery');
  await page.goBack();
  await expect(page).toHaveURL('/products/glass-shelves');
  await page.goForward();
  await expect(page).toHaveURL('/gallery');
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  expect(await wasReloaded(page)).toBe(false);
});

test('a page opened from a link starts at its top, and Back returns to where the visitor was', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await markWindow(page);
  await scrollPageTo(page, 1200);

  // The header stays in view, so clicking its link does not scroll the page first.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Gallery' })
    .click();
  await expect(page).toHaveURL('/gallery');
  // The address changes at the click; the page follows once its code has loaded, and must
  // open at its top. Until then the home page is still shown, at the visitor's place.
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => scrollY(page)).toBe(1200);
  await page.goForward();
  await expect(page).toHaveURL('/gallery');
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await wasReloaded(page)).toBe(false);
});

test('a reload keeps the place on a page reached by a link; a page opened afresh starts at its top', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Gallery' })
    .click();
  await expect(page).toHaveURL('/gallery');
  // The address changes at the click; the page follows once its code has loaded, and opens
  // at its top. The visitor scrolls the page they see.
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await scrollPageTo(page, 300);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(300);

  // Opened afresh from elsewhere, a page is a new visit: no position follows it there, not
  // even that of the page opened afresh before it.
  await page.goto('/');
  await hydrated(page);
  await scrollPageTo(page, 500);
  await page.goto('/gallery');
  await hydrated(page);
  expect(await scrollY(page)).toBe(0);
});

test('a choice that only changes the query keeps the place on the page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products/shelving/double-sided-gondola');
  await hydrated(page);
  const colour = page.getByRole('group', { name: 'Colour', exact: true });
  await colour.scrollIntoViewIfNeeded();
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(200);
  await colour.getByRole('radio', { name: /^White/ }).click();
  await expect(page).toHaveURL(/colour=white/);
  // The page follows the address a render later: watch the place for 20 frames.
  const places = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const seen: number[] = [];
        const frame = () => {
          seen.push(window.scrollY);
          if (seen.length < 20) requestAnimationFrame(frame);
          else resolve(seen);
        };
        requestAnimationFrame(frame);
      }),
  );
  expect(new Set(places)).toEqual(new Set([before]));
});

/** The privacy page, started, and the links of its "On this page" contents. */
async function openPrivacyContents(page: import('@playwright/test').Page) {
  await page.goto('/privacy');
  await hydrated(page);
  return page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
}

test('Back through the contents links of a page returns to each place in turn', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await scrollPageTo(page, 1500);
  const contents = await openPrivacyContents(page);
  await contents.nth(1).scrollIntoViewIfNeeded();
  const contentsAt = await scrollY(page);
  await contents.nth(1).click();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  // Back up to the contents, then on to another section.
  await contents.nth(4).scrollIntoViewIfNeeded();
  const leftAt = await scrollY(page);
  await contents.nth(4).click();
  await expect.poll(() => scrollY(page)).not.toBe(leftAt);

  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(leftAt);
  await page.goBack();
  await expect.poll(() => scrollY(page)).toBe(contentsAt);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => scrollY(page)).toBe(1500);
});

test('a scroll the browser reports after Back has changed the address is not taken for the new page', async ({
  page,
}) => {
  const contents = await openPrivacyContents(page);
  await contents.nth(3).click();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const sectionAt = await scrollY(page);
  // Back fast, as a visitor pressing it twice: the browser may still owe the scroll event of
  // the page being left when the address has already changed. Deliver one just then.
  await page.evaluate(() => {
    addEventListener('popstate', () => dispatchEvent(new Event('scroll')), { once: true });
    history.back();
  });
  await expect(page).toHaveURL('/privacy');
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goForward();
  await expect.poll(() => scrollY(page)).toBe(sectionAt);
});

test('a contents link followed a second time opens its section again, not where it was left', async ({
  page,
}) => {
  const contents = await openPrivacyContents(page);
  await contents.nth(1).click();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
  const sectionAt = await scrollY(page);
  await contents.nth(4).scrollIntoViewIfNeeded();
  await expect.poll(() => scrollY(page)).toBeLessThan(sectionAt);
  await contents.nth(4).click();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(sectionAt);
  await contents.nth(1).scrollIntoViewIfNeeded();
  await contents.nth(1).click();
  await expect.poll(() => scrollY(page)).toBe(sectionAt);
});

test('after a reload, Back returns to the page before at its place, shown whole', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await scrollPageTo(page, 1500);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Gallery' })
    .click();
  await expect(page).toHaveURL('/gallery');
  // The gallery shown, its module loaded: a reload while it still loads is another case.
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /shop fitting, shelving and signage/i,
  );
  await expect.poll(() => scrollY(page)).toBe(1500);
});

test('a page reached by a link takes the focus at its heading, so it is read out and Tab goes on from there', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const about = page.getByRole('contentinfo').getByRole('link', { name: 'About Us' });
  await about.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/about');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is in the page, not the footer link the visitor left.
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // A choice that only changes the query leaves the focus on the choice.
  await page.goto('/products/shelving/standard-wall-shelf');
  await hydrated(page);
  const width = page.getByRole('radio', { name: /^1200mm/ });
  await width.check();
  await expect(page).toHaveURL(/width=1200/);
  await expect(width).toBeFocused();
});

test('each page a visitor moves to gets its own title, description and canonical link', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page).toHaveTitle(/^About Us \| /);
  const head = page.locator('head');
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(head.locator('meta[name="description"]')).toHaveCount(1);
  await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/about$/);
  // The home page's LocalBusiness data leaves with the home page.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveTitle(/shop fitting, shelving and signage/i);
  await expect(head.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
});

test('a page that cannot load says so inside the site, and loads once the connection is back', async ({
  page,
  pageErrors,
}) => {
  await page.goto('/');
  await hydrated(page);
  await markWindow(page);
  // The About page's script cannot be fetched (the visitor went offline).
  await page.route(/\/assets\/about-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sorry, this page could not be shown' }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^0141/ })).toBeVisible();

  await page.unroute(/\/assets\/about-[^/]+\.js$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  // The page itself, fetched again: the home page stays shown until it has loaded.
  await expect(
    page.getByRole('heading', { level: 1, name: 'About Clydeside Shopfitters' }),
  ).toBeVisible();
  expect(await wasReloaded(page)).toBe(false);
  // The failed fetch was reported to the console, once: no retry loop, and nothing else.
  expect(pageErrors.length).toBeLessThanOrEqual(3);
  for (const error of pageErrors) {
    expect(error).toMatch(/ERR_INTERNET_DISCONNECTED|Failed to fetch dynamically imported module/);
  }
  pageErrors.length = 0;
});

for (const path of ['/no-such-page', '/ABOUT', '/products/Glass-Shelves']) {
  test(`an unknown path (${path}) answers 404 with the home page and no message @smoke`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /shop fitting, shelving and signage/i,
    );
    await expect(page.getByText(/not found|404/i)).toHaveCount(0);
  });
}

for (const width of [1280, 390]) {
  test(`at ${width}px, the compacted header keeps the price switch in view, and a top-bar link while it has the focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await hydrated(page);
    await scrollPageTo(page, 600);
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-compact', 'true');
    // A buyer far down a page switches the prices without scrolling back up.
    const vat = header.getByRole('switch', { name: 'Prices ex VAT' });
    await expect(vat).toBeInViewport();
    await vat.click();
    await expect(vat).toHaveAttribute('aria-checked', 'true');
    expect(await scrollY(page)).toBe(600);

    const logIn = header.getByRole('link', { name: 'Log In' });
    await logIn.focus();
    await expect
      .poll(async () => (await logIn.boundingBox())?.y ?? -1, { message: 'Log In' })
      .toBeGreaterThanOrEqual(0);
    // The focus leaves the top bar: the header compacts again, the switch still in view.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await scrollY(page)).toBe(600);
    await expect.poll(async () => (await logIn.boundingBox())?.y ?? 0).toBeLessThan(0);
    await expect(vat).toBeInViewport();
  });
}

test('the header compacts past 50 pixels of scroll without moving the content', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => {
    const shifts: number[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
    (window as unknown as { shifts: number[] }).shifts = shifts;
  });
  const header = page.getByRole('banner');
  const heading = page.getByRole('heading', { name: 'Our Products' });
  const top = (await heading.boundingBox())?.y ?? 0;

  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(header).toHaveAttribute('data-compact', 'true');
  await expect(page.getByRole('link', { name: 'Trade Account' })).not.toBeInViewport();
  // Back to 50 exactly: not past it, so full again.
  await page.evaluate(() => window.scrollTo(0, 50));
  await expect(header).toHaveAttribute('data-compact', 'false');
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(header).toHaveAttribute('data-compact', 'true');
  await expect(page.getByRole('link', { name: 'Trade Account' })).not.toBeInViewport();
  expect((await heading.boundingBox())?.y).toBeCloseTo(top - 51, 0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-compact', 'false');
  await expect(page.getByRole('link', { name: 'Trade Account' })).toBeInViewport();
  const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
});

for (const width of [1280, 390]) {
  test(`at ${width}px the WhatsApp button leaves the end of the page uncovered`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const chat = await page.getByRole('link', { name: /WhatsApp/ }).boundingBox();
    const last = await page.getByRole('link', { name: 'Terms & Conditions' }).boundingBox();
    if (!chat || !last)
      throw new Error('the WhatsApp button and the last footer link must be on the page');
    const clear = last.y + last.height <= chat.y || last.x + last.width <= chat.x;
    expect(clear).toBe(true);
  });
}
