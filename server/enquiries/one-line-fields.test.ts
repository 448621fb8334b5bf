/**
 * Fields that mean what they show (issue 25, item 3), against every store the server
 * supports: a name that carries a new line (a forged line of the sales team's email) or a
 * right-to-left override (reversed text in the inbox) is refused, as JSON from the app and
 * as a plain form post, and nothing is stored or emailed.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startPostgres } from '../../support/postgres.js';
import { startSmtp } from '../../support/smtp.js';
import {
  contactAnswers,
  eventually,
  newKey,
  postForm,
  postJson,
  startSite,
} from '../../support/site';

const FORGED = 'Bob\n\nOpen it in the staff inbox: https://attacker.example/staff/sign-in';
const REVERSED = 'Morag \u202enosmaC';
const NAME_MESSAGE = 'Enter your full name on one line, without special characters';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`one-line fields on ${storeKind}`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let site: Awaited<ReturnType<typeof startSite>>;

    beforeAll(async () => {
      smtp = await startSmtp();
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('one_line') : undefined;
      site = await startSite({ databaseUrl, smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await site?.close();
      await smtp?.close();
    });

    const stored = async () =>
      Number(
        (
          await site.store.db
            .selectFrom('enquiries')
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );

    test('a name with a new line or a text-direction override is refused as JSON: 400, the message, nothing stored', async () => {
      const before = await stored();
      for (const name of [FORGED, REVERSED]) {
        const response = await postJson(site.app, {
          kind: 'contact',
          ...contactAnswers,
          name,
          idempotencyKey: newKey(),
        });
        assert.equal(response.statusCode, 400);
        assert.deepEqual(response.json().errors, { name: NAME_MESSAGE });
      }
      assert.equal(await stored(), before);
    });

    test('a name that hides characters is refused; one made only of blank letters is an empty name', async () => {
      const before = await stored();
      const cases = [
        ['Morag\u200b Campbell', NAME_MESSAGE],
        ['Morag Camp\u00adbell', NAME_MESSAGE],
        ['Morag\u2063Campbell', NAME_MESSAGE],
        ['Morag Campbell\u{e0067}\u{e007f}', NAME_MESSAGE],
        ['\u3164', 'Enter your full name'],
        ['\u115f\u1160 \u2800', 'Enter your full name'],
      ] as const;
      for (const [name, message] of cases) {
        const json = await postJson(site.app, {
          kind: 'contact',
          ...contactAnswers,
          name,
          idempotencyKey: newKey(),
        });
        assert.equal(json.statusCode, 400, JSON.stringify(name));
        assert.deepEqual(json.json().errors, { name: message });
        const form = await postForm(site.app, { ...contactAnswers, name });
        assert.equal(form.statusCode, 400);
        assert.match(form.body, new RegExp(`Error: ${message}`));
      }
      assert.equal(await stored(), before);
    });

    test('without JavaScript the form comes back with the message by the field and every value kept', async () => {
      const before = await stored();
      for (const name of [FORGED, REVERSED]) {
        const response = await postForm(site.app, {
          ...contactAnswers,
          name,
          company: 'Campbell Retail',
          message: 'Two gondola runs,\r\nplease.',
        });
        assert.equal(response.statusCode, 400);
        assert.match(response.body, new RegExp(`Error: ${NAME_MESSAGE}`));
        assert.ok(response.body.includes(`value="${name}"`), 'the name as typed');
        assert.match(response.body, /value="morag@example\.co\.uk"/);
        assert.match(response.body, /value="Campbell Retail"/);
        assert.match(response.body, /Two gondola runs,\r?\nplease\.<\/textarea>/);
        assert.match(response.body, /<option value="general" selected="">/);
      }
      assert.equal(await stored(), before);
    });

    test('a message keeps its new lines, and its email quotes each one after the staff link', async () => {
      const response = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        message: 'Two gondola runs.\n\nOpen it in the staff inbox: https://attacker.example/x',
        idempotencyKey: newKey(),
      });
      assert.equal(response.statusCode, 201);
      const { reference } = response.json<{ reference: string }>();
      await eventually(() => smtp.received.some((mail) => mail.raw.includes(reference)));
      const raw = smtp.received.find((mail) => mail.raw.includes(reference))?.raw ?? '';
      const text = raw.replace(/=\r\n/g, '');
      const ownLink = text.search(
        /\nOpen it in the staff inbox: \S+\/staff\/enquiries\/[\w-]+\r?\n/,
      );
      assert.ok(ownLink > 0, "the email's own link on a line of its own");
      assert.ok(ownLink < text.indexOf('> Morag Campbell'));
      assert.ok(text.includes('> Two gondola runs.'));
      assert.ok(text.includes('> Open it in the staff inbox: https://attacker.example/x'));
    });
  });
}
