import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, forgiveConsoleErrors, test, WCAG_22_AA } from './fixtures';

/**
 * The bank statement import and the accountant's exports as staff use them, at a desk and on
 * a phone: the inbox's header leads to both; a bank's first statement asks which column is
 * which (saying what is missing, by field), then lists its payments; the exports page gives
 * the period's files as downloads. The matching itself is server/staff/statements.test.ts's:
 * this store has no invoices until acceptance issues them, so every payment here is for a
 * person to look at.
 */
const PASSWORD = 'Tall ships on the Clyde';
const SHOTS = process.env.E2E_SHOTS;
const FIXTURES = 'server/sales/fixtures';

async function checkPage(page: Page, name: string, width: number) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map(({ id }) => id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

// One bank per width: the two run at once on one store, and each bank's columns are chosen once.
const RUNS = [
  { width: 1280, bank: 'natwest', date: 'Date', reference: 'Description', money: 'one' },
  {
    width: 390,
    bank: 'bank-of-scotland',
    date: 'Transaction Date',
    reference: 'Transaction Description',
    money: 'two',
  },
] as const;

for (const { width, bank, date, reference, money } of RUNS) {
  test(`at ${width}px staff upload a ${bank} statement, choose its columns once, and download the accountant's files`, async ({
    page,
    pageErrors,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const email = `statements-${width}-${Date.now()}@example.co.uk`;
    execFileSync(process.execPath, ['scripts/staff.js', 'add', email], {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, STAFF_PASSWORD: PASSWORD },
    });
    await page.goto('/staff/sign-in');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('link', { name: 'Bank statement' }).click();
    await expect(page.getByRole('heading', { name: 'Bank statement', level: 1 })).toBeVisible();
    await checkPage(page, 'statement-upload', width);
    await page.getByRole('button', { name: 'Read the statement' }).click();
    await expect(page.getByLabel('Statement (CSV file)')).toHaveAccessibleDescription(
      /Choose the CSV file your online banking exported/,
    );
    forgiveConsoleErrors(pageErrors, /status of 400/);

    await page.getByLabel('Statement (CSV file)').setInputFiles(join(FIXTURES, `${bank}.csv`));
    await page.getByRole('button', { name: 'Read the statement' }).click();
    await expect(page.getByRole('heading', { name: 'Which column is which' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Date', exact: true }).selectOption(date);
    await page.getByRole('button', { name: 'Keep these columns and read the statement' }).click();
    await expect(page.getByRole('alert')).toContainText('Tick the column or columns');
    await checkPage(page, 'statement-columns', width);
    forgiveConsoleErrors(pageErrors, /status of 400/);

    await page.getByRole('checkbox', { name: reference, exact: true }).check();
    if (money === 'one') {
      await page.getByRole('radio', { name: /One column/ }).check();
      await page.getByLabel('Amount (one column)').selectOption('Value');
    } else {
      await page.getByRole('radio', { name: /Two columns/ }).check();
      await page.getByLabel('Paid in (two columns)').selectOption('Credit Amount');
      await page.getByLabel('Paid out (two columns)').selectOption('Debit Amount');
    }
    await page.getByRole('button', { name: 'Keep these columns and read the statement' }).click();
    await expect(page.getByRole('heading', { name: 'Payments to record' })).toBeVisible();
    const toLookAt = page.getByRole('table', { name: 'For a person to look at' });
    await expect(
      toLookAt.getByRole('row', { name: /Names no open invoice/ }).first(),
    ).toBeVisible();
    await checkPage(page, 'statement-matches', width);

    await page.getByRole('link', { name: 'For the accountant' }).click();
    await expect(page.getByRole('heading', { name: 'For the accountant', level: 1 })).toBeVisible();
    await page.getByLabel('First day').fill('2026-11-01');
    await page.getByLabel('Last day').fill('2026-11-30');
    await checkPage(page, 'exports', width);
    const [xero] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download invoices for Xero (CSV)' }).click(),
    ]);
    expect(xero.suggestedFilename()).toBe('xero-invoices-2026-11-01-to-2026-11-30.csv');
    expect(readFileSync(await xero.path(), 'utf8')).toMatch(/^ContactName,InvoiceNumber,/);
    const [payments] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download payments (CSV)' }).click(),
    ]);
    expect(payments.suggestedFilename()).toBe('payments-2026-11-01-to-2026-11-30.csv');
  });
}
