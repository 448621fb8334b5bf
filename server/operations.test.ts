/**
 * Running it for real, on both stores: what the log holds of a whole enquiry (nothing of
 * the visitor's), and the health addresses, /readyz following PostgreSQL down and up.
 */
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { loggerOptions } from './logging';
import { addStaff } from './store/staff';
import { startSession } from './store/sessions';
import { startPostgres } from '../support/postgres.js';
import { startSmtp } from '../support/smtp.js';
import { eventually, newKey, postForm, postJson, startSite } from '../support/site';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

/** A pino logger as `npm start` makes it, writing into a string the test reads. */
function capturedLog() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { log: pino(loggerOptions('info'), stream), text: () => text };
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`operating it on ${storeKind}`, () => {
    test('the log of a whole enquiry (post, confirmation, email, staff change) holds none of the visitor’s words, address or tokens', async () => {
      const smtp = await startSmtp();
      const captured = capturedLog();
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('logs') : undefined;
      const site = await startSite({
        databaseUrl,
        smtpUrl: smtp.url,
        log: captured.log,
        env: { ENQUIRY_RATE_LIMIT: '1000' },
      });
      try {
        const visitor = {
          name: 'Seonaidh Quigley-Farquharson',
          email: 'seonaidh.private@example.co.uk',
          phone: '07700 900 777',
          subject: 'general',
          message: 'Confidential: our Byres Road unit opens in March',
        };
        const posted = await postForm(site.app, visitor, { from: '203.0.113.77' });
        assert.equal(posted.statusCode, 303);
        const confirmation = String(posted.headers.location);
        const page = await site.app.inject({ url: confirmation });
        assert.equal(page.statusCode, 200);
        await eventually(() => smtp.received.length === 1);
        const json = await postJson(
          site.app,
          { kind: 'contact', ...visitor, idempotencyKey: newKey() },
          { from: '2001:db8:7:9::42' },
        );
        assert.equal(json.statusCode, 201);

        const account = await addStaff(site.store, 'logs@example.co.uk', 'scrypt$x');
        const session = await startSession(site.store, account);
        const { id } = await site.store.db
          .selectFrom('enquiries')
          .select('id')
          .where('reference', '=', json.json().reference)
          .executeTakeFirstOrThrow();
        const changed = await site.app.inject({
          method: 'POST',
          url: `/staff/enquiries/${id}/status`,
          headers: {
            origin: 'http://localhost:80',
            cookie: `staff_session=${session.id}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams({ _csrf: session.csrfToken, status: 'won' }).toString(),
        });
        assert.equal(changed.statusCode, 303);
        await site.app.inject({
          url: `/staff?q=${encodeURIComponent(visitor.name)}`,
          headers: { cookie: `staff_session=${session.id}` },
        });

        const text = captured.text();
        const lines = text
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as Record<string, unknown>);
        const requests = lines.filter((line) => line.msg === 'request');
        // One line per request, each with an id, method, route pattern, status and time.
        assert.ok(requests.length >= 5, text);
        for (const line of requests) {
          assert.equal(typeof line.reqId, 'string');
          assert.match(String(line.method), /^(GET|POST)$/);
          assert.equal(typeof line.route, 'string');
          assert.equal(typeof line.status, 'number');
          assert.equal(typeof line.ms, 'number');
        }
        assert.ok(
          requests.some((line) => line.route === '/enquiries/:token' && line.status === 200),
        );
        assert.ok(requests.some((line) => line.address === '203.0.113.0/24'));
        assert.ok(requests.some((line) => line.address === '2001:db8:7::/48'));
        assert.ok(lines.some((line) => line.event === 'mail-sent'));
        assert.ok(lines.some((line) => line.event === 'migrations'));
        const secrets = [
          visitor.name,
          'Seonaidh',
          visitor.email,
          'example.co.uk',
          visitor.phone,
          'Byres Road',
          '203.0.113.77',
          '2001:db8:7:9',
          confirmation.split('/').pop() ?? 'no token',
          session.id,
          session.csrfToken,
          'logs@example.co.uk',
        ];
        for (const secret of secrets)
          assert.ok(!text.includes(secret), `the log holds "${secret}"`);
      } finally {
        await site.close();
        await smtp.close();
      }
    });
  });
}

test('/healthz answers while the process runs; /readyz follows PostgreSQL down and back up', async () => {
  const databaseUrl = await postgres.createDatabase('ready');
  const site = await startSite({ databaseUrl });
  try {
    const ask = async (url: string) => {
      const response = await site.app.inject({ url });
      assert.equal(response.headers['cache-control'], 'no-store');
      return { status: response.statusCode, body: response.json() as Record<string, unknown> };
    };
    assert.deepEqual((await ask('/readyz')).status, 200);
    const ready = await ask('/readyz');
    assert.equal(ready.body.status, 'ready');
    assert.equal(ready.body.migrations, 'current');
    assert.equal(ready.body.oldestUnsentEmailSeconds, null);
    assert.equal((await ask('/healthz')).status, 200);

    postgres.stop();
    try {
      const down = await ask('/readyz');
      assert.equal(down.status, 503);
      assert.equal(down.body.status, 'not ready');
      assert.equal((await ask('/healthz')).status, 200);
    } finally {
      postgres.start();
    }
    await eventually(async () => (await ask('/readyz')).status === 200, 15_000);
    // Many asks are never limited.
    for (let index = 0; index < 30; index += 1) assert.equal((await ask('/healthz')).status, 200);
  } finally {
    await site.close();
  }
});

test('/readyz reports the age of the oldest email still waiting (SQLite)', async () => {
  const site = await startSite({
    smtpUrl: 'smtp://127.0.0.1:9',
    env: { ENQUIRY_RATE_LIMIT: '1000' },
  });
  try {
    const sent = await postJson(site.app, {
      kind: 'contact',
      name: 'Morag Campbell',
      email: 'morag@example.co.uk',
      subject: 'general',
      message: 'Mail cannot go: nobody listens on port 9.',
      idempotencyKey: newKey(),
    });
    assert.equal(sent.statusCode, 201);
    const ready = (await site.app.inject({ url: '/readyz' })).json() as Record<string, unknown>;
    assert.equal(ready.store, 'sqlite');
    assert.equal(typeof ready.oldestUnsentEmailSeconds, 'number');
  } finally {
    await site.close();
  }
});
