import { openStore } from '../../server/store/connect';
import { expect } from './fixtures';
import {
  expectNoViolations,
  findInInbox,
  inWords,
  lineFields,
  sendQuote,
  shopDay,
  signInStaff,
  test,
} from './support/quotes';

/**
 * An expired quote (issue 35, item 4), as the customer meets it at 1280 and 390: the page
 * says it expired and on which day, offers neither Accept nor Decline, and offers "Ask for
 * a new quote", which reaches the sales team. The quote is sent as staff send it; its
 * valid-until is then moved into the past in the store the server reads (as the days
 * passing would), never waited for.
 */

/** The quote's valid-until, moved in the store: the quote and each version sent. */
async function expireQuote(reference: string, day: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR names the store of the server under test');
  const store = await openStore({ dataDir });
  try {
    const quote = await store.db
      .selectFrom('quotes')
      .innerJoin('enquiries', 'enquiries.id', 'quotes.enquiry_id')
      .where('enquiries.reference', '=', reference)
      .select('quotes.id')
      .executeTakeFirstOrThrow();
    await store.db
      .updateTable('quotes')
      .set({ valid_until: day })
      .where('id', '=', quote.id)
      .execute();
    await store.db
      .updateTable('quote_versions')
      .set({ valid_until: day })
      .where('quote_id', '=', quote.id)
      .execute();
  } finally {
    await store.close();
  }
}

test.describe.configure({ timeout: 120_000 });

for (const width of [1280, 390]) {
  test(`at ${width}px an expired quote says so, takes no answer, and offers Ask for a new quote`, async ({
    page,
    party,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${Date.now()}`;
    const name = `Ailsa Reid ${tag}`;
    const sent = await page.request.post('/api/enquiries', {
      form: {
        name,
        email: `ailsa-${tag}@example.co.uk`,
        subject: 'general',
        message: 'Glass shelves for a window display.',
      },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);

    await signInStaff(page, testInfo);
    const row = await findInInbox(page, name);
    const reference = (await row.getByRole('link', { name: /^CS-\d{6}$/ }).textContent()) ?? '';
    await row.getByRole('link', { name: reference }).click();
    await page.getByRole('button', { name: 'Prepare quote' }).click();
    const line = lineFields(page, 'Line 1 (new)');
    await line.description.fill('Toughened glass shelf, 1000 x 300 mm');
    await line.quantity.fill('12');
    await line.price.fill('24.99');
    const link = await sendQuote(page, reference, 1, 'Message');

    const expiredOn = shopDay(-2);
    await expireQuote(reference, expiredOn);

    const customer = await party({ width });
    const customerPage = customer.page;
    await customerPage.goto(link);
    const main = customerPage.getByRole('main');
    await expect(main).toContainText(
      `This quote expired on ${inWords(expiredOn)} and can no longer be accepted.`,
    );
    await expect(customerPage.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
    await expect(customerPage.getByRole('button', { name: 'Decline quote' })).toHaveCount(0);
    const ask = customerPage.getByRole('region', { name: 'Ask for a new quote' });
    await expect(ask.getByRole('button', { name: 'Ask for a new quote' })).toBeVisible();
    expect(
      await customerPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(width);
    await expectNoViolations(customerPage);

    await ask
      .getByRole('textbox', { name: /^Anything to change in the new quote\?/ })
      .fill('Same shelves, 14 of them now.');
    await ask.getByRole('button', { name: 'Ask for a new quote' }).click();
    await expect(customerPage.getByRole('heading', { level: 1 })).toHaveText(
      'Thank you: we have your request',
    );

    // The sales team sees the request on the enquiry, with the customer's words.
    await page.reload();
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      'The customer asked for changes to v1: “Same shelves, 14 of them now.”',
    );
  });
}
