import type { Page } from '@playwright/test';
import { openStore } from '../../server/store/connect';
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
 * The sale after "Accepted" (issue 37), at 1280 and 390: a basket's quote request is quoted
 * and accepted with a billing and a site address, and the sales team moves the order
 * through every stage. The customer follows it at the quote's link, with JavaScript and
 * without: each stage, its words and the expected date. The inbox shows the order in
 * progress, then late (its expected date moved into the past in the store the server reads,
 * as the days passing would; never waited for), then completed.
 */

test.describe.configure({ timeout: 240_000 });

/** The order's next expected date moved in the store, as the days passing would. */
async function moveExpectedDate(reference: string, day: string) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR names the store of the server under test');
  const store = await openStore({ dataDir });
  try {
    const order = await store.db
      .selectFrom('orders')
      .innerJoin('enquiries', 'enquiries.id', 'orders.enquiry_id')
      .where('enquiries.reference', '=', reference)
      .select('orders.id')
      .executeTakeFirstOrThrow();
    await store.db
      .updateTable('orders')
      .set({ expected_date: day })
      .where('id', '=', order.id)
      .execute();
    const last = await store.db
      .selectFrom('order_steps')
      .select('id')
      .where('order_id', '=', order.id)
      .orderBy('seq', 'desc')
      .executeTakeFirstOrThrow();
    await store.db
      .updateTable('order_steps')
      .set({ expected_date: day })
      .where('id', '=', last.id)
      .execute();
  } finally {
    await store.close();
  }
}

/** "Move this order on" on the enquiry's page: the step, its way, words and date. */
async function moveOrder(
  staff: Page,
  step: string,
  { message = '', date = '', way }: { message?: string; date?: string; way?: string } = {},
) {
  const panel = staff.getByRole('region', { name: 'Order', exact: true });
  const form = panel.getByRole('form', { name: 'Move this order on' });
  await form.getByRole('radio', { name: step }).check();
  if (way) await form.getByRole('radio', { name: way }).check();
  if (message) await form.getByRole('textbox', { name: 'Message to the customer' }).fill(message);
  if (date) await form.getByLabel(/^Expected date of the next stage/).fill(date);
  await form.getByRole('button', { name: 'Save and tell the customer' }).click();
  const stage =
    step === 'Start production' ? 'In production' : step === 'Mark ready' ? 'Ready' : 'Completed';
  await expect(staff.getByRole('status').filter({ hasText: /^Order / })).toContainText(
    `Order moved to ${stage}.`,
  );
}

/** The inbox's order filter and search: the one row it finds. */
async function inboxRow(staff: Page, reference: string, order: string, width: number) {
  await staff.goto('/staff');
  if (width === 390) await staff.getByText('Filters', { exact: true }).click();
  await staff.getByRole('combobox', { name: 'Order' }).selectOption({ label: order });
  await staff.getByRole('searchbox', { name: 'Search' }).fill(reference);
  await staff.getByRole('button', { name: 'Filter' }).click();
  await expect(staff.getByText('Showing 1 to 1 of 1 enquiry')).toBeVisible();
  return staff.getByRole('row', { name: new RegExp(reference) });
}

/** Where the order is, on the customer's page: the stage in words and the expected date. */
async function expectStanding(page: Page, words: string, expected?: [string, string]) {
  const now = page.getByRole('region', { name: 'Where your order is' });
  await expect(now).toContainText(words);
  if (expected) await expect(fact(now, expected[0])).toHaveText(expected[1]);
}

for (const width of [1280, 390]) {
  test(`at ${width}px an accepted quote becomes an order the team moves through every stage and the customer follows`, async ({
    page,
    party,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const tag = `${width}-${testInfo.workerIndex}-${Date.now()}`;
    const name = `Isla Reid ${tag}`;
    const reference = await requestQuote(page, name, `isla-${tag}@example.co.uk`);
    expect(reference).toMatch(/^CS-\d{6}$/);

    const staff = (await party({ width })).page;
    await signInStaff(staff, testInfo);
    await openEnquiry(staff, reference);
    await staff.getByRole('button', { name: 'Prepare quote' }).click();
    const link = await sendQuote(staff, reference, 1);
    const enquiryUrl = staff.url();

    const customer = (await party({ width })).page;
    const noScript = (await party({ width, javaScript: false })).page;

    await test.step('the acceptance asks where to bill and where the cabinet goes', async () => {
      await customer.goto(link);
      const accept = customer.getByRole('region', { name: 'Accept quote' });
      await accept.getByRole('textbox', { name: 'Your name' }).fill('Isla Reid');
      await accept.getByRole('textbox', { name: /^Purchase order number/ }).fill('IR-PO-311');
      await accept.getByRole('textbox', { name: /^Company/ }).fill('Reid Opticians Ltd');
      await accept
        .getByRole('textbox', { name: /^Billing address/ })
        .fill('9 Bath Street\nGlasgow');
      await accept.getByRole('textbox', { name: 'Billing postcode' }).fill('g2 1hb');
      await accept
        .getByRole('textbox', { name: /^Delivery or site address/ })
        .fill('Unit 4, Braehead Shopping Centre\nRenfrew');
      await accept.getByRole('textbox', { name: /^Delivery or site postcode/ }).fill('G51 4BN');
      await expectNoViolations(customer);
      await accept.getByRole('checkbox', { name: 'I accept the terms above' }).check();
      await accept.getByRole('button', { name: 'Accept quote' }).click();
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Order confirmed');
    });

    await test.step('the link is now the order page, Accepted, with both addresses', async () => {
      await customer.goto(link);
      await expect(customer.getByRole('heading', { level: 1 })).toHaveText(`Order ${reference}`);
      await expectStanding(customer, 'Order accepted');
      const main = customer.getByRole('main');
      await expect(main.getByRole('region', { name: 'Billing address' })).toContainText(
        'Reid Opticians Ltd',
      );
      await expect(main.getByRole('region', { name: 'Billing address' })).toContainText('G2 1HB');
      await expect(main.getByRole('region', { name: 'Delivery or site address' })).toContainText(
        'Unit 4, Braehead Shopping Centre',
      );
      await expect(fact(main, 'Purchase order number')).toHaveText('IR-PO-311');
      expect(
        await customer.evaluate(() => document.documentElement.scrollWidth),
      ).toBeLessThanOrEqual(width);
      await expectNoViolations(customer);
    });

    const readyBy = shopDay(5);
    await test.step('staff start production with a word and the date it will be ready', async () => {
      await staff.goto(enquiryUrl);
      const panel = staff.getByRole('region', { name: 'Order', exact: true });
      await expect(panel).toContainText('Accepted');
      await expectNoViolations(staff);
      await moveOrder(staff, 'Start production', {
        message: 'The glass is ordered from the toughening plant.',
        date: readyBy,
      });
      await expect(panel).toContainText('In production');
      await expect(staff.getByRole('region', { name: 'History' })).toContainText(
        'The glass is ordered from the toughening plant.',
      );
    });

    await test.step('the customer without JavaScript reads the stage, the date and the words', async () => {
      await noScript.goto(link);
      await expectStanding(noScript, 'In production', ['Expected to be ready', inWords(readyBy)]);
      const timeline = noScript.getByRole('region', { name: 'Timeline' });
      await expect(timeline.getByRole('listitem')).toHaveCount(2);
      await expect(timeline).toContainText('The glass is ordered from the toughening plant.');
    });

    await test.step('the inbox lists it In production, then Late once its date has passed', async () => {
      const row = await inboxRow(staff, reference, 'In production', width);
      await expect(row).not.toContainText('Late');
      // The first screen (no filter) counts the orders in hand.
      await staff.goto('/staff');
      await expect(staff.getByText(/orders? in progress/)).toBeVisible();

      await moveExpectedDate(reference, shopDay(-1));
      const late = await inboxRow(staff, reference, 'Late (expected date passed)', width);
      await expect(late).toContainText('Late');
      await staff.goto('/staff');
      await expect(staff.getByRole('link', { name: /^late orders?$/ })).toBeVisible();
      await staff.goto(enquiryUrl);
      await expect(staff.getByRole('region', { name: 'Order', exact: true })).toContainText('Late');
      await expectNoViolations(staff);
    });

    const fitOn = shopDay(7);
    await test.step('ready: the installation is booked, and the customer reads its day', async () => {
      await moveOrder(staff, 'Mark ready', {
        way: 'Installation booked',
        date: fitOn,
        message: 'Our fitters will arrive at 8am.',
      });
      await customer.goto(link);
      await expectStanding(customer, `Installation booked for ${inWords(fitOn)}`);
      await expect(customer.getByRole('region', { name: 'Timeline' })).toContainText(
        'Our fitters will arrive at 8am.',
      );
      await expectNoViolations(customer);
    });

    await test.step('completed: the order closes, and the inbox lists it Completed', async () => {
      await staff.goto(enquiryUrl);
      await moveOrder(staff, 'Complete');
      const panel = staff.getByRole('region', { name: 'Order', exact: true });
      await expect(panel.getByRole('form', { name: 'Move this order on' })).toHaveCount(0);
      await noScript.goto(link);
      await expectStanding(noScript, 'Completed');
      await expect(
        noScript.getByRole('region', { name: 'Timeline' }).getByRole('listitem'),
      ).toHaveCount(4);
      const row = await inboxRow(staff, reference, 'Completed', width);
      await expect(row).not.toContainText('Late');
    });
  });
}
