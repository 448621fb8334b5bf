import { execFileSync } from 'node:child_process';
import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { site } from '../../../app/content/site';
import { expect, test as base, WCAG_22_AA } from '../fixtures';

/**
 * What the quote journeys share (quotes.spec.ts, quote-edges.spec.ts, quote-send.spec.ts):
 * the sales team's account and sign-in, the inbox's search, the editor's lines, Send quote,
 * and other people at browsers of their own. Everything is found by role, accessible name
 * and visible text, as a screen reader user finds it.
 */

export const PASSWORD = 'Tall ships on the Clyde';

export interface Party {
  page: Page;
  /** Takes out the console errors a journey caused on purpose (a refused answer's 409). */
  forgive: (pattern: RegExp) => void;
}

let addresses = 0;

/**
 * Someone else at their own browser: the sales team, or the customer opening the link.
 * Each is a visitor address of its own (the server limits sign-ins and answers per address,
 * and the fixture's address is only the first page's), and fails the test on a console
 * error, as the fixture's page does.
 */
export const test = base.extend<{
  party: (options: { width: number; javaScript?: boolean }) => Promise<Party>;
}>({
  party: async ({ browser, baseURL }, provide, testInfo) => {
    const opened: { close: () => Promise<void>; errors: string[] }[] = [];
    await provide(async ({ width, javaScript = true }) => {
      addresses += 1;
      const address = `203.0.${testInfo.workerIndex % 256}.${addresses % 256}`;
      const context = await browser.newContext({
        baseURL,
        viewport: { width, height: 900 },
        javaScriptEnabled: javaScript,
        extraHTTPHeaders: { 'x-forwarded-for': address },
      });
      const errors: string[] = [];
      context.on('page', (page) => {
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
      });
      opened.push({ close: () => context.close(), errors });
      const page = await context.newPage();
      const forgive = (pattern: RegExp) => {
        const kept = errors.filter((error) => !pattern.test(error));
        expect(kept.length, `no console error matched ${String(pattern)}`).toBeLessThan(
          errors.length,
        );
        errors.splice(0, errors.length, ...kept);
      };
      return { page, forgive };
    });
    for (const { close, errors } of opened) {
      await close();
      expect(errors, 'console errors in another browser').toEqual([]);
    }
  },
});

/** YYYY-MM-DD in Glasgow, `days` from today: the shop's days, as the server counts them. */
export function shopDay(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const at = new Date(`${today}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** "11 December 2026": a day in words, as the pages write it. */
export function inWords(day: string) {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
}

/** The value beside a label in a list of facts (<dt>Reference</dt><dd>CS-123456 v1</dd>). */
export function fact(scope: Page | Locator, term: string) {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * The sales team: an account made as the README says, on the store the server under test
 * reads (the journeys' own, or `dataDir` for a server a spec starts itself), signed in at
 * /staff.
 */
export async function signInStaff(
  page: Page,
  testInfo: TestInfo,
  dataDir = process.env.E2E_DATA_DIR,
) {
  const email = `sales-${testInfo.workerIndex}-${Date.now()}@example.co.uk`;
  execFileSync(process.execPath, ['scripts/staff.js', 'add', email], {
    env: { ...process.env, DATA_DIR: dataDir, STAFF_PASSWORD: PASSWORD },
  });
  await page.goto('/staff');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
  return email;
}

/** The inbox's search for one reference (or name), and its row. */
export async function findInInbox(page: Page, reference: string) {
  await page.goto('/staff');
  await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByText('Showing 1 to 1 of 1 enquiry')).toBeVisible();
  return page.getByRole('row', { name: new RegExp(reference) });
}

/** The enquiry's page, from its row in the inbox; `kind` is the inbox's word for it. */
export async function openEnquiry(page: Page, reference: string, kind = 'Quote request') {
  const row = await findInInbox(page, reference);
  await expect(row).toContainText(kind);
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${kind} ${reference}`);
}

/**
 * One line of the quote editor, found as a screen reader user finds it: its group (the
 * fieldset "Line 2"), then each field by its visible label.
 */
export function lineFields(page: Page, name: string | RegExp, which: 'first' | 'last' = 'first') {
  const groups = page.getByRole('group', { name, exact: true });
  const group = which === 'last' ? groups.last() : groups.first();
  return {
    group,
    description: group.getByRole('textbox', { name: /^Description/ }),
    quantity: group.getByRole('textbox', { name: /^Quantity/ }),
    price: group.getByRole('textbox', { name: /^Unit price ex VAT/ }),
    lead: group.getByRole('textbox', { name: /^Lead time/ }),
  };
}

export function quotePanel(page: Page) {
  return page.getByRole('region', { name: 'Quote', exact: true });
}

/** Send quote in the editor: the enquiry's page says so and gives the customer's link. */
export async function sendQuote(
  page: Page,
  reference: string,
  version: number,
  kind = 'Quote request',
) {
  await page.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${kind} ${reference}`);
  await expect(page.getByRole('status').filter({ hasText: 'sent.' })).toContainText(
    `Quote ${reference} v${version} sent.`,
  );
  await expect(quotePanel(page)).toContainText(`Sent, v${version}`);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('quoted');
  const link = await page.getByRole('textbox', { name: 'Link for the customer' }).inputValue();
  expect(link.startsWith(`${site.origin}/quotes/`)).toBe(true);
  // The link names the live site; the journey opens the same path on the server under test.
  return new URL(link).pathname;
}
