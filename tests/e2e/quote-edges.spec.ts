import type { Locator, Page } from '@playwright/test';
import { expect, forgiveConsoleErrors } from './fixtures';
import {
  expectNoViolations,
  fact,
  findInInbox,
  inWords,
  lineFields,
  quotePanel,
  sendQuote,
  shopDay,
  signInStaff,
  test,
} from './support/quotes';

/**
 * The quote flow's edges (issue 35, item 4), as the sales team and the customer meet them,
 * each at a browser of their own, at 1280 and 390: a Valid until in the past is refused
 * with its message and the typed date kept; the date staff chose is kept when the draft is
 * saved again, opened again, and revised into v2 (it moved by itself before); an answer the
 * server refuses (an older version's, a tick missing) keeps what the customer typed; a
 * withdrawn quote's page says so, offers Ask for a new quote and has no PDF (410); and the
 * enquiry's status in the inbox follows the quote: New, In progress once a draft is
 * prepared, Quoted once sent, back In progress once withdrawn.
 */

function validUntil(page: Page) {
  return page.getByLabel('Valid until', { exact: true });
}

async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toHaveText(
    'Draft saved.',
  );
}

/** A cell of the row that says exactly `text` (a phone's column label is not its text). */
function cell(row: Locator, text: string) {
  return row.getByRole('cell').filter({ hasText: new RegExp(`^${text}$`) });
}

/** The enquiry's row in the inbox: its status, and its quote's. */
async function expectRow(page: Page, reference: string, status: string, quote: string) {
  const row = await findInInbox(page, reference);
  await expect(cell(row, status)).toBeVisible();
  await expect(cell(row, quote)).toBeVisible();
  return row;
}

// Two browsers, a sign-in (a password hashed), two versions sent and four axe scans: a long
// journey on a busy two-core machine (test.slow() makes this 6 minutes).
test.describe.configure({ timeout: 120_000 });

for (const width of [1280, 390]) {
  test(`at ${width}px Valid until is kept and a past one refused, refused answers keep what was typed, a withdrawn quote has no PDF, and the enquiry follows its quote`, async ({
    page,
    party,
    pageErrors,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${Date.now()}`;
    const name = `Morag Campbell ${tag}`;
    const sent = await page.request.post('/api/enquiries', {
      form: {
        name,
        email: `morag-${tag}@example.co.uk`,
        subject: 'general',
        message: 'A shop counter, fitted.',
      },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);

    await signInStaff(page, testInfo);
    const newRow = await findInInbox(page, name);
    await expect(cell(newRow, 'New')).toBeVisible();
    // Neither a quote nor an order yet: both columns say so.
    await expect(cell(newRow, '—')).toHaveCount(2);
    const reference = (await newRow.getByRole('link', { name: /^CS-\d{6}$/ }).textContent()) ?? '';
    await newRow.getByRole('link', { name: reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message ${reference}`);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('new');
    const enquiryUrl = page.url();

    await test.step('a past Valid until is refused with its message, the date typed kept', async () => {
      await page.getByRole('button', { name: 'Prepare quote' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Quote for ${reference} (draft of v1)`,
      );
      const line = lineFields(page, 'Line 1 (new)');
      await line.description.fill('Shop counter, fitted');
      await line.quantity.fill('1');
      await line.price.fill('1250.00');
      const yesterday = shopDay(-1);
      await validUntil(page).fill(yesterday);
      await page.getByRole('button', { name: 'Save draft' }).click();
      const message = `Valid until (${inWords(yesterday)}) has passed: enter a new date, today or later.`;
      const summary = page.getByRole('alert').filter({ hasText: 'Not saved: there is a problem' });
      await expect(summary.getByRole('link', { name: message })).toBeVisible();
      await expect(validUntil(page)).toHaveValue(yesterday);
      await expect(validUntil(page)).toHaveAccessibleDescription(
        new RegExp(message.replace(/[().]/g, '\\$&')),
      );
      await expect(lineFields(page, 'Line 1').description).toHaveValue('Shop counter, fitted');
      // The refusal answers 400, which Chromium logs.
      forgiveConsoleErrors(pageErrors, /status of 400/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectNoViolations(page);
    });

    // Twelve days on: not the thirty a new draft starts with.
    const chosen = shopDay(12);
    await test.step('the date chosen is kept when the draft is saved again and opened again', async () => {
      await validUntil(page).fill(chosen);
      await saveDraft(page);
      await expect(validUntil(page)).toHaveValue(chosen);
      await saveDraft(page);
      await expect(validUntil(page)).toHaveValue(chosen);

      // Preparing the draft started the work: In progress, in the inbox and on the page.
      const row = await expectRow(page, reference, 'In progress', 'Draft');
      await row.getByRole('link', { name: reference }).click();
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
      await page.getByRole('link', { name: 'Open the draft' }).click();
      await expect(validUntil(page)).toHaveValue(chosen);
    });
    const link = await sendQuote(page, reference, 1, 'Message');
    await expectRow(page, reference, 'Quoted', 'Sent v1');

    const customer = await party({ width });
    const customerPage = customer.page;
    await customerPage.goto(link);
    await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(
      `Quote ${reference} v1`,
    );
    await expect(fact(customerPage, 'Valid until')).toHaveText(inWords(chosen));
    // The customer starts asking for a change while the team is revising the quote.
    const asked = 'Could the counter be 2.4 m long instead?';
    await customerPage.getByRole('textbox', { name: 'What would you like changed?' }).fill(asked);

    await test.step('revising keeps the date staff chose', async () => {
      await page.goto(enquiryUrl);
      await page.getByRole('button', { name: 'Revise quote' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Quote for ${reference} (draft of v2)`,
      );
      await expect(validUntil(page)).toHaveValue(chosen);
      await lineFields(page, 'Line 1').quantity.fill('2');
      await sendQuote(page, reference, 2, 'Message');
    });

    await test.step("an older version's answer is refused and keeps the words typed", async () => {
      await customerPage.getByRole('button', { name: 'Ask for changes' }).click();
      await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(
        `Quote ${reference} v2`,
      );
      const refusal = customerPage.getByRole('alert');
      await expect(refusal.getByRole('heading', { level: 2 })).toHaveText(
        'This quote has been revised',
      );
      await expect(refusal).toContainText(
        'Nothing was recorded. What you typed is kept in the form below.',
      );
      await expect(
        customerPage.getByRole('textbox', { name: 'What would you like changed?' }),
      ).toHaveValue(asked);
      await expect(fact(customerPage, 'Valid until')).toHaveText(inWords(chosen));
      customer.forgive(/status of 409/);
      await expectNoViolations(customerPage);
    });

    await test.step('an acceptance without the tick is refused, the name and PO kept', async () => {
      await customerPage.getByRole('textbox', { name: 'Your name' }).fill('Morag Campbell');
      await customerPage
        .getByRole('textbox', { name: /^Purchase order number/ })
        .fill('MCL-PO-20931');
      await customerPage.getByRole('button', { name: 'Accept quote' }).click();
      const tick = customerPage.getByRole('checkbox', { name: 'I accept the terms above' });
      await expect(tick).toHaveAccessibleDescription(/Tick the box to accept the terms above\./);
      await expect(tick).not.toBeChecked();
      await expect(customerPage.getByRole('textbox', { name: 'Your name' })).toHaveValue(
        'Morag Campbell',
      );
      await expect(
        customerPage.getByRole('textbox', { name: /^Purchase order number/ }),
      ).toHaveValue('MCL-PO-20931');
      customer.forgive(/status of 400/);
    });

    await test.step('withdrawn: back In progress, and the quote is no longer offered', async () => {
      await page.goto(enquiryUrl);
      await page.getByRole('link', { name: 'Withdraw quote…' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Withdraw quote ${reference} v2?`,
      );
      await page.getByRole('button', { name: 'Withdraw quote' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'withdrawn' })).toHaveText(
        `Quote ${reference} v2 withdrawn: its link now says so.`,
      );
      await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
      await expect(quotePanel(page)).toContainText('Withdrawn, v2');
      await expectRow(page, reference, 'In progress', 'Withdrawn v2');
    });

    await test.step("the customer's withdrawn quote: said so, Ask for a new quote, no PDF", async () => {
      await customerPage.goto(link);
      const main = customerPage.getByRole('main');
      await expect(main).toContainText(
        'This quote was withdrawn by our sales team and can no longer be accepted.',
      );
      await expect(customerPage.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
      await expect(customerPage.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
      await expect(customerPage.getByRole('button', { name: 'Decline quote' })).toHaveCount(0);
      const ask = customerPage.getByRole('region', { name: 'Ask for a new quote' });
      await expect(ask.getByRole('button', { name: 'Ask for a new quote' })).toBeVisible();
      await expect(main.getByRole('link', { name: 'Ask for a new quote' })).toHaveAttribute(
        'href',
        '#changes-heading',
      );
      expect(
        await customerPage.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width);
      await expectNoViolations(customerPage);

      // The PDF's address, kept from an earlier visit: gone, and a page that says why.
      const pdf = await customerPage.goto(`${link}/pdf`);
      expect(pdf?.status()).toBe(410);
      await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(
        'This quote was withdrawn',
      );
      await expect(customerPage.getByRole('main')).toContainText(
        'so it is no longer offered and has no PDF to download',
      );
      customer.forgive(/status of 410/);
      await expectNoViolations(customerPage);

      await customerPage.goto(link);
      await ask
        .getByRole('textbox', { name: /^Anything to change in the new quote\?/ })
        .fill('The 2.4 m counter, please.');
      await ask.getByRole('button', { name: 'Ask for a new quote' }).click();
      await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(
        'Thank you: we have your request',
      );
    });

    await page.goto(enquiryUrl);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('in-progress');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'The customer asked for changes to v2: “The 2.4 m counter, please.”',
    );
  });
}
