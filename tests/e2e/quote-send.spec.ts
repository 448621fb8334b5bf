import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { test, type MailSite } from './support/mail-site';
import {
  expectNoViolations,
  findInInbox,
  lineFields,
  quotePanel,
  sendQuote,
  signInStaff,
} from './support/quotes';

/**
 * What the sales team reads about a quote's email after Send quote (issue 35, item 3), in
 * the browser at 1280 and 390, with a real SMTP server: right after sending, "Queued to be
 * emailed to the customer" or "Sending now", and the next look "Sent at 14:05"; when the
 * mail server refuses it, "Not emailed yet: <its answer>, trying again at 14:15", and "Sent
 * at" once the retry goes. The journeys' own server has no mail server, so this spec starts
 * a production server of its own (`npm start`'s script, on its own store) pointed at one it
 * controls: the SMTP server holds its answers, lets them go, and refuses. The outbox keeps
 * the real clock, as server/staff/send-state.test.ts does: a retry is moved by its row's
 * next try in the store, never waited for.
 */

/** "14:05" in the shop's time, with the day when it is not today's: as the staff pages say it. */
function ukTime(iso: string | null) {
  const at = new Date(String(iso));
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const day = (date: Date) =>
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);
  return day(at) === day(new Date()) ? time : `${time} on ${day(at)}`;
}

/** Whether the outbox has sent everything it holds (an enquiry's email to the team). */
async function outboxEmpty(mailSite: MailSite) {
  const pending = await mailSite.store.db
    .selectFrom('outbox')
    .select('id')
    .where('state', '=', 'pending')
    .execute();
  return pending.length === 0;
}

/**
 * A message from the contact form, its email to the team sent; then the sales team signed
 * in, the enquiry opened from the inbox, a one-line quote priced and its draft saved, ready
 * to send. Gives the enquiry's id and reference.
 */
async function draftQuote(
  page: Page,
  mailSite: MailSite,
  testInfo: TestInfo,
  customer: { name: string; email: string },
) {
  const sent = await page.request.post('/api/enquiries', {
    form: { ...customer, subject: 'general', message: 'A shop counter, fitted, please.' },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  await expect.poll(() => outboxEmpty(mailSite)).toBe(true);
  await signInStaff(page, testInfo, mailSite.dataDir);
  const row = await findInInbox(page, customer.name);
  await row.getByRole('link', { name: /^CS-\d{6}$/ }).click();
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const reference = /CS-\d{6}/.exec(heading)?.[0] ?? 'no reference';
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Message ${reference}`);
  const id = /\/staff\/enquiries\/([^/?#]+)/.exec(page.url())?.[1] ?? 'no id';
  await page.getByRole('button', { name: 'Prepare quote' }).click();
  const line = lineFields(page, 'Line 1 (new)');
  await line.description.fill('Shop counter, fitted');
  await line.quantity.fill('1');
  await line.price.fill('1250.00');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toHaveText(
    'Draft saved.',
  );
  return { id, reference };
}

/** The quote's email's row, as the worker left it. */
function quoteMail(mailSite: MailSite, id: string) {
  return mailSite.store.db
    .selectFrom('outbox')
    .selectAll()
    .where('enquiry_id', '=', id)
    .where('kind', '=', 'quote-sent')
    .executeTakeFirstOrThrow();
}

/** What the page says of the quote's email: the flash, the link's hint, the Emails list. */
async function expectMailState(page: Page, reference: string, email: string, state: string) {
  await expect(page.getByRole('status').filter({ hasText: 'sent.' })).toHaveText(
    `Quote ${reference} v1 sent. ${state} (${email}), with the link below.`,
  );
  // Queued, sending or sent: nothing is wrong, and it looks so.
  await expect(page.getByRole('status').filter({ hasText: 'sent.' })).toHaveClass('success');
  await expect(
    page.getByRole('textbox', { name: 'Link for the customer' }),
  ).toHaveAccessibleDescription(state);
  await expect(
    page
      .getByRole('region', { name: 'Emails' })
      .getByRole('listitem')
      .filter({ hasText: 'Quote v1 to the customer' }),
  ).toHaveText(`Quote v1 to the customer: ${state}`);
}

// Each journey signs in (a password hashed) and scans pages with axe, on a production server
// of its own: slow on a busy two-core machine, as the other staff journeys are (test.slow).
// The mail server is the worker's, shared: each journey starts it taking mail at once.
test.beforeEach(({ mailSite }) => {
  mailSite.smtp.refuse(false);
  mailSite.smtp.hold(false);
});

for (const width of [1280, 390]) {
  test(`at ${width}px Send quote says Queued, then Sending now, then Sent at the time it went`, async ({
    page,
    mailSite,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { smtp } = mailSite;
    const tag = `${width}-${Date.now()}`;
    const email = `morag-${tag}@example.co.uk`;
    const { id, reference } = await draftQuote(page, mailSite, testInfo, {
      name: `Morag Campbell ${tag}`,
      email,
    });
    // Another customer's message comes in; the mail server holds its answer to the team's
    // email, so the worker has that one in hand when the quote is sent. (Held for seconds:
    // the sender gives a silent server 20 s.)
    smtp.hold(true);
    const other = await page.request.post('/api/enquiries', {
      form: {
        name: `Aileen MacLeod ${tag}`,
        email: `aileen-${tag}@example.co.uk`,
        subject: 'general',
        message: 'Three wall bays, please.',
      },
      maxRedirects: 0,
    });
    expect(other.status()).toBe(303);
    await expect.poll(() => smtp.waiting).toBe(1);
    await sendQuote(page, reference, 1, 'Message');

    // Behind the team's email: queued, and no failure said.
    await expectMailState(page, reference, email, 'Queued to be emailed to the customer');
    await expect(page.getByRole('main')).not.toContainText('Not emailed yet');

    // The team's email answered; the quote's is with the mail server, its answer held.
    smtp.release();
    await expect.poll(() => smtp.waiting).toBe(1);
    await page.reload();
    await expectMailState(page, reference, email, 'Sending now to the customer');
    await expect(page.getByRole('main')).not.toContainText('Not emailed yet');

    smtp.hold(false);
    await expect.poll(async () => (await quoteMail(mailSite, id)).state).toBe('sent');
    const mail = await quoteMail(mailSite, id);
    await page.reload();
    await expectMailState(
      page,
      reference,
      email,
      `Sent at ${ukTime(mail.sent_at)} to the customer`,
    );
    await expect(quotePanel(page)).toContainText('Sent, v1');
    expect(smtp.received.filter((message) => message.to.includes(email))).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoViolations(page);
  });

  test(`at ${width}px a quote the mail server refused says Not emailed yet with its answer and the next try, then Sent at once it goes`, async ({
    page,
    mailSite,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { smtp } = mailSite;
    const tag = `${width}-${Date.now()}`;
    const email = `morag-${tag}@example.co.uk`;
    const { id, reference } = await draftQuote(page, mailSite, testInfo, {
      name: `Morag Campbell ${tag}`,
      email,
    });

    // From now on the mail server refuses, and holds its answer until the test lets it go.
    smtp.refuse(true);
    smtp.hold(true);
    await sendQuote(page, reference, 1, 'Message');
    // Right after sending it is queued or in hand: never a failure before one happened.
    await expect(page.getByRole('status').filter({ hasText: 'sent.' })).toContainText(
      /sent\. (Queued to be emailed to the customer|Sending now to the customer) \(/,
    );
    await expect(page.getByRole('main')).not.toContainText('Not emailed yet');
    await expect.poll(() => smtp.waiting).toBe(1);
    await page.reload();
    await expectMailState(page, reference, email, 'Sending now to the customer');

    // The mail server answers 451. The worker's next try (5 s on) is moved ten minutes on,
    // as a later back-off would put it, so the page can be read before it comes.
    smtp.release();
    let retryAt = '';
    await expect
      .poll(async () => {
        retryAt = new Date(Date.now() + 10 * 60 * 1000).toISOString();
        const moved = await mailSite.store.db
          .updateTable('outbox')
          .set({ next_attempt_at: retryAt })
          .where('enquiry_id', '=', id)
          .where('kind', '=', 'quote-sent')
          .where('state', '=', 'pending')
          .where('last_error', 'is not', null)
          .where('lease_until', 'is', null)
          .executeTakeFirst();
        return Number(moved.numUpdatedRows);
      })
      .toBe(1);
    await page.reload();
    const flash = page.getByRole('status').filter({ hasText: 'sent.' });
    await expect(flash).toHaveText(
      new RegExp(
        `^Quote ${reference} v1 sent\\. Not emailed yet: [^,]*451 Service unavailable, try later, trying again at ${ukTime(retryAt)} \\(${email.replace(/[.]/g, '\\.')}\\), with the link below\\.$`,
      ),
    );
    // A held-up e-mail is said in the colours of a problem, not of a success.
    await expect(flash).toHaveClass('notice');
    await expect(page.getByRole('region', { name: 'Emails' })).toContainText(
      `Quote v1 to the customer: Not emailed yet:`,
    );
    await expect(
      page.getByRole('textbox', { name: 'Link for the customer' }),
    ).toHaveAccessibleDescription(/^Not emailed yet: .*451 Service unavailable, try later/);
    expect(smtp.refused.filter((message) => message.to.includes(email))).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await expectNoViolations(page);

    // The mail server takes mail again, and the try is due now: it goes at the worker's
    // next look (every 5 s).
    smtp.refuse(false);
    smtp.hold(false);
    await mailSite.store.db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date().toISOString() })
      .where('enquiry_id', '=', id)
      .where('kind', '=', 'quote-sent')
      .execute();
    await expect
      .poll(async () => (await quoteMail(mailSite, id)).state, { timeout: 20_000 })
      .toBe('sent');
    const mail = await quoteMail(mailSite, id);
    await page.reload();
    await expectMailState(
      page,
      reference,
      email,
      `Sent at ${ukTime(mail.sent_at)} to the customer`,
    );
    await expect(page.getByRole('main')).not.toContainText('Not emailed yet');
    expect(smtp.received.filter((message) => message.to.includes(email))).toHaveLength(1);
    await expectNoViolations(page);
  });
}
