import type { Locator, Page, TestInfo } from '@playwright/test';
import { londonDate } from '../../server/sales/calendar';
import { ukDate } from '../../server/sales/xero-export';
import { expect } from './fixtures';
import {
  expectNoViolations,
  fact,
  inWords,
  openEnquiry,
  sendQuote,
  shopDay,
  signInStaff,
  test,
} from './support/quotes';
import { requestQuote } from './support/buyers';

/**
 * Issue 38's "Done when", end to end at 1280 and 390 on the production build: a quote with a
 * 50% deposit is accepted; the deposit invoice is on the order page with its PDF; staff upload
 * the bank's statement whose credit names that invoice for its exact amount, and confirm the
 * match; the customer's order page then shows the deposit Paid and "Deposit paid" in its
 * timeline; Ready issues the balance, whose payment staff record on its invoice page; and the
 * inbox's first screen follows: this order owes nothing and both payments are in what came in
 * this month. The figures are read from the page before and after, as other journeys share
 * the store; the two widths run one after the other so neither moves the other's figures.
 */

test.describe.configure({ mode: 'default', timeout: 300_000 });

/** "£1,234.56" in pence. */
function pence(text: string) {
  const match = /£([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]?.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** Pence as the bank writes them: 600.00. */
function bankAmount(amount: number) {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}

/** The inbox's three money figures, in pence, read from its first screen. */
async function moneyFigures(staff: Page) {
  await staff.goto('/staff');
  const money = staff.getByRole('list', { name: 'Money owed and received' });
  const figure = async (words: RegExp) =>
    pence((await money.getByRole('listitem').filter({ hasText: words }).textContent()) ?? '');
  return {
    owed: await figure(/owed on invoices/),
    overdue: await figure(/overdue/),
    received: await figure(/received this\s+month/),
  };
}

async function checkPage(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
  await expectNoViolations(page);
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });
}

/** An invoice on the order page, found by its heading ("Deposit invoice INV-00001"). */
function invoiceItem(page: Page, kind: 'Deposit' | 'Balance') {
  return page
    .getByRole('region', { name: 'Invoices' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${kind} invoice INV-\\d+$`) }) });
}

async function invoiceNumber(item: Locator) {
  const heading = await item.getByRole('heading').first().textContent();
  return /INV-\d+/.exec(heading ?? '')?.[0] ?? '';
}

/** The bank's statement of today's credit: the payer wrote the invoice's number. */
function statement(bank: 'natwest' | 'bank-of-scotland', number: string, amount: number) {
  const day = ukDate(londonDate(new Date()));
  const money = bankAmount(amount);
  const text =
    bank === 'natwest'
      ? [
          'Date,Type,Description,Value,Balance,Account Name,Account Number',
          `${day},BAC,"MUIR INTERIORS ${number}",${money},9123.45,'CLYDESIDE SHOPFITTERS,'601234-12345678`,
          `${day},D/D,"SCOTTISH POWER",-120.00,9003.45,'CLYDESIDE SHOPFITTERS,'601234-12345678`,
        ]
      : [
          'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance',
          `${day},FPI,'80-22-60,12345678,MUIR INTERIORS ${number},,${money},6610.42`,
          `${day},DD,'80-22-60,12345678,SCOTTISH POWER,120.00,,6490.42`,
        ];
  return {
    name: `${bank}-${number}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${text.join('\n')}\n`),
  };
}

const RUNS = [
  { width: 1280, bank: 'natwest' },
  { width: 390, bank: 'bank-of-scotland' },
] as const;

for (const { width, bank } of RUNS) {
  test(`at ${width}px a 50% deposit paid by bank statement and a balance recorded by hand leave nothing owed`, async ({
    page,
    party,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${testInfo.workerIndex}-${Date.now()}`;
    const reference = await requestQuote(page, `Iona Muir ${tag}`, `iona-${tag}@example.co.uk`);
    expect(reference).toMatch(/^CS-\d{6}$/);

    const staffParty = await party({ width });
    const staff = staffParty.page;
    await signInStaff(staff, testInfo);
    await openEnquiry(staff, reference);
    const enquiryUrl = staff.url();
    await staff.getByRole('button', { name: 'Prepare quote' }).click();
    await staff.getByRole('textbox', { name: /^Deposit \(% of the total\)/ }).fill('50');
    const link = await sendQuote(staff, reference, 1);

    const customerParty = await party({ width });
    const customer = customerParty.page;
    let depositNumber = '';
    let deposit = 0;

    await test.step('the customer accepts a quote asking a 50% deposit', async () => {
      await customer.goto(link);
      await expect(fact(customer, 'Payment')).toContainText('a VAT invoice for a 50% deposit');
      const accept = customer.getByRole('region', { name: 'Accept quote' });
      await accept.getByRole('textbox', { name: 'Your name' }).fill('Iona Muir');
      await accept.getByRole('textbox', { name: /^Company/ }).fill('Muir Interiors Ltd');
      await accept
        .getByRole('textbox', { name: /^Billing address/ })
        .fill('40 West Nile Street\nGlasgow');
      await accept.getByRole('textbox', { name: 'Billing postcode' }).fill('G1 2PR');
      await accept.getByRole('checkbox', { name: 'I accept the terms above' }).check();
      await accept.getByRole('button', { name: 'Accept quote' }).click();
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
    });

    await test.step('the order page lists the deposit invoice, Unpaid, and its PDF', async () => {
      await customer.goto(link);
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);
      const item = invoiceItem(customer, 'Deposit');
      await expect(item).toHaveCount(1);
      await expect(fact(item, 'Standing')).toHaveText('Unpaid');
      // £999.99 + £200.00 VAT: £1,199.99, of which half is £600.00 (half up from £599.995).
      await expect(fact(item, 'Amount')).toHaveText('£600.00');
      deposit = pence((await fact(item, 'Amount').textContent()) ?? '');
      depositNumber = await invoiceNumber(item);
      expect(depositNumber).toMatch(/^INV-\d+$/);
      const href = await item
        .getByRole('link', { name: `Download deposit invoice ${depositNumber} (PDF)` })
        .getAttribute('href');
      const response = await customer.request.get(href ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });

    // Before any of this order's money comes in; the deposit invoice is owed already.
    const before = await moneyFigures(staff);

    await test.step("staff upload the bank's statement and confirm the deposit's match", async () => {
      await staff.getByRole('link', { name: 'Bank statement' }).click();
      await expect(staff.getByRole('heading', { name: 'Bank statement', level: 1 })).toBeVisible();
      await staff
        .getByLabel('Statement (CSV file)')
        .setInputFiles(statement(bank, depositNumber, deposit));
      await staff.getByRole('button', { name: 'Read the statement' }).click();
      const columns = staff.getByRole('heading', { name: 'Which column is which' });
      const payments = staff.getByRole('heading', { name: 'Payments to record' });
      await expect(columns.or(payments)).toBeVisible();
      // A bank's columns are chosen once for the store; another journey may have chosen them.
      if (await columns.isVisible()) {
        if (bank === 'natwest') {
          await staff.getByRole('combobox', { name: 'Date', exact: true }).selectOption('Date');
          await staff.getByRole('checkbox', { name: 'Description', exact: true }).check();
          await staff.getByRole('radio', { name: /One column/ }).check();
          await staff.getByLabel('Amount (one column)').selectOption('Value');
        } else {
          await staff
            .getByRole('combobox', { name: 'Date', exact: true })
            .selectOption('Transaction Date');
          await staff
            .getByRole('checkbox', { name: 'Transaction Description', exact: true })
            .check();
          await staff.getByRole('radio', { name: /Two columns/ }).check();
          await staff.getByLabel('Paid in (two columns)').selectOption('Credit Amount');
          await staff.getByLabel('Paid out (two columns)').selectOption('Debit Amount');
        }
        await staff
          .getByRole('button', { name: 'Keep these columns and read the statement' })
          .click();
      }
      await expect(payments).toBeVisible();
      // One proposed: "names", in the singular (it read "1 of ... name").
      await expect(
        staff.getByText(/^1 of the statement’s 1 payment in names an open invoice\./),
      ).toBeVisible();
      const record = staff.getByRole('checkbox', {
        name: `Record £600.00 against ${depositNumber}`,
      });
      await expect(record).toBeChecked();
      await checkPage(staff, width);
      await shoot(staff, testInfo, `statement-match-${width}.png`);
      await staff.getByRole('button', { name: 'Record the ticked payments' }).click();
      await expect(staff.getByRole('status')).toHaveText('1 payment recorded.');
      await checkPage(staff, width);
    });

    await test.step('the order page shows the deposit Paid and "Deposit paid"', async () => {
      await customer.goto(link);
      const item = invoiceItem(customer, 'Deposit');
      await expect(fact(item, 'Standing')).toHaveText('Paid');
      const timeline = customer.getByRole('region', { name: 'Timeline' });
      await expect(timeline.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
      await expect(timeline).toContainText(inWords(shopDay(0)));
      await checkPage(customer, width);
      await shoot(customer, testInfo, `order-deposit-paid-${width}.png`);
    });

    const afterDeposit = await moneyFigures(staff);
    await test.step('the inbox counts the deposit as received, no longer owed', async () => {
      expect(afterDeposit.owed).toBe(before.owed - deposit);
      expect(afterDeposit.received).toBe(before.received + deposit);
      expect(afterDeposit.overdue).toBe(before.overdue);
    });

    let balanceNumber = '';
    let balance = 0;
    await test.step('Ready issues the balance invoice', async () => {
      await staff.goto(enquiryUrl);
      const form = staff
        .getByRole('region', { name: 'Order', exact: true })
        .getByRole('form', { name: 'Move this order on' });
      await form.getByRole('radio', { name: 'Mark ready' }).check();
      await form.getByRole('radio', { name: 'Installation booked' }).check();
      await form.getByLabel(/^Expected date of the next stage/).fill(shopDay(7));
      await form.getByRole('button', { name: 'Save and tell the customer' }).click();
      await expect(staff.getByRole('status').filter({ hasText: /^Order / })).toContainText(
        'Order moved to Ready.',
      );

      await customer.goto(link);
      const item = invoiceItem(customer, 'Balance');
      await expect(item).toHaveCount(1);
      await expect(fact(item, 'Standing')).toHaveText('Unpaid');
      // The rest of £1,199.99.
      await expect(fact(item, 'Amount')).toHaveText('£599.99');
      balance = pence((await fact(item, 'Amount').textContent()) ?? '');
      balanceNumber = await invoiceNumber(item);
      expect(balanceNumber).toMatch(/^INV-\d+$/);
      await checkPage(customer, width);

      const owed = await moneyFigures(staff);
      expect(owed.owed).toBe(before.owed - deposit + balance);
    });

    await test.step("staff record the balance's payment on its invoice page", async () => {
      await staff.goto(enquiryUrl);
      await staff
        .getByRole('region', { name: 'Invoices' })
        .getByRole('link', { name: balanceNumber })
        .click();
      await expect(staff.getByRole('heading', { level: 1 })).toHaveText(`Balance ${balanceNumber}`);
      await expect(fact(staff, 'Due now')).toHaveText('£599.99');
      const form = staff.getByRole('form', { name: 'Record a payment' });
      await form.getByRole('textbox', { name: 'Amount received (£)' }).fill('599.99');
      await form.getByRole('radio', { name: 'Bank transfer' }).check();
      await form.getByRole('button', { name: 'Record the payment' }).click();
      await expect(staff.getByRole('status')).toHaveText('Payment recorded.');
      await expect(fact(staff, 'Due now')).toHaveText('£0.00');
      await expect(staff.getByText('Paid', { exact: true }).first()).toBeVisible();
      await checkPage(staff, width);
      await shoot(staff, testInfo, `invoice-paid-${width}.png`);

      await customer.goto(link);
      await expect(fact(invoiceItem(customer, 'Balance'), 'Standing')).toHaveText('Paid');
      await checkPage(customer, width);
      await shoot(customer, testInfo, `order-all-paid-${width}.png`);
    });

    await test.step("the inbox's figures: nothing owed on this order, both payments in", async () => {
      const after = await moneyFigures(staff);
      expect(after.owed).toBe(before.owed - deposit);
      expect(after.received).toBe(before.received + deposit + balance);
      expect(after.overdue).toBe(before.overdue);
      await checkPage(staff, width);
      await shoot(staff, testInfo, `inbox-money-${width}.png`);
    });
  });
}
