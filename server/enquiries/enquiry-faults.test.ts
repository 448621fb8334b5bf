/**
 * Enquiries under faults, against real servers: the production server (`node
 * server/start.js`) killed with SIGKILL in the middle of a burst, on the embedded store and
 * on PostgreSQL; two instances sharing one PostgreSQL and one SMTP server; PostgreSQL
 * stopped while the server runs. PostgreSQL is a throwaway cluster from Debian's package
 * and the mail server a real SMTP server in this process (tests/server/support/).
 */
import { MIGRATIONS } from '../store/migrations';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, test } from 'vitest';
import { sql } from 'kysely';
import { startChildServer } from '../../support/child-server.js';
import { openStore } from '../store/connect';
import { startPostgres } from '../../support/postgres.js';
import { startSmtp } from '../../support/smtp.js';
import { contactAnswers, eventually, formBody, postJson, startSite } from '../../support/site';

const BURST = 200;
const AT_ONCE = 20;
/** The burst is cut when this many enquiries have been acknowledged: well inside it. */
const KILL_AFTER_ACKNOWLEDGED = 60;

let postgres: Awaited<ReturnType<typeof startPostgres>>;
const dataDirs: string[] = [];
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => {
  postgres?.kill();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freshDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-faults-'));
  dataDirs.push(dir);
  return dir;
}

async function sendJson(url: string, body: Record<string, unknown>) {
  const response = await fetch(`${url}/api/enquiries`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}

async function rowsByKey(store: import('../store/connect').Store, keys: string[]) {
  const rows = await store.db
    .selectFrom('enquiries')
    .select(['id', 'reference', 'idempotency_key'])
    .where('idempotency_key', 'in', keys)
    .execute();
  const byKey: Map<string, typeof rows> = new Map();
  for (const row of rows) {
    const key = String(row.idempotency_key);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return { rows, byKey };
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  test(`SIGKILL in the middle of a burst on ${storeKind}: every acknowledged enquiry is stored once, and a client's retry of the whole burst stores nothing twice`, async () => {
    const dataDir = freshDataDir();
    const env = {
      DATA_DIR: dataDir,
      // The burst comes from this machine, counted like any visitor.
      ENQUIRY_RATE_LIMIT: '100000',
      ...(storeKind === 'postgres' ? { DATABASE_URL: await postgres.createDatabase('burst') } : {}),
      SMTP_URL: '',
    };
    const burst = Array.from({ length: BURST }, (_, index) => ({
      kind: 'contact',
      ...contactAnswers,
      message: `Burst enquiry ${index}`,
      idempotencyKey: `burst-${randomUUID()}`,
    }));
    const keys = burst.map((body) => body.idempotencyKey);

    const first = await startChildServer({ env });
    /** @type {Map<string, string>} idempotency key -> reference, for every 201 */
    const acknowledged = new Map();
    let failed = 0;
    let next = 0;
    let killed = false;
    const workers = Array.from({ length: AT_ONCE }, async () => {
      while (next < burst.length) {
        const body = burst[next++];
        if (!body) break;
        try {
          const answer = await sendJson(first.url, body);
          if (answer.status === 201) {
            acknowledged.set(body.idempotencyKey, String(answer.body.reference));
          } else failed += 1;
        } catch {
          // The connection died with the server: not acknowledged, the client will retry.
          failed += 1;
        }
        if (!killed && acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(workers);
    assert.equal(await first.exited(), null, 'killed by the signal, not exited');
    assert.equal(first.child.signalCode, 'SIGKILL');
    assert.ok(acknowledged.size >= KILL_AFTER_ACKNOWLEDGED, 'the burst was cut in the middle');
    assert.ok(failed > 0, `the burst was cut before its end (${acknowledged.size} acknowledged)`);

    const second = await startChildServer({ env });
    const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      const before = await rowsByKey(store, keys);
      for (const [key, reference] of acknowledged) {
        assert.deepEqual(
          before.byKey.get(key)?.map((row) => row.reference),
          [reference],
          `acknowledged ${reference} is stored exactly once under its key`,
        );
        assert.equal(
          before.rows.filter((row) => row.reference === reference).length,
          1,
          `acknowledged ${reference} is stored exactly once under its reference`,
        );
      }

      // The client retries every request of the burst, acknowledged or not, with its key.
      let resend = 0;
      const retried: Map<string, string> = new Map();
      await Promise.all(
        Array.from({ length: AT_ONCE }, async () => {
          while (resend < burst.length) {
            const body = burst[resend++];
            if (!body) break;
            const answer = await sendJson(second.url, body);
            assert.equal(
              answer.status,
              201,
              `a retry is acknowledged: ${JSON.stringify(answer.body)}`,
            );
            retried.set(body.idempotencyKey, String(answer.body.reference));
          }
        }),
      );
      for (const [key, reference] of acknowledged) {
        assert.equal(retried.get(key), reference, 'an acknowledged enquiry keeps its reference');
      }

      const afterRetry = await rowsByKey(store, keys);
      assert.equal(afterRetry.rows.length, BURST, 'one row per key, no more');
      for (const key of keys) {
        assert.deepEqual(
          afterRetry.byKey.get(key)?.map((row) => row.reference),
          [retried.get(key)],
          'stored once, under the reference the retry was given',
        );
      }
      const references = new Set(afterRetry.rows.map((row) => row.reference));
      assert.equal(references.size, BURST, 'no reference given twice');
      // Each enquiry and its email are written in one transaction: never one without the other.
      const outbox = await store.db
        .selectFrom('outbox')
        .select('enquiry_id')
        .where(
          'enquiry_id',
          'in',
          afterRetry.rows.map((row) => row.id),
        )
        .execute();
      assert.equal(outbox.length, BURST, 'one outbox row per enquiry');
      assert.equal(new Set(outbox.map((row) => row.enquiry_id)).size, BURST);
    } finally {
      await store.close();
      second.child.kill('SIGTERM');
      await second.exited();
    }
  });
}

test('two instances on one PostgreSQL, started at the same moment, email each enquiry exactly once', async () => {
  const databaseUrl = await postgres.createDatabase('two_instances');
  const smtp = await startSmtp();
  // Both instances open a brand-new database together: the migrations run once, under a lock.
  const instances = await Promise.all([
    startSite({ databaseUrl, smtpUrl: smtp.url }),
    startSite({ databaseUrl, smtpUrl: smtp.url }),
  ]);
  try {
    const [one, two] = instances;
    assert.ok(one && two);
    const migrations = await sql<{
      name: string;
    }>`select name from kysely_migration`.execute(one.store.db);
    const names = migrations.rows.map((row) => row.name);
    assert.deepEqual(names.sort(), [...MIGRATIONS].sort(), 'each migration is recorded once');

    // The mail server refuses at first, so both outboxes find the same rows due at once
    // when it accepts again: the claim, not luck, keeps them apart.
    smtp.refuse(true);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        postJson(index % 2 === 0 ? one.app : two.app, {
          kind: 'contact',
          ...contactAnswers,
          message: `Two instances, enquiry ${index}`,
          idempotencyKey: `two-${randomUUID()}`,
        }),
      ),
    );
    const references = answers.map((answer) => {
      assert.equal(answer.statusCode, 201);
      return String(answer.json().reference);
    });
    assert.equal(new Set(references).size, 30);
    await new Promise((resolve) => setTimeout(resolve, 300));
    smtp.refuse(false);

    const sent = () =>
      one.store.db
        .selectFrom('outbox')
        .select('state')
        .where('state', '=', 'sent')
        .execute()
        .then((rows) => rows.length);
    await eventually(async () => (await sent()) === 30, 30_000);
    // The outboxes have drained; anything sent twice would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const mailsPerReference: Map<string, number> = new Map();
    for (const mail of smtp.received) {
      const reference = /^X-Enquiry-Reference: (CS-\d{6})/m.exec(mail.raw)?.[1];
      assert.ok(reference, 'every email names its enquiry');
      mailsPerReference.set(reference, (mailsPerReference.get(reference) ?? 0) + 1);
    }
    for (const reference of references) {
      assert.equal(mailsPerReference.get(reference), 1, `${reference} emailed exactly once`);
    }
    assert.equal(smtp.received.length, 30, 'no other email, none twice');
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await smtp.close();
  }
});

test('PostgreSQL stopped while the server runs: 503 with the message, the form kept, and served again once it is back', async () => {
  const databaseUrl = await postgres.createDatabase('stopped');
  const server = await startChildServer({
    env: { DATA_DIR: freshDataDir(), DATABASE_URL: databaseUrl, SMTP_URL: '' },
  });
  try {
    const before = await sendJson(server.url, {
      kind: 'contact',
      ...contactAnswers,
      idempotencyKey: `stopped-${randomUUID()}`,
    });
    assert.equal(before.status, 201);

    postgres.stop();
    try {
      const json = await sendJson(server.url, {
        kind: 'contact',
        ...contactAnswers,
        idempotencyKey: `stopped-${randomUUID()}`,
      });
      assert.equal(json.status, 503);
      assert.match(String(json.body.message), /could not take your message just now/);

      // The confirmation of the enquiry sent before: not called a link that does not work.
      const confirmation = await fetch(`${server.url}${String(before.body.confirmationUrl)}`);
      assert.equal(confirmation.status, 503);
      const shown = await confirmation.text();
      assert.match(shown, /We cannot show your enquiry just now/);
      assert.match(
        shown,
        /Our server could not show this page just now\. Please try again in a moment/,
      );
      assert.doesNotMatch(shown, /We cannot find that enquiry/);

      const typed = {
        kind: 'site-survey',
        name: 'Iain Fraser',
        email: 'iain@example.co.uk',
        phone: '07700 900123',
        company: 'Fraser & Sons',
        workType: 'shelving',
        address: '12 Argyle Street, Glasgow',
        postcode: 'G2 8AG',
        preferredTimes: 'Mornings',
        notes: 'Side door <rear>',
      };
      const form = await fetch(`${server.url}/api/enquiries`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: formBody(typed),
        redirect: 'manual',
      });
      assert.equal(form.status, 503);
      assert.match(String(form.headers.get('content-type')), /^text\/html/);
      const html = await form.text();
      assert.match(html, /<p class="notice" role="alert">Our server could not take your message/);
      assert.match(html, /<input type="hidden" name="kind" value="site-survey"\/>/);
      for (const name of [
        'name',
        'email',
        'phone',
        'company',
        'postcode',
        'preferredTimes',
      ] as const) {
        const value = typed[name].replace(/&/g, '&amp;');
        assert.match(
          html,
          new RegExp(`id="field-${name}"[^>]*name="${name}"[^>]*value="${value}"`),
          `${name} kept`,
        );
      }
      assert.match(
        html,
        /id="field-address" name="address"[^>]*>12 Argyle Street, Glasgow<\/textarea>/,
      );
      assert.match(html, /id="field-notes" name="notes"[^>]*>Side door &lt;rear&gt;<\/textarea>/);
      assert.match(html, /<option value="shelving" selected="">/);
      assert.equal(server.child.exitCode, null, 'the server is still running');
    } finally {
      postgres.start();
    }

    // The pool makes new connections once PostgreSQL is back.
    const key = `stopped-${randomUUID()}`;
    const afterwards = await sendJson(server.url, {
      kind: 'contact',
      ...contactAnswers,
      idempotencyKey: key,
    });
    assert.equal(afterwards.status, 201);
    const page = await fetch(`${server.url}${String(afterwards.body.confirmationUrl)}`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), new RegExp(String(afterwards.body.reference)));
    assert.equal(server.child.exitCode, null);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited();
  }
});
