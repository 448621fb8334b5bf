import { writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { acceptQuote, askForLink, requestQuote, signInPath } from './support/buyers';
import { test } from './support/mail-site';
import { expectNoViolations, openEnquiry, sendQuote, signInStaff } from './support/quotes';

/**
 * The buyer's own page (PRODUCT.md "The buyer's own page", issue 39), end to end at 1280
 * and 390 on the production build, with a real SMTP server: a buyer quoted twice (two
 * quote requests from the same address, each quote sent by the sales team from the inbox)
 * and invoiced once (one quote accepted with a 50% deposit, so its deposit invoice is
 * issued) asks for a link on /account, reads it in the e-mail the mail server took, and
 * signs in: the Quotes, Orders and Invoices tables list both quotes, the order and the
 * invoice, and each link opens its page (the invoice its PDF). A second browser without
 * JavaScript does the same; "Sign out everywhere" in the first then signs both out. The
 * server and its store are the spec's own, so nothing here moves another journey's money.
 */

// One server for the file, its two widths one after the other (a production build and a
// mail server per worker would be two of each on a two-core machine).
test.describe.configure({ mode: 'default', timeout: 300_000 });

const TITLE = 'Your quotes and orders';

async function checkPage(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await expectNoViolations(page);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
}

/** A table on the buyer's page by its heading, and its body's rows (the header row left out). */
function table(page: Page, name: 'Quotes' | 'Orders' | 'Invoices') {
  const found = page.getByRole('table', { name, exact: true });
  return { table: found, rows: found.locator('tbody').getByRole('row') };
}

/** What the signed-in page lists for this buyer: both quotes, the order, the invoice. */
async function expectListed(
  page: Page,
  facts: { email: string; accepted: string; waiting: string; invoice: string },
) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.getByText(`Signed in as ${facts.email}.`)).toBeVisible();
  const quotes = table(page, 'Quotes');
  await expect(quotes.rows).toHaveCount(2);
  await expect(quotes.rows.filter({ hasText: `${facts.accepted} v1` })).toContainText('Accepted');
  await expect(quotes.rows.filter({ hasText: `${facts.waiting} v1` })).toContainText(
    'Waiting for your answer',
  );
  const orders = table(page, 'Orders');
  await expect(orders.rows).toHaveCount(1);
  await expect(orders.rows.getByRole('link', { name: facts.accepted, exact: true })).toBeVisible();
  const invoices = table(page, 'Invoices');
  await expect(invoices.rows).toHaveCount(1);
  await expect(
    invoices.rows.getByRole('link', { name: `${facts.invoice} (PDF)`, exact: true }),
  ).toBeVisible();
  await expect(invoices.rows).toContainText('Deposit invoice');
  await expect(invoices.rows).toContainText('£600.00');
  await expect(
    invoices.rows.getByRole('link', { name: facts.accepted, exact: true }),
  ).toBeVisible();
}

for (const width of [1280, 390]) {
  test(`at ${width}px a buyer quoted twice and invoiced once signs in by an e-mailed link, opens each quote, order and invoice, and signs out everywhere`, async ({
    page,
    party,
    mailSite,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${testInfo.workerIndex}-${Date.now()}`;
    const name = `Iona Muir ${tag}`;
    const email = `iona-${tag}@example.co.uk`;

    let accepted = '';
    let waiting = '';
    let invoice = '';
    await test.step('two quote requests from the same address, each quoted by the sales team', async () => {
      accepted = await requestQuote(page, name, email);
      // The second from a browser of its own: the first's basket has been sent already.
      waiting = await requestQuote((await party({ width })).page, name, email);
      const staff = (await party({ width })).page;
      await signInStaff(staff, testInfo, mailSite.dataDir);
      await openEnquiry(staff, accepted);
      await staff.getByRole('button', { name: 'Prepare quote' }).click();
      await staff.getByRole('textbox', { name: /^Deposit \(% of the total\)/ }).fill('50');
      const link = await sendQuote(staff, accepted, 1);
      await openEnquiry(staff, waiting);
      await staff.getByRole('button', { name: 'Prepare quote' }).click();
      await sendQuote(staff, waiting, 1);

      // The first accepted: its order starts and its deposit invoice is issued.
      await acceptQuote(page, link, name);
      await page.goto(link);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${accepted}`);
      const heading = page
        .getByRole('region', { name: 'Invoices' })
        .getByRole('heading', { name: /^Deposit invoice INV-\d+$/ });
      invoice = /INV-\d+/.exec((await heading.textContent()) ?? '')?.[0] ?? '';
      expect(invoice).toMatch(/^INV-\d+$/);
    });
    const facts = { email, accepted, waiting, invoice };

    await test.step('signed out, /account asks for the address; the answer says a link is on its way', async () => {
      await page.goto('/account');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(page.getByRole('button', { name: 'Email me a link' })).toBeVisible();
      await checkPage(page, width);
      await shoot(page, testInfo, `account-signed-out-${width}.png`);
      await askForLink(page, email);
      await checkPage(page, width);
      await shoot(page, testInfo, `account-link-sent-${width}.png`);
    });

    let firstLink = '';
    await test.step('the e-mailed link signs in: both quotes, the order and the invoice', async () => {
      const mail = await signInPath(mailSite, email, 1);
      writeFileSync(testInfo.outputPath(`sign-in-mail-${width}.txt`), mail.text);
      firstLink = mail.path;
      await page.goto(firstLink);
      expect(new URL(page.url()).pathname).toBe('/account');
      await expectListed(page, facts);
      await checkPage(page, width);
      await shoot(page, testInfo, `account-signed-in-${width}.png`);
      // Used once: the same link again signs nobody in.
      const again = await page.request.get(firstLink, { maxRedirects: 0 });
      expect(again.status()).toBe(410);
      expect(await again.text()).toContain('This link no longer works');
    });

    await test.step('each row opens its own page, the invoice its PDF', async () => {
      await table(page, 'Quotes')
        .rows.getByRole('link', { name: `${waiting} v1` })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quote ${waiting} v1`);
      await page.goto('/account');
      await table(page, 'Quotes')
        .rows.getByRole('link', { name: `${accepted} v1` })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${accepted}`);
      await page.goto('/account');
      await table(page, 'Orders').rows.getByRole('link', { name: accepted, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Order ${accepted}`);
      await page.goto('/account');
      const pdf = table(page, 'Invoices').rows.getByRole('link', { name: `${invoice} (PDF)` });
      const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      const response = await page.request.get((await pdf.getAttribute('href')) ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      expect(await response.text()).toContain(invoice);
    });

    const plain = (await party({ width, javaScript: false })).page;
    await test.step('without JavaScript the same page works in a second browser', async () => {
      await askForLink(plain, email);
      await plain.goto((await signInPath(mailSite, email, 2)).path);
      await expectListed(plain, facts);
      const signedIn = plain.getByRole('region', { name: 'Where you are signed in' });
      await expect(signedIn.getByRole('listitem')).toHaveCount(2);
      await expect(
        signedIn.getByRole('listitem').filter({ hasText: '(this browser)' }),
      ).toHaveCount(1);
      await shoot(plain, testInfo, `account-signed-in-no-js-${width}.png`);
    });

    await test.step('Sign out everywhere signs out both browsers', async () => {
      await page.goto('/account');
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
      await expect(page.getByRole('status')).toHaveText(
        'You have signed out on every browser. Any link we sent that was not used no longer works.',
      );
      await expect(page.getByRole('button', { name: 'Email me a link' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      await checkPage(page, width);
      await shoot(page, testInfo, `account-signed-out-everywhere-${width}.png`);
      await plain.goto('/account');
      await expect(plain.getByRole('button', { name: 'Email me a link' })).toBeVisible();
      await expect(plain.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
      await expect(plain.getByRole('table')).toHaveCount(0);
    });
  });
}
