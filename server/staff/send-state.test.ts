/**
 * What the pages say about a quote's email is what the outbox holds, on both stores and with
 * a real SMTP server: right after "Send quote" it is queued or being sent (never a failure),
 * the next look says when it was sent (UK time); only when the mail server really refused
 * it does the page say "Not emailed yet" with the server's answer and the time of the next
 * try, and "Sent" once the retry goes. The outbox keeps the real clock, as the stuck-mail
 * test's does: a test brings a retry forward by making the row due, not by waiting.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'vitest';
import { addDays, londonDate } from '../sales/calendar';
import { startSmtp } from '../../support/smtp.js';
import { contactAnswers, eventually, newKey, postJson, startSite } from '../../support/site';
import { pageWords, signedIn, staffGet, staffPost } from '../../support/staff-test-kit';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';

const postgres = withPostgres();

/** "14:05" in the shop's time, written here apart from the server's own formatter. */
function ukTime(iso: string | null) {
  const date = new Date(String(iso));
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value.padStart(2, '0');
  return `${part('hour')}:${part('minute')}`;
}

for (const storeKind of STORE_KINDS) {
  describe(`a sent quote's email on ${storeKind}`, () => {
    async function open(name: string, mailBackoffMs?: number) {
      const databaseUrl = await postgres.databaseUrl(storeKind, name);
      const smtp = await startSmtp();
      const site = await startSite({
        databaseUrl,
        smtpUrl: smtp.url,
        clock: () => new Date(),
        ...(mailBackoffMs ? { mailBackoffMs } : {}),
      });
      const session = await signedIn(site.store, `${name}@example.co.uk`);
      const page = async (url: string) => pageWords((await staffGet(site.app, session, url)).body);
      const post = (url: string, fields: Record<string, string>) =>
        staffPost(site.app, session, url, fields);

      /** An enquiry from the contact form (its email to the team is queued too). */
      async function enquiry() {
        const sent = await postJson(site.app, {
          kind: 'contact',
          ...contactAnswers,
          idempotencyKey: newKey(),
        });
        assert.equal(sent.statusCode, 201);
        return site.store.db
          .selectFrom('enquiries')
          .select(['id', 'reference'])
          .where('reference', '=', sent.json<{ reference: string }>().reference)
          .executeTakeFirstOrThrow();
      }

      /** Prepare quote, one line, Send quote: the page it leads to. */
      async function sendQuote(id: string) {
        const opened = await post(`/staff/enquiries/${id}/quote/open`, {});
        assert.equal(opened.statusCode, 303);
        const editor = await staffGet(site.app, session, `/staff/enquiries/${id}/quote`);
        const revision = /name="revision" value="(\d+)"/.exec(editor.body)?.[1] ?? '';
        const sent = await post(`/staff/enquiries/${id}/quote`, {
          revision,
          action: 'send',
          validUntil: addDays(londonDate(new Date()), 30),
          note: '',
          'line-0-description': 'Shop counter, fitted',
          'line-0-quantity': '1',
          'line-0-price': '1250.00',
          'line-0-lead': '',
          'line-0-product': '',
        });
        assert.equal(sent.statusCode, 303, sent.body);
        assert.equal(sent.headers.location, `/staff/enquiries/${id}?done=quote-sent`);
        return String(sent.headers.location);
      }

      const quoteMail = (id: string) =>
        site.store.db
          .selectFrom('outbox')
          .selectAll()
          .where('enquiry_id', '=', id)
          .where('kind', '=', 'quote-sent')
          .executeTakeFirstOrThrow();

      return {
        smtp,
        site,
        page,
        enquiry,
        sendQuote,
        quoteMail,
        async close() {
          await site.close();
          await smtp.close();
        },
      };
    }

    test('queued behind another email, then sending, then "Sent at" the time it went', async () => {
      const kit = await open('sending');
      try {
        // The mail server holds its answers: the enquiry's own email to the team is in hand.
        kit.smtp.hold(true);
        const { id, reference } = await kit.enquiry();
        await eventually(() => kit.smtp.waiting === 1);

        const next = await kit.sendQuote(id);
        let text = await kit.page(next);
        assert.match(
          text,
          new RegExp(
            `Quote ${reference} v1 sent\\. Queued to be emailed to the customer \\(morag@example\\.co\\.uk\\), with the link below\\.`,
          ),
        );
        assert.match(text, /Link for the customer .* Queued to be emailed to the customer/);
        assert.doesNotMatch(text, /Not emailed yet|refused/);

        // The team's email answered; the quote's is in the worker's hands, its answer held.
        kit.smtp.release();
        await eventually(() => kit.smtp.waiting === 1);
        text = await kit.page(next);
        assert.match(text, new RegExp(`Quote ${reference} v1 sent\\. Sending now to the customer`));
        assert.doesNotMatch(text, /Not emailed yet|refused/);

        kit.smtp.hold(false);
        await eventually(async () => (await kit.quoteMail(id)).state === 'sent');
        const mail = await kit.quoteMail(id);
        text = await kit.page(next);
        const at = ukTime(mail.sent_at);
        assert.match(
          text,
          new RegExp(`Quote ${reference} v1 sent\\. Sent at ${at} to the customer`),
        );
        assert.match(text, new RegExp(`Quote v1 to the customer ?: Sent at ${at} to the customer`));
        assert.equal(kit.smtp.received.length, 2);
      } finally {
        await kit.close();
      }
    });

    test('refused: "Not emailed yet" with the mail server\'s answer and the next try; after the retry, "Sent at"', async () => {
      // A minute's back-off: the failure stays on the page until the test makes the retry due.
      const kit = await open('refused', 60_000);
      try {
        const { id, reference } = await kit.enquiry();
        await eventually(() => kit.smtp.received.length === 1);
        kit.smtp.refuse(true);
        const next = await kit.sendQuote(id);
        await eventually(async () => {
          const row = await kit.quoteMail(id);
          return row.last_error !== null && row.lease_until === null;
        });
        const failed = await kit.quoteMail(id);
        let text = await kit.page(next);
        const retry = ukTime(failed.next_attempt_at);
        assert.match(
          text,
          new RegExp(
            `Quote ${reference} v1 sent\\. Not emailed yet: [^,]*451 Service unavailable, try later, trying again at ${retry} \\(morag@example\\.co\\.uk\\)`,
          ),
        );
        assert.match(text, /Quote v1 to the customer ?: Not emailed yet: [^,]*451 Service/);

        kit.smtp.refuse(false);
        await kit.site.store.db
          .updateTable('outbox')
          .set({ next_attempt_at: new Date().toISOString() })
          .where('id', '=', failed.id)
          .execute();
        await eventually(async () => (await kit.quoteMail(id)).state === 'sent');
        const sent = await kit.quoteMail(id);
        text = await kit.page(next);
        assert.match(
          text,
          new RegExp(
            `Quote ${reference} v1 sent\\. Sent at ${ukTime(sent.sent_at)} to the customer`,
          ),
        );
        assert.doesNotMatch(text, /Not emailed yet/);
        assert.equal(kit.smtp.received.length, 2);
      } finally {
        await kit.close();
      }
    });
  });
}
