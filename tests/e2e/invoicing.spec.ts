import type { Locator, Page, TestInfo } from '@playwright/test';
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
 * Issue 38 end to end, at 1280 and 390, on the production build: the sales team asks a 30%
 * deposit and marks the installation line as construction work (a deposit of "abc" refused
 * first, in the summary and beside its field, with nothing typed lost); the customer reads
 * the deposit in the Payment term and the construction work on its line, is asked which of
 * the three describes their business and a VAT number HMRC's rule accepts, and accepts; the
 * acceptance issues the deposit invoice, listed on the order page Unpaid with its PDF; marking
 * the order Ready issues the balance invoice, listed beside it. Axe at 0 on the editor, the
 * quote with the declaration's errors, and the order with both invoices; screenshots of each.
 */

test.describe.configure({ timeout: 300_000 });

const CHOICES = [
  'We are not VAT- and CIS-registered',
  'We are the end user (or an intermediary supplier)',
  'We are a VAT- and CIS-registered contractor and sell this work on',
];

/** Whether the page is no wider than the window. */
async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** A screenshot of one part of the page, kept with the test's output. */
async function shoot(part: Locator, testInfo: TestInfo, name: string) {
  await part.scrollIntoViewIfNeeded();
  await part.screenshot({ path: testInfo.outputPath(name) });
}

/** An invoice on the order page, found by its heading ("Deposit invoice INV-00001"). */
function invoiceItem(page: Page, kind: 'Deposit' | 'Balance') {
  return page
    .getByRole('region', { name: 'Invoices' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${kind} invoice INV-\\d+$`) }) });
}

/** The invoice's PDF, fetched by its download link: answered, and a PDF. */
async function expectPdf(page: Page, item: Locator, kind: string) {
  const link = item.getByRole('link', {
    name: new RegExp(`^Download ${kind} invoice INV-\\d+ \\(PDF\\)$`),
  });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
}

for (const width of [1280, 390]) {
  test(`at ${width}px a 30% deposit and a construction line are invoiced at acceptance and at Ready`, async ({
    page,
    party,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${testInfo.workerIndex}-${Date.now()}`;
    const reference = await requestQuote(page, `Fraser Muir ${tag}`, `fraser-${tag}@example.co.uk`);
    expect(reference).toMatch(/^CS-\d{6}$/);

    const staffParty = await party({ width });
    const staff = staffParty.page;
    await signInStaff(staff, testInfo);
    await openEnquiry(staff, reference);
    const enquiryUrl = staff.url();
    await staff.getByRole('button', { name: 'Prepare quote' }).click();

    await test.step('the editor refuses a deposit of "abc", losing nothing typed', async () => {
      const fitting = staff.getByRole('group', { name: 'Line 2 (new)', exact: true });
      await fitting.getByRole('textbox', { name: /^Description/ }).fill('Installation on site');
      await fitting.getByRole('textbox', { name: /^Quantity/ }).fill('1');
      await fitting.getByRole('textbox', { name: /^Unit price ex VAT/ }).fill('350.00');
      await fitting
        .getByRole('checkbox', { name: 'Construction work (fitting, and goods fitted with it)' })
        .check();
      const deposit = staff.getByRole('textbox', { name: /^Deposit \(% of the total\)/ });
      await deposit.fill('abc');
      await staff.getByRole('button', { name: 'Save draft' }).click();
      const summary = staff.getByRole('alert').filter({
        has: staff.getByRole('heading', { name: 'Not saved: there is a problem' }),
      });
      const message = 'Enter the deposit as a whole percentage from 0 to';
      await expect(summary.getByRole('link', { name: new RegExp(`^${message}`) })).toBeVisible();
      staffParty.forgive(/status of 400/);
      const refused = staff.getByRole('textbox', { name: /^Deposit \(% of the total\)/ });
      await expect(refused).toHaveValue('abc');
      await expect(refused).toHaveAccessibleDescription(new RegExp(message));
      const kept = staff.getByRole('group', { name: 'Line 2', exact: true });
      await expect(kept.getByRole('textbox', { name: /^Description/ })).toHaveValue(
        'Installation on site',
      );
      await expect(kept.getByRole('textbox', { name: /^Unit price ex VAT/ })).toHaveValue('350.00');
      await expect(
        kept.getByRole('checkbox', {
          name: 'Construction work (fitting, and goods fitted with it)',
        }),
      ).toBeChecked();
      await fitsWidth(staff, width);
      await expectNoViolations(staff);

      await refused.fill('30');
      await shoot(
        // The field's own box: its label, hint and input (a picture only, not a way to drive).
        refused.locator('xpath=ancestor::div[contains(@class, "field")][1]'),
        testInfo,
        `editor-deposit-${width}.png`,
      );
      await shoot(kept, testInfo, `editor-construction-line-${width}.png`);
    });

    const link = await sendQuote(staff, reference, 1);
    const customerParty = await party({ width });
    const customer = customerParty.page;

    await test.step('the quote says the 30% deposit and the construction line', async () => {
      await customer.goto(link);
      await expect(fact(customer, 'Payment')).toContainText('a VAT invoice for a 30% deposit');
      await expect(customer.getByRole('main')).toContainText(
        'construction work (reverse charge may apply)',
      );
      // The accept form gives the deposit in pounds, both ways the declaration can decide.
      const accept = customer.getByRole('region', { name: 'Accept quote' });
      await expect(accept).toContainText(
        /invoice for a 30% deposit, £[\d,]+\.\d\d ex VAT \(£[\d,]+\.\d\d inc VAT\), or £[\d,]+\.\d\d to pay if the reverse charge applies to your construction work, at once/,
      );
      await shoot(
        accept.getByText(/Nothing is paid online/),
        testInfo,
        `accept-deposit-${width}.png`,
      );
    });

    const accept = customer.getByRole('region', { name: 'Accept quote' });
    const declaration = accept.getByRole('group', {
      name: 'Construction work: which describes your business?',
    });
    const vatNumber = accept.getByRole('textbox', { name: /^Your VAT registration number/ });

    await test.step('accepting asks the declaration, then a VAT number HMRC accepts', async () => {
      await accept.getByRole('textbox', { name: 'Your name' }).fill('Fraser Muir');
      await accept.getByRole('textbox', { name: /^Company/ }).fill('Muir Interiors Ltd');
      await accept
        .getByRole('textbox', { name: /^Billing address/ })
        .fill('40 West Nile Street\nGlasgow');
      await accept.getByRole('textbox', { name: 'Billing postcode' }).fill('G1 2PR');
      await accept.getByRole('checkbox', { name: 'I accept the terms above' }).check();
      await accept.getByRole('button', { name: 'Accept quote' }).click();
      await expect(declaration).toHaveAccessibleDescription(
        /Choose which of the three describes your business\./,
      );
      await expect(
        customer.getByRole('link', { name: 'Choose which of the three describes your business.' }),
      ).toBeVisible();
      customerParty.forgive(/status of 400/);
      // Nothing typed is lost.
      await expect(accept.getByRole('textbox', { name: /^Company/ })).toHaveValue(
        'Muir Interiors Ltd',
      );
      await fitsWidth(customer, width);
      await expectNoViolations(customer);
      await shoot(declaration, testInfo, `accept-declaration-error-${width}.png`);
      // Each choice apart from the next, even when its words take two lines (at 390 they
      // touched, one label running into the next).
      const labels = await Promise.all(
        CHOICES.map((label) => declaration.getByText(label, { exact: true }).boundingBox()),
      );
      for (let k = 1; k < labels.length; k += 1) {
        const above = labels[k - 1];
        const below = labels[k];
        if (!above || !below) throw new Error('a choice is not shown');
        expect(below.y - (above.y + above.height)).toBeGreaterThanOrEqual(6);
      }

      await declaration
        .getByRole('radio', {
          name: 'We are a VAT- and CIS-registered contractor and sell this work on',
        })
        .check();
      await vatNumber.fill('GB 318 4072 16');
      const accepting = customer.getByRole('region', { name: 'Accept quote' });
      if (
        !(await accepting.getByRole('checkbox', { name: 'I accept the terms above' }).isChecked())
      ) {
        await accepting.getByRole('checkbox', { name: 'I accept the terms above' }).check();
      }
      await accepting.getByRole('button', { name: 'Accept quote' }).click();
      await expect(vatNumber).toHaveAccessibleDescription(
        /Enter a UK VAT registration number: GB and 9 digits/,
      );
      customerParty.forgive(/status of 400/);
      await expect(
        declaration.getByRole('radio', {
          name: 'We are a VAT- and CIS-registered contractor and sell this work on',
        }),
      ).toBeChecked();
      await expect(vatNumber).toHaveValue('GB 318 4072 16');
      await fitsWidth(customer, width);
      await expectNoViolations(customer);
      await shoot(accepting, testInfo, `accept-vat-error-${width}.png`);

      await vatNumber.fill('GB 318 4072 15');
      if (
        !(await accepting.getByRole('checkbox', { name: 'I accept the terms above' }).isChecked())
      ) {
        await accepting.getByRole('checkbox', { name: 'I accept the terms above' }).check();
      }
      await accepting.getByRole('button', { name: 'Accept quote' }).click();
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
    });

    await test.step('the order page lists the deposit invoice, Unpaid, and its PDF', async () => {
      await customer.goto(link);
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);
      const deposit = invoiceItem(customer, 'Deposit');
      await expect(deposit).toHaveCount(1);
      await expect(fact(deposit, 'Standing')).toHaveText('Unpaid');
      // £999.99 + £200.00 VAT on the cabinet, the fitting's £350.00 reverse charged: £1,549.99,
      // of which 30% is £465.00 (half up from £464.997).
      await expect(fact(deposit, 'Amount')).toHaveText('£465.00');
      await expect(invoiceItem(customer, 'Balance')).toHaveCount(0);
      await expectPdf(customer, deposit, 'deposit');
    });

    await test.step('Ready issues the balance, listed beside the deposit', async () => {
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
      await expect(customer.getByRole('region', { name: 'Where your order is' })).toContainText(
        `Installation booked for ${inWords(shopDay(7))}`,
      );
      const deposit = invoiceItem(customer, 'Deposit');
      const balance = invoiceItem(customer, 'Balance');
      await expect(deposit).toHaveCount(1);
      await expect(balance).toHaveCount(1);
      await expect(fact(balance, 'Standing')).toHaveText('Unpaid');
      // The rest of £1,549.99: deposit and balance add up to the order.
      await expect(fact(balance, 'Amount')).toHaveText('£1,084.99');
      await expectPdf(customer, balance, 'balance');
      await fitsWidth(customer, width);
      await expectNoViolations(customer);
      await shoot(
        customer.getByRole('region', { name: 'Invoices' }),
        testInfo,
        `order-invoices-${width}.png`,
      );
    });
  });
}
