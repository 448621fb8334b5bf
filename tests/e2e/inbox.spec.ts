/**
 * The inbox finds a job by whatever the team is told, and puts first the customers waiting
 * on it. A contact enquiry is quoted and accepted with a PO number, another's customer asks
 * for changes (both answered through the server's own forms, as the browsers post them);
 * then, at 1280 and 390, the sales team searches the inbox by every spelling of the
 * reference and by the PO number, and sees the waiting enquiry first, marked. At 390 the
 * first enquiry is near the top of the page.
 */
import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, WCAG_22_AA } from './fixtures';

const PASSWORD = 'Tall ships on the Clyde';

async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
}

/** An account made as docs/sales.md says, on the store the test server reads. */
function addStaff(email: string) {
  execFileSync(process.execPath, ['scripts/staff.js', 'add', email], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STAFF_PASSWORD: PASSWORD },
  });
}

async function signIn(page: Page, email: string) {
  await page.goto('/staff');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
}

/** A message sent through the contact form's address; its reference. */
async function sendEnquiry(request: APIRequestContext, name: string) {
  const sent = await request.post('/api/enquiries', {
    data: {
      kind: 'contact',
      name,
      email: 'buyer@example.co.uk',
      company: 'Campbell Jewellers',
      subject: 'quote',
      message: 'A counter for the shop, please.',
    },
  });
  expect(sent.status()).toBe(201);
  return ((await sent.json()) as { reference: string }).reference;
}

/**
 * The sales team's Prepare quote and Send quote, posted as the editor's form posts them
 * (the editor's own journeys are quotes.spec.ts); the customer's link.
 */
async function sendQuote(page: Page, reference: string) {
  await findByReference(page, reference, reference);
  await page.getByRole('link', { name: reference, exact: true }).first().click();
  const enquiry = new URL(page.url()).pathname;
  const origin = new URL(page.url()).origin;
  const csrf = await page.locator('input[name="_csrf"]').first().inputValue();
  const opened = await page.request.post(`${enquiry}/quote/open`, {
    form: { _csrf: csrf },
    headers: { origin },
  });
  expect(opened.ok()).toBe(true);
  const editor = await opened.text();
  const revision = /name="revision" value="(\d+)"/.exec(editor)?.[1] ?? '';
  // Good for 30 days from the editor's today (the date field's least).
  const today = /id="validUntil"[^>]* min="([\d-]{10})"/.exec(editor)?.[1] ?? '';
  const validUntil = new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10);
  const sent = await page.request.post(`${enquiry}/quote`, {
    headers: { origin },
    form: {
      _csrf: csrf,
      revision,
      action: 'send',
      validUntil,
      note: '',
      'line-0-description': 'Shop counter, 1800mm',
      'line-0-quantity': '1',
      'line-0-price': '1815.60',
      'line-0-lead': '',
      'line-0-product': '',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const token = /\/quotes\/([\w-]{43})/.exec(await sent.text())?.[1];
  expect(token).toBeTruthy();
  return `/quotes/${token}`;
}

/** The customer's answer, posted from the quote's own page as a browser without scripts does. */
async function answer(
  page: Page,
  link: string,
  kind: 'accept' | 'changes',
  fields: Record<string, string>,
) {
  const quote = await (await page.request.get(link)).text();
  const version = /name="version" value="(\d+)"/.exec(quote)?.[1] ?? '';
  const form = /name="_form" value="([\w-]+)"/.exec(quote)?.[1] ?? '';
  const answered = await page.request.post(`${link}/${kind}`, {
    headers: { origin: new URL(page.url()).origin },
    form: { version, _form: form, ...fields },
  });
  expect(answered.ok()).toBe(true);
}

/** The inbox's search, typed and sent; the one row it finds. */
async function findByReference(page: Page, typed: string, reference: string) {
  await page.goto('/staff');
  await page.getByRole('searchbox', { name: 'Search' }).fill(typed);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 enquiry')).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(reference) });
  await expect(row.getByRole('link', { name: reference, exact: true })).toBeVisible();
  return row;
}

// Two quotes answered and ten searches, each a page: a longer journey.
test.describe.configure({ timeout: 180_000 });

for (const width of [1280, 390]) {
  test(`at ${width}px the inbox finds a job by every spelling of its reference and its PO number, and puts a waiting customer first`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${testInfo.workerIndex}-${Date.now()}`;
    const email = `inbox-${tag}@example.co.uk`;
    addStaff(email);
    await signIn(page, email);

    const accepted = await sendEnquiry(page.request, `Morag Campbell ${tag}`);
    const waiting = await sendEnquiry(page.request, `Iain Fraser ${tag}`);
    const po = `MCL-PO-${tag}`;
    await answer(page, await sendQuote(page, accepted), 'accept', {
      name: 'Morag Campbell',
      po,
      billingAddress: '14 Gordon Street\nGlasgow',
      billingPostcode: 'G1 3PB',
      terms: 'yes',
    });
    await answer(page, await sendQuote(page, waiting), 'changes', {
      message: 'Could the fitting be on a Sunday?',
    });
    // Newer than both, so only the marker can put the waiting one above it.
    const newer = await sendEnquiry(page.request, `Hamish Stewart ${tag}`);

    const digits = accepted.slice('CS-'.length);
    for (const typed of [
      accepted,
      `${accepted} v1`,
      `${accepted}-1`,
      `${accepted}v1`,
      `cs${digits}`,
      `CS ${digits}`,
      digits,
      po,
    ]) {
      await test.step(`search: ${typed}`, async () => {
        const row = await findByReference(page, typed, accepted);
        await expect(row).toContainText('Accepted v1');
      });
    }
    await expectNoViolations(page);

    await test.step('the customer waiting on us is first, and says so', async () => {
      await page.goto('/staff');
      // Other journeys share the store and may have customers waiting too (newer ones come
      // first among them): this one is above every customer not waiting, the newer one included.
      const rows = page.locator('tbody tr');
      const texts = await rows.allTextContents();
      const at = (reference: string) => texts.findIndex((text) => text.includes(reference));
      expect(at(waiting)).toBeGreaterThanOrEqual(0);
      expect(at(newer)).toBeGreaterThan(at(waiting));
      const marked = texts.map((text) => text.includes('Waiting on us'));
      expect(marked.lastIndexOf(true)).toBeLessThan(marked.indexOf(false));
      const row = rows.nth(at(waiting));
      await expect(row).toContainText('Waiting on us');
      await expect(row).toContainText('Changes requested v1');
      const first = page.getByRole('row').nth(1);
      await expect(page.getByText('Waiting on us', { exact: true })).toHaveCount(
        await page.locator('tbody tr', { hasText: 'Changes requested' }).count(),
      );
      const top = (await first.boundingBox())?.y ?? Infinity;
      // On a phone (390 x 844 and up) the first enquiry starts on the first screen, below the
      // header's money links and the quotes', orders' and money's figures in one box.
      if (width === 390) expect(top).toBeLessThan(700);
      await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`) });
      await expectNoViolations(page);
    });

    await test.step('every figure and filter is there by keyboard', async () => {
      const summary = page.getByRole('region', { name: /^Quotes this month/ });
      for (const figure of [
        /quotes? sent in/,
        /accepted in/,
        /accepted ex VAT in/,
        /expiring within 7 days/,
      ]) {
        await expect(summary.getByText(figure).first()).toBeVisible();
      }
      const status = page.getByRole('combobox', { name: 'Status' });
      if (width === 390) {
        await expect(status).toBeHidden();
        await page.getByRole('searchbox', { name: 'Search' }).focus();
        await page.keyboard.press('Tab');
        await expect(page.getByText('Filters', { exact: true })).toBeFocused();
        await page.keyboard.press('Enter');
      }
      await expect(status).toBeVisible();
      await page
        .getByRole('combobox', { name: 'Quote' })
        .selectOption({ label: 'Changes requested' });
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByRole('row', { name: new RegExp(waiting) })).toBeVisible();
      if (width === 390) await expect(page.getByText('Filters (1 on)')).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
