import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { londonDate } from '../../server/sales/calendar';
import { pounds, ukDate } from '../../server/sales/xero-export';
import { openStore } from '../../server/store/connect';
import { issueTestInvoice } from '../../support/invoice-test-kit';
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

/** A new invoice of £120.00 in the server's store: its number. */
async function openInvoice() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR names the store of the server under test');
  const store = await openStore({ dataDir });
  try {
    const issued = await issueTestInvoice(store, { exVatPence: 10_000, now: new Date() });
    return issued.number;
  } finally {
    await store.close();
  }
}

/** The bank's statement with today's payment of `number` added, in that bank's layout. */
function statementPaying(bank: string, number: string) {
  const day = ukDate(londonDate(new Date()));
  const amount = pounds(12_000);
  const line =
    bank === 'natwest'
      ? `${day},BAC,"CAMPBELL RETAIL ${number}",${amount},8423.45,'CLYDESIDE SHOPFITTERS,'601234-12345678`
      : `${day},FPI,'80-22-60,12345678,CAMPBELL RETAIL ${number},,${amount},5610.42`;
  const text = readFileSync(join(FIXTURES, `${bank}.csv`), 'utf8').trimEnd();
  return { name: `${bank}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${text}\n${line}\n`) };
}

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

    const number = await openInvoice();
    const statement = statementPaying(bank, number);
    await page.getByLabel('Statement (CSV file)').setInputFiles(statement);
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

    const record = page.getByRole('checkbox', { name: `Record £120.00 against ${number}` });
    await expect(record).toBeChecked();
    // The bank's sample rows may name invoices other journeys issued into the shared store:
    // only this journey's own is recorded.
    const own = await record.getAttribute('value');
    for (const other of await page.getByRole('checkbox', { name: /^Record / }).all()) {
      if ((await other.getAttribute('value')) !== own) await other.uncheck();
    }
    await page.getByRole('button', { name: 'Record the ticked payments' }).click();
    await expect(page.getByRole('status')).toHaveText('1 payment recorded.');
    await checkPage(page, 'statement-recorded', width);
    // The same statement again: the bank's columns are known, and nothing is recorded twice.
    await page.getByLabel('Statement (CSV file)').setInputFiles(statement);
    await page.getByRole('button', { name: 'Read the statement' }).click();
    await expect(page.getByText('1 payment on this statement was recorded')).toBeVisible();
    await expect(record).toHaveCount(0);

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
