/**
 * The team is told when mail is stuck, on both stores: an email the mail server keeps
 * refusing shows a banner on every inbox page once it has waited an hour (a clock the test
 * controls), with how many, since when and the server's last answer, never the email's
 * content; the banner goes once the email is sent.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { addStaff } from '../store/staff';
import { startSession } from '../store/sessions';
import { startPostgres } from '../../support/postgres.js';
import { startSmtp } from '../../support/smtp.js';
import { contactAnswers, eventually, newKey, postJson, startSite } from '../../support/site';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`stuck mail on ${storeKind}`, () => {
    test('after an hour every inbox page says the email is stuck, and stops once it is sent', async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('stuck') : undefined;
      const smtp = await startSmtp();
      smtp.refuse(true);
      let offsetMs = 0;
      const site = await startSite({
        databaseUrl,
        smtpUrl: smtp.url,
        clock: () => new Date(Date.now() + offsetMs),
      });
      try {
        const account = await addStaff(site.store, 'stuck@example.co.uk', 'scrypt$x');
        const session = await startSession(site.store, account);
        const page = async (url: string) =>
          (await site.app.inject({ url, headers: { cookie: `staff_session=${session.id}` } })).body;

        const message = 'Private words about the Sauchiehall Street fit-out';
        const sent = await postJson(site.app, {
          kind: 'contact',
          ...contactAnswers,
          message,
          idempotencyKey: newKey(),
        });
        assert.equal(sent.statusCode, 201);
        const { id } = await site.store.db
          .selectFrom('enquiries')
          .select('id')
          .where('reference', '=', sent.json().reference)
          .executeTakeFirstOrThrow();
        await eventually(async () => {
          const row = await site.store.db
            .selectFrom('outbox')
            .select('last_error')
            .where('enquiry_id', '=', id)
            .executeTakeFirstOrThrow();
          return row.last_error !== null;
        });

        assert.doesNotMatch(await page('/staff'), /Email is stuck/, 'not within the hour');
        offsetMs = 61 * 60 * 1000;
        for (const url of ['/staff', `/staff/enquiries/${id}`]) {
          const body = await page(url);
          assert.match(body, /Email is stuck/, url);
          assert.match(body, /1 email has not been sent since/);
          assert.match(body, /The mail server&#x27;s last answer: /);
          assert.ok(!body.split('Email is stuck')[1]?.split('</section>')[0]?.includes(message));
        }

        smtp.refuse(false);
        await eventually(() => smtp.received.length === 1, 30_000);
        // The server has the email before the outbox marks it sent: the banner goes with that mark.
        await eventually(async () => !/Email is stuck/.test(await page('/staff')));
        assert.equal(smtp.received.length, 1, 'sent once');
      } finally {
        await site.close();
        await smtp.close();
      }
    });
  });
}
