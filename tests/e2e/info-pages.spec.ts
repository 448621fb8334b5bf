import type { Page } from '@playwright/test';
import { STORAGE_KEY } from '../../app/basket/stored';
import { site } from '../../app/content/site';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, hydrated, test, WCAG_22_AA } from './fixtures';

async function expectH1(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
}

/** The query a contact-form link carries, as the contact page will read it. */
function enquiryOf(href: string | null) {
  const url = new URL(href ?? '', 'http://localhost');
  return {
    path: url.pathname,
    subject: url.searchParams.get('subject'),
    message: url.searchParams.get('message') ?? '',
  };
}

const services = [
  ['Design', '/services/design'],
  ['Sign Installation', '/services/sign-installation'],
  ['Shop Fitting', '/services/shop-fitting'],
  ['Planning', '/services/planning'],
  ['Electrical', '/services/electrical'],
  ['Print', '/services/print'],
  ['Delivery', '/services/delivery'],
] as const;

test('/services lists the seven services, each linking to its own page', async ({ page }) => {
  await page.goto('/services');
  await expectH1(page, 'Our Services');
  await expect(page).toHaveTitle('Our Services | Clydeside Shopfitters');
  const list = page.getByRole('region', { name: 'What we can do for your shop' }).getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(7);
  for (const [name, href] of services) {
    await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
});

for (const [name, path] of services) {
  test(`${path} describes the ${name} service and offers a consultation`, async ({ page }) => {
    await page.goto(path);
    await expectH1(page, name);
    await expect(page).toHaveTitle(`${name} | Clydeside Shopfitters`);
    const main = page.getByRole('main');
    for (const heading of ['What we cover', 'How it works', 'Typical timescales']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(
      main.getByRole('region', { name: 'How it works' }).locator('ol > li'),
    ).not.toHaveCount(0);
    const consultation = main.getByRole('link', { name: 'Request Consultation', exact: true });
    const enquiry = enquiryOf(await consultation.getAttribute('href'));
    expect(enquiry).toMatchObject({ path: '/contact', subject: 'services' });
    expect(enquiry.message).toContain(`your ${name} service`);
    const related = main.getByRole('region', { name: 'Related products' }).getByRole('link');
    await expect(related).not.toHaveCount(0);
  });
}

test('a service card navigates inside the running site', async ({ page }) => {
  await page.goto('/services');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'Electrical', exact: true }).click();
  await expect(page).toHaveURL('/services/electrical');
  await expectH1(page, 'Electrical');
});

test('/projects/ideas covers layout, lighting, signage and seasonal displays', async ({ page }) => {
  await page.goto('/projects/ideas');
  await expectH1(page, 'Shop Fitting Ideas for Small Retailers');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'Layout',
    'Lighting',
    'Signage',
    'Seasonal displays',
    'Want ideas for your own shop?',
  ]);
  await expect(main.getByRole('link', { name: 'Double-Sided Gondola' })).toHaveAttribute(
    'href',
    '/products/shelving/double-sided-gondola',
  );
});

test('/projects/what-we-do names the kinds of shop and links the process to the services', async ({
  page,
}) => {
  await page.goto('/projects/what-we-do');
  await expectH1(page, 'What We Do');
  const main = page.getByRole('main');
  for (const kind of [
    'Convenience stores',
    'Off-licences',
    'Pharmacies',
    'Cafés and takeaways',
    'Fashion and beauty',
  ]) {
    await expect(main.getByRole('heading', { level: 3, name: kind })).toBeVisible();
  }
  const process = main.getByRole('region', { name: 'From survey to handover' });
  await expect(process.locator('ol > li').first()).toContainText('Survey');
  await expect(process.locator('ol > li').last()).toContainText('Handover');
  await expect(process.getByRole('link', { name: 'Planning' })).toHaveAttribute(
    'href',
    '/services/planning',
  );
});

const TRADE_PAGES = [
  ['/trade-account', 'Trade Accounts'],
  ['/signup', 'Sign Up'],
  ['/login', 'Log In'],
] as const;

/** "Your quotes and orders" as the page holds it: the one form, posting one address. */
async function expectAccountLinkForm(page: Page) {
  const section = page.getByRole('region', { name: 'Your quotes and orders' });
  await expect(section).toBeVisible();
  const email = section.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('name', 'email');
  await expect(email).toHaveAttribute('required', '');
  const button = section.getByRole('button', { name: 'Email me a link' });
  await expect(button).toBeVisible();
  const form = section.locator('form');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', '/account/link');
  await expect(form.locator('input')).toHaveCount(1);
  await expect(page.locator('input[type=password]')).toHaveCount(0);
  await expect(page.getByRole('main').locator('form')).toHaveCount(1);
  return { section, email, button };
}

for (const [path, heading] of TRADE_PAGES) {
  test(`${path} leads to "Your quotes and orders" and says trade terms are agreed with the sales team`, async ({
    page,
  }) => {
    await page.goto(path);
    await expectH1(page, heading);
    await expect(page).toHaveTitle(`${heading} | Clydeside Shopfitters`);
    const main = page.getByRole('main');
    await hydrated(page);
    const { email } = await expectAccountLinkForm(page);
    // Typed after the app has taken over, the address stays in the plain form to be posted.
    await email.fill('morag@example.co.uk');
    await expect(email).toHaveValue('morag@example.co.uk');
    await expect(main).toContainText('agree your prices and how you pay');
    await expect(main).not.toContainText(/no online accounts|no customer log-in|no online sign-up/);
    const apply = main.getByRole('link', { name: 'Start a trade account application' });
    const enquiry = enquiryOf(await apply.getAttribute('href'));
    expect(enquiry).toMatchObject({ path: '/contact', subject: 'trade' });
    await expect(main.getByRole('link', { name: site.phone.display })).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    await expect(main.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
  });
}

for (const width of [1280, 390]) {
  test(`at ${width}px each trade page shows "Your quotes and orders" in its first screen, and axe finds nothing`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const [path] of TRADE_PAGES) {
      await page.goto(path);
      await hydrated(page);
      const { button } = await expectAccountLinkForm(page);
      await page.screenshot({ path: testInfo.outputPath(`${path.slice(1)}-${width}-first.png`) });
      // The way in is in the first screen: its heading on a phone, the whole form on a desktop.
      const first =
        width === 390 ? page.getByRole('heading', { name: 'Your quotes and orders' }) : button;
      await expect(first).toBeInViewport({ ratio: 1 });
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        violations.map(({ id }) => id),
        path,
      ).toEqual([]);
      await page.screenshot({
        path: testInfo.outputPath(`${path.slice(1)}-${width}.png`),
        fullPage: true,
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each trade page holds the same plain form, posting to /account/link', async ({ page }) => {
    for (const [path, heading] of TRADE_PAGES) {
      await page.goto(path);
      await expectH1(page, heading);
      await expectAccountLinkForm(page);
    }
  });
});

test('/privacy says the basket stays in the browser and what the forms send is kept 24 months', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expectH1(page, 'Privacy Policy');
  const main = page.getByRole('main');
  const basket = main.getByRole('region', { name: 'Your basket' });
  await expect(basket).toContainText(`"${STORAGE_KEY}"`);
  await expect(basket).toContainText('reaches us only when you send it as a quote request');
  const forms = main.getByRole('region', { name: 'The contact, quote and site survey forms' });
  await expect(forms).toContainText('Who reads it: our sales team');
  await expect(forms).toContainText('24 months from the day you sent it');
  await expect(main).toContainText(
    'This website sets no cookies unless you sign in to your quotes and orders',
  );
  await expect(main.getByRole('link', { name: 'Make a complaint to the ICO' })).toHaveAttribute(
    'href',
    'https://ico.org.uk/make-a-complaint/',
  );
  await expect(main.getByRole('link', { name: site.email }).first()).toBeVisible();
});

test('the privacy page lists its parts and links to each', async ({ page }) => {
  await page.goto('/privacy');
  await hydrated(page);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  await contents.getByRole('link', { name: 'Your rights' }).click();
  await expect(page).toHaveURL(/#your-rights$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInViewport();
});

test('/terms gives 30-day returns, the warranties and Scots law', async ({ page }) => {
  await page.goto('/terms');
  await expectH1(page, 'Terms & Conditions');
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Returns' })).toContainText('within 30 days');
  const warranties = main.getByRole('region', { name: 'Warranties' });
  for (const warranty of [
    'Signs: 5 years, with 2 years on their electrical parts',
    'Suspended ceiling grid and tiles: 10 years',
    'Light boxes: 2 years',
  ]) {
    await expect(warranties.getByRole('listitem').filter({ hasText: warranty })).toHaveCount(1);
  }
  await expect(main.getByRole('region', { name: 'Delivery and collection' })).toContainText(
    'collection only, from our Glasgow warehouse',
  );
  await expect(main.getByRole('region', { name: 'Governing law' })).toContainText(
    'law of Scotland',
  );
});

for (const width of [390, 1280]) {
  test(`at ${width}px the information pages fit the screen without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      '/services',
      '/services/sign-installation',
      '/projects/ideas',
      '/projects/what-we-do',
      '/privacy',
      '/terms',
      '/trade-account',
      '/signup',
      '/login',
    ]) {
      await page.goto(path);
      // Measured once the app has taken over and drawn what it adds.
      await hydrated(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
