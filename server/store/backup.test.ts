/**
 * The backup drill, on both stores: enquiries keep arriving while `backupStore` runs in a
 * process of its own (as `npm run backup` does), then the store is lost, restored from
 * the backup, and the server started on it: every enquiry acknowledged before the backup
 * began is there, with its status, notes, email state and the staff accounts.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import Database from 'libsql';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { backupStore, restoreStore } from './backup';
import { backupSqlite, sqliteProblem } from './backup-sqlite';
import { changeStatus, addNote } from './inbox';
import { migrate } from './migrations';
import { addStaff } from './staff';
import { SQLITE_FILE } from './connect';
import { projectRoot } from '../paths';
import { readSettings } from '../settings';
import { startPostgres } from '../../support/postgres.js';
import { contactAnswers, postJson, newKey, startSite } from '../../support/site';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

/** `backupStore` in a process of its own, from the built server, as `npm run backup` runs it. */
async function backupInAnotherProcess(env: NodeJS.ProcessEnv) {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { backupStore, readSettings } = await import('./build/server/tools.js'); console.log(JSON.stringify(await backupStore(readSettings())));",
    ],
    { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const [code] = await once(child, 'exit');
  assert.equal(code, 0, output);
  return JSON.parse(output) as { file: string; bytes: number };
}

/** Drops the database at `url`, as a lost disk loses it. */
async function dropDatabase(url: string) {
  const client = new pg.Client(postgres.url);
  await client.connect();
  await client.query(`drop database if exists "${new URL(url).pathname.slice(1)}" with (force)`);
  await client.end();
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`backup and restore on ${storeKind}`, () => {
    test('enquiries written during a backup, the store lost, restored: everything acknowledged before is back', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'storefront-drill-'));
      const backupDir = mkdtempSync(join(tmpdir(), 'storefront-backups-'));
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('drill') : undefined;
      const env = {
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        ENQUIRY_RATE_LIMIT: '1000',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      let site = await startSite({ dataDir, databaseUrl, env });
      try {
        const send = async (index: number) => {
          const response = await postJson(
            site.app,
            {
              kind: 'contact',
              ...contactAnswers,
              message: `Drill ${index}`,
              idempotencyKey: newKey(),
            },
            { from: `198.51.100.${index % 250}` },
          );
          assert.equal(response.statusCode, 201);
          return response.json().reference as string;
        };
        const before: string[] = [];
        for (let index = 0; index < 20; index += 1) before.push(await send(index));
        const worked = await site.store.db
          .selectFrom('enquiries')
          .select('id')
          .where('reference', '=', before[0] ?? '')
          .executeTakeFirstOrThrow();
        await changeStatus(site.store, worked.id, 'in-progress', 'drill@example.co.uk');
        await addNote(site.store, worked.id, 'Rang back about the counter.', 'drill@example.co.uk');
        await addStaff(site.store, 'drill@example.co.uk', 'scrypt$not-a-real-hash');

        // Writes go on while the backup runs in its own process.
        let writing = true;
        let during = 20;
        const writer = (async () => {
          while (writing) await send((during += 1));
        })();
        const backup = await backupInAnotherProcess(env);
        writing = false;
        await writer;
        assert.ok(during > 20, 'enquiries were written while the backup ran');
        assert.match(backup.file, /storefront-\d{4}-\d{2}-\d{2}T[\d-]+Z\.(db|pgdump)$/);

        // The disk is lost.
        await site.close({ keepData: true });
        if (databaseUrl) {
          await dropDatabase(databaseUrl);
          await postgres.createDatabase('drill');
        } else {
          rmSync(dataDir, { recursive: true, force: true });
        }

        await restoreStore(readSettings(env), backup.file, false);
        site = await startSite({ dataDir, databaseUrl, env });
        const stored = await site.store.db
          .selectFrom('enquiries')
          .select(['reference', 'status'])
          .execute();
        const references = new Set(stored.map(({ reference }) => reference));
        for (const reference of before)
          assert.ok(references.has(reference), `${reference} restored`);
        assert.equal(
          stored.find(({ reference }) => reference === before[0])?.status,
          'in-progress',
        );
        const events = await site.store.db
          .selectFrom('enquiry_events')
          .select(['kind', 'note'])
          .where('enquiry_id', '=', worked.id)
          .execute();
        assert.deepEqual(events.map(({ kind }) => kind).sort(), ['note', 'status']);
        assert.ok(events.some(({ note }) => note === 'Rang back about the counter.'));
        const mail = await site.store.db
          .selectFrom('outbox')
          .select('state')
          .where('enquiry_id', '=', worked.id)
          .executeTakeFirstOrThrow();
        assert.equal(mail.state, 'not-configured');
        const staff = await site.store.db.selectFrom('staff').select('email').execute();
        assert.deepEqual(
          staff.map(({ email }) => email),
          ['drill@example.co.uk'],
        );

        // A restore never overwrites a store that holds data, unless told to.
        await site.close({ keepData: true });
        await assert.rejects(restoreStore(readSettings(env), backup.file, false), /already holds/);
        await restoreStore(readSettings(env), backup.file, true);
        site = await startSite({ dataDir, databaseUrl, env });
        const again = await site.store.db.selectFrom('enquiries').select('reference').execute();
        assert.ok(again.length >= before.length);
      } finally {
        await site.close();
        if (databaseUrl) await dropDatabase(databaseUrl);
        rmSync(dataDir, { recursive: true, force: true });
        rmSync(backupDir, { recursive: true, force: true });
      }
    });
  });
}

test('a backup made before a migration, put back over the tables a newer server made (PostgreSQL): restored, then brought up to date', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-older-'));
  const backupDir = mkdtempSync(join(tmpdir(), 'storefront-older-backups-'));
  const olderUrl = await postgres.createDatabase('older_backup');
  const newerUrl = await postgres.createDatabase('newer_store');
  const settings = (databaseUrl: string) =>
    readSettings({ DATA_DIR: dataDir, BACKUP_DIR: backupDir, DATABASE_URL: databaseUrl });
  try {
    // A store as it was at migration 013, before search_words, with one enquiry.
    const old = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: olderUrl }) }),
    });
    await migrate(old, { linkKey: () => 'a'.repeat(64) }, undefined, '013-buyer-sign-in');
    await sql`insert into enquiries (id, reference, access_token, kind, status, spam, name,
        email, phone, company, subject, message, details, created_at)
      values ('e1', 'CS-100001', 'token-e1', 'contact', 'new', 0, 'ÉMILIE ÖLUND',
        'emilie@example.test', '', '', 'general', 'Hello', '{}', '2026-11-20T10:00:00.000Z')`.execute(
      old,
    );
    await old.destroy();
    const backup = await backupStore(settings(olderUrl));

    // The new server's tables, search_words among them (its key depends on the enquiries').
    const made = await startSite({ dataDir, databaseUrl: newerUrl });
    await made.close({ keepData: true });
    await restoreStore(settings(newerUrl), backup.file, false);

    const site = await startSite({ dataDir, databaseUrl: newerUrl });
    try {
      const words = await site.store.db
        .selectFrom('search_words')
        .select(['enquiry_id', 'words'])
        .execute();
      assert.deepEqual(words, [{ enquiry_id: 'e1', words: 'émilie ölund\nemilie@example.test\n' }]);
    } finally {
      await site.close();
    }
  } finally {
    await dropDatabase(olderUrl);
    await dropDatabase(newerUrl);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(backupDir, { recursive: true, force: true });
  }
});

test('a backup that is not a sound SQLite file is refused, and only the newest BACKUP_KEEP are kept', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-keep-'));
  const backupDir = join(dir, 'backups');
  try {
    const site = await startSite({ dataDir: dir, env: { ENQUIRY_RATE_LIMIT: '1000' } });
    await site.close({ keepData: true });
    for (let day = 1; day <= 4; day += 1) {
      await backupSqlite({
        dataDir: dir,
        backupDir,
        keep: 2,
        now: new Date(`2026-11-0${day}T02:00:00Z`),
      });
    }
    assert.deepEqual(readdirSync(backupDir), [
      'storefront-2026-11-03T02-00-00Z.db',
      'storefront-2026-11-04T02-00-00Z.db',
    ]);
    const broken = join(dir, 'broken.db');
    writeFileSync(broken, 'this is not a database');
    assert.ok(await sqliteProblem(broken));
    await assert.rejects(
      restoreStore(readSettings({ DATA_DIR: join(dir, 'elsewhere') }), broken, false),
      /not a sound SQLite backup/,
    );
    assert.ok(!readdirSync(dir).includes(`elsewhere/${SQLITE_FILE}`));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * How often a 2 ms timer fires while `run` is under way: a backup that held the server's
 * thread (a synchronous VACUUM INTO or pg_dump) lets it fire once at most, at the end.
 */
async function ticksDuring(run: () => Promise<unknown>) {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 2);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

test('the scheduled backup leaves the server answering: the store is copied and checked off its thread, on both stores', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-threads-'));
  try {
    const site = await startSite({ dataDir: dir });
    await site.close({ keepData: true });
    // 60 MB beside the store's tables, as years of kept quote PDFs would be: a copy that
    // takes the thread stops it for a good part of a second.
    const store = new Database(join(dir, SQLITE_FILE));
    store.exec(
      'create table ballast (b blob); with recursive n(i) as (select 1 union all select i + 1 from n where i < 600) insert into ballast select randomblob(100000) from n',
    );
    store.close();
    const backupDir = join(dir, 'backups');
    const sqliteTicks = await ticksDuring(() =>
      backupStore({ ...readSettings({ DATA_DIR: dir }), BACKUP_DIR: backupDir }),
    );
    assert.ok(sqliteTicks >= 3, `the timer fired ${sqliteTicks} times during the SQLite backup`);

    const databaseUrl = await postgres.createDatabase('threads');
    const client = new pg.Client(databaseUrl);
    await client.connect();
    await client.query(
      "create table enquiries (id serial primary key, body text); insert into enquiries (body) select repeat('x', 1000) from generate_series(1, 20000)",
    );
    await client.end();
    const postgresTicks = await ticksDuring(() =>
      backupStore({
        ...readSettings({ DATA_DIR: dir, DATABASE_URL: databaseUrl }),
        BACKUP_DIR: backupDir,
      }),
    );
    assert.ok(postgresTicks >= 3, `the timer fired ${postgresTicks} times during pg_dump`);
    assert.equal(readdirSync(backupDir).length, 2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('BACKUP_EVERY reads minutes, hours and days, and nothing else', () => {
  assert.equal(readSettings({}).BACKUP_EVERY, 86_400_000);
  assert.equal(readSettings({ BACKUP_EVERY: '30m' }).BACKUP_EVERY, 1_800_000);
  assert.equal(readSettings({ BACKUP_EVERY: '6h' }).BACKUP_EVERY, 21_600_000);
  assert.throws(() => readSettings({ BACKUP_EVERY: 'often' }), /BACKUP_EVERY must be/);
  assert.throws(() => readSettings({ BACKUP_EVERY: '0h' }), /BACKUP_EVERY must be/);
});
