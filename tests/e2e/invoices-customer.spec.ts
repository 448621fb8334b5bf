import { randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { openStore } from '../../server/store/connect';
import { issueIn } from '../../server/store/invoices';
import { getOrder } from '../../server/store/order-rows';
import { expect } from './fixtures';
import {
  expectNoViolations,
  fact,
  openEnquiry,
  sendQuote,
  signInStaff,
  test,
} from './support/quotes';
import { requestQuote } from './support/buyers';

/**
 * The customer's invoices (issue 38), at 1280 and 390: an accepted quote's deposit invoice
 * (issued in the store the server reads, as the acceptance will issue it) is listed on the
 * order's page, Unpaid, with its PDF to download; once paid in full (the payment recorded
 * in the store, as staff will record it) it reads Paid and the timeline says "Deposit paid".
 * With JavaScript and without; axe at 0; screenshots of both.
 */

test.describe.configure({ timeout: 240_000 });

const SELLER = {
  name: 'Clydeside Shopfitters Ltd',
  address: '12 Example Street, Glasgow G1 1AA',
  vatNumber: 'GB123456789',
  bank: { name: 'Example Bank', sortCode: '12-34-56', accountNumber: '12345678' },
};

/**
 * The store the server under test reads, for what the staff's side will do. Opening it, or a
 * transaction that reads before it writes, is refused at once (not waited for) when the
 * server writes at that moment, as SQLite refuses a stale snapshot's write; it is then
 * tried again.
 */
async function withStore<T>(run: (store: Awaited<ReturnType<typeof openStore>>) => Promise<T>) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR names the store of the server under test');
  for (let attempt = 1; ; attempt += 1) {
    try {
      const store = await openStore({ dataDir });
      try {
        return await run(store);
      } finally {
        await store.close();
      }
    } catch (error) {
      if (attempt >= 5 || !/database is locked/.test(String(error))) throw error;
    }
  }
}

/** The order's deposit invoice at 50%, issued as the acceptance's transaction will. */
function issueDeposit(reference: string) {
  return withStore(async (store) => {
    const enquiry = await store.db
      .selectFrom('enquiries')
      .select('id')
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    const record = await getOrder(store.db, enquiry.id, reference);
    if (!record) throw new Error('no order');
    const { order } = record;
    const result = await store.db.transaction().execute((trx) =>
      issueIn(
        trx,
        enquiry.id,
        {
          kind: 'deposit',
          order,
          declaration: undefined,
          depositPercent: 50,
          termsDays: 14,
          seller: SELLER,
        },
        new Date(),
        'not-configured',
      ),
    );
    if (result.kind !== 'issued') throw new Error(`not issued: ${result.why}`);
    return result;
  });
}

function payInFull(invoiceId: string, amount: number, receivedOn: string) {
  return withStore((store) =>
    store.db
      .insertInto('payments')
      .values({
        id: randomUUID(),
        invoice_id: invoiceId,
        amount_pence: amount,
        received_on: receivedOn,
        method: 'bank-transfer',
        recorded_at: new Date().toISOString(),
        recorded_by: 'sales@example.test',
        statement_row: null,
      })
      .execute(),
  );
}

for (const width of [1280, 390]) {
  test(`at ${width}px the order page lists the deposit invoice with its PDF, then Deposit paid`, async ({
    page,
    party,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${testInfo.workerIndex}-${Date.now()}`;
    const reference = await requestQuote(page, `Isla Reid ${tag}`, `isla-${tag}@example.co.uk`);

    const staff = (await party({ width })).page;
    await signInStaff(staff, testInfo);
    await openEnquiry(staff, reference);
    await staff.getByRole('button', { name: 'Prepare quote' }).click();
    const link = await sendQuote(staff, reference, 1);

    const customer = (await party({ width })).page;
    const noScript = (await party({ width, javaScript: false })).page;
    await customer.goto(link);
    const accept = customer.getByRole('region', { name: 'Accept quote' });
    await accept.getByRole('textbox', { name: 'Your name' }).fill('Isla Reid');
    await accept.getByRole('textbox', { name: /^Purchase order number/ }).fill('IR-PO-311');
    await accept.getByRole('textbox', { name: /^Company/ }).fill('Reid Opticians Ltd');
    await accept.getByRole('textbox', { name: /^Billing address/ }).fill('9 Bath Street\nGlasgow');
    await accept.getByRole('textbox', { name: 'Billing postcode' }).fill('G2 1HB');
    await accept
      .getByRole('textbox', { name: /^Delivery or site address/ })
      .fill('Unit 4, Braehead Shopping Centre\nRenfrew');
    await accept.getByRole('textbox', { name: /^Delivery or site postcode/ }).fill('G51 4BN');
    await accept.getByRole('checkbox', { name: 'I accept the terms above' }).check();
    await accept.getByRole('button', { name: 'Accept quote' }).click();
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');

    const { id, invoice } = await issueDeposit(reference);
    const name = `Deposit invoice ${invoice.number}`;

    await test.step('the order page lists the invoice, Unpaid, and its PDF downloads', async () => {
      await customer.goto(link);
      const invoices = customer.getByRole('region', { name: 'Invoices' });
      const item = invoices
        .getByRole('listitem')
        .filter({ has: customer.getByRole('heading', { name }) });
      await expect(fact(item, 'Standing')).toHaveText('Unpaid');
      await expect(fact(item, 'Amount')).toHaveText(/^£[\d,]+\.\d\d$/);
      await expect(fact(item, 'Still to pay')).toHaveText(await fact(item, 'Amount').innerText());
      const [download] = await Promise.all([
        customer.waitForEvent('download'),
        item
          .getByRole('link', { name: `Download deposit invoice ${invoice.number} (PDF)` })
          .click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${invoice.number}.pdf`);
      const file = await download.path();
      const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      expect(text).toContain(`VAT invoice ${invoice.number}`);
      expect(text).toContain('VAT registration number GB123456789');
      expect(text).toContain(`Please use ${invoice.number} as the payment reference`);
      expect(
        await customer.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width);
      await expectNoViolations(customer);
      await customer.screenshot({
        path: testInfo.outputPath(`order-invoice-unpaid-${width}.png`),
        fullPage: true,
      });
    });

    await test.step('paid in full: Paid, and "Deposit paid" on the timeline, without JavaScript too', async () => {
      await payInFull(id, invoice.totals.payable, invoice.issueDate);
      await noScript.goto(link);
      const item = noScript
        .getByRole('region', { name: 'Invoices' })
        .getByRole('listitem')
        .filter({ has: noScript.getByRole('heading', { name }) });
      await expect(fact(item, 'Standing')).toHaveText('Paid');
      await expect(fact(item, 'Still to pay')).toHaveCount(0);
      await expect(
        noScript
          .getByRole('region', { name: 'Timeline' })
          .getByRole('heading', { name: 'Deposit paid' }),
      ).toBeVisible();
      // axe runs in the page: the browser with JavaScript reads the same page.
      await customer.goto(link);
      await expect(customer.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
      await expectNoViolations(customer);
      await customer.screenshot({
        path: testInfo.outputPath(`order-invoice-paid-${width}.png`),
        fullPage: true,
      });
    });
  });
}
