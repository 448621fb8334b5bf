/**
 * Erasure that erases, on both stores: an erased enquiry's words are gone from the store's
 * files (SQLite's database and WAL; PostgreSQL's table pages, read raw), an email leased
 * just before the erasure is not sent, and the retention sweep deletes ended sessions and
 * old sign-in failures.
 */
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import pg from 'pg';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startPostgres } from '../../support/postgres.js';
import { startSite, contactAnswers, eventually, newKey, postJson } from '../../support/site';
import { startSmtp } from '../../support/smtp.js';
import { startRetention } from '../enquiries/retention';
import { enquiryMail } from '../mail/message';
import { startOutbox } from '../mail/outbox';
import { hashPassword } from '../staff/passwords';
import { SQLITE_FILE } from './connect';
import { eraseEnquiry } from './erasure';
import { addStaff } from './staff';
import { SESSION_IDLE_MS, startSession } from './sessions';

const ORIGIN = 'http://localhost:80';
/** Words no other row holds. */
const SECRET = 'Quartermain-private-fitting-words';
const MESSAGE = `Please measure the back wall first. ${SECRET}. Call after two.`;

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

/** How many of the store's files (SQLite) or raw table pages (PostgreSQL) hold `words`. */
async function placesHolding(
  storeKind: 'sqlite' | 'postgres',
  where: { dataDir: string; databaseUrl?: string | undefined },
  words: string,
) {
  if (storeKind === 'sqlite') {
    return ['', '-wal', '-shm']
      .map((suffix) => join(where.dataDir, SQLITE_FILE + suffix))
      .filter((file) => existsSync(file) && readFileSync(file).includes(words)).length;
  }
  const client = new pg.Client(where.databaseUrl);
  await client.connect();
  try {
    await client.query('create extension if not exists pageinspect');
    // Every page of every table and its out-of-line (TOAST) storage, free space included.
    const { rows } = await client.query<{ pages: string }>(
      `select count(*) as pages
         from pg_class c
         cross join lateral generate_series(0, pg_relation_size(c.oid) / 8192 - 1) as page
        where c.relkind in ('r', 't')
          and c.relnamespace in ('public'::regnamespace, 'pg_toast'::regnamespace)
          and position(convert_to($1, 'UTF8') in get_raw_page(c.oid::regclass::text, page::int)) > 0`,
      [words],
    );
    return Number(rows[0]?.pages);
  } finally {
    await client.end();
  }
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`erasure on ${storeKind}`, () => {
    test("an erased enquiry's words are not left in the store's files", async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('erase') : undefined;
      const site = await startSite({ databaseUrl });
      try {
        const sent = await postJson(site.app, {
          kind: 'contact',
          ...contactAnswers,
          name: 'Zebedee Quartermain',
          message: MESSAGE,
          idempotencyKey: newKey(),
        });
        assert.equal(sent.statusCode, 201);
        const where = { dataDir: site.dataDir, databaseUrl };
        // The words are there to be found: the check can fail. The name is kept folded
        // for the inbox's search too (migration 014).
        assert.ok((await placesHolding(storeKind, where, SECRET)) > 0);
        assert.ok((await placesHolding(storeKind, where, 'zebedee quartermain')) > 0);

        const account = await addStaff(
          site.store,
          'morag@example.co.uk',
          await hashPassword('Tall ships on the Clyde'),
        );
        const session = await startSession(site.store, account);
        const { id } = await site.store.db
          .selectFrom('enquiries')
          .select('id')
          .where('reference', '=', sent.json().reference)
          .executeTakeFirstOrThrow();
        const erased = await site.app.inject({
          method: 'POST',
          url: `/staff/enquiries/${id}/erase`,
          headers: {
            origin: ORIGIN,
            cookie: `staff_session=${session.id}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams({ _csrf: session.csrfToken }).toString(),
        });
        assert.equal(erased.statusCode, 303);

        assert.equal(await placesHolding(storeKind, where, SECRET), 0);
        assert.equal(await placesHolding(storeKind, where, 'Zebedee Quartermain'), 0);
        assert.equal(await placesHolding(storeKind, where, 'zebedee quartermain'), 0);
      } finally {
        await site.close();
      }
    });

    test('an email leased just before the erasure is not sent', async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('lease') : undefined;
      const smtp = await startSmtp();
      // The site's own worker is off (no SMTP_URL), so only the worker below sends.
      const site = await startSite({ databaseUrl });
      let composing!: () => void;
      const composed = new Promise<void>((resolve) => {
        composing = resolve;
      });
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const write = enquiryMail({
        to: 'sales-team@example.test',
        from: 'site@example.test',
        origin: ORIGIN,
      });
      let outbox: ReturnType<typeof startOutbox> | undefined;
      try {
        const sent = await postJson(site.app, {
          kind: 'contact',
          ...contactAnswers,
          name: 'Zebedee Quartermain',
          idempotencyKey: newKey(),
        });
        const { id } = await site.store.db
          .selectFrom('enquiries')
          .select('id')
          .where('reference', '=', sent.json().reference)
          .executeTakeFirstOrThrow();
        // Due, as it would be with a mail server set.
        await site.store.db
          .updateTable('outbox')
          .set({ state: 'pending' })
          .where('enquiry_id', '=', id)
          .execute();

        outbox = startOutbox({
          store: site.store,
          transport: createTransport({ url: smtp.url }),
          // The worker has claimed the row and read the enquiry: it waits here while the
          // enquiry is erased.
          compose: async (enquiry, job) => {
            composing();
            await released;
            return write(enquiry, job);
          },
          pollMs: 50,
        });
        await composed;
        assert.ok(await eraseEnquiry(site.store, id, 'morag@example.co.uk'));
        release();
        await eventually(async () => {
          const rows = await site.store.db.selectFrom('outbox').select('id').execute();
          return rows.length === 0;
        });
        await outbox.stop();
        assert.deepEqual(smtp.received, []);
      } finally {
        release();
        await outbox?.stop();
        await site.close();
        await smtp.close();
      }
    });

    test('the retention sweep deletes ended sessions and sign-in failures older than a day', async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('sweep') : undefined;
      const site = await startSite({ databaseUrl });
      try {
        const { db } = site.store;
        const account = await addStaff(site.store, 'iain@example.co.uk', 'scrypt$not-used');
        const now = new Date('2026-11-25T12:00:00Z');
        const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
        const hours = (count: number) => count * 60 * 60 * 1000;
        const sessions = {
          live: await startSession(site.store, account),
          idle: await startSession(site.store, account),
          old: await startSession(site.store, account),
        };
        const { createHash } = await import('node:crypto');
        const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');
        const times = {
          live: { created_at: ago(hours(2)), last_seen_at: ago(hours(1)) },
          idle: { created_at: ago(hours(13)), last_seen_at: ago(SESSION_IDLE_MS + 1000) },
          old: { created_at: ago(hours(24 * 8)), last_seen_at: ago(hours(1)) },
        };
        for (const [name, session] of Object.entries(sessions)) {
          await db
            .updateTable('staff_sessions')
            .set(times[name as keyof typeof times])
            .where('id_hash', '=', hashOf(session.id))
            .execute();
        }
        await db
          .insertInto('sign_in_failures')
          .values([
            { id: 'f-recent', key: 'account:typed@example.co.uk', at: ago(hours(3)) },
            { id: 'f-old', key: 'account:typed-yesterday@example.co.uk', at: ago(hours(25)) },
          ])
          .execute();

        const retention = startRetention({ store: site.store, clock: () => now });
        await retention.stop();

        const left = await db.selectFrom('staff_sessions').select('id_hash').execute();
        assert.deepEqual(
          left.map((row) => row.id_hash),
          [hashOf(sessions.live.id)],
        );
        const failures = await db.selectFrom('sign_in_failures').select('id').execute();
        assert.deepEqual(
          failures.map((row) => row.id),
          ['f-recent'],
        );
      } finally {
        await site.close();
      }
    });
  });
}
