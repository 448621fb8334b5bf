/**
 * A full disk and a read-only store, for real. The embedded store on a small filesystem the
 * test mounts (tmpfs, as root, as CI and these machines run), filled to the last byte; and
 * a PostgreSQL database turned read-only under the running server (as a failed-over replica
 * is), its connections ended. An enquiry that cannot be written gets the same 503 as a
 * database outage with every field kept, nothing half-written is stored, and the server
 * takes enquiries again once the store is writable. (A filesystem cannot be remounted
 * read-only while the store has its files open for writing: Linux refuses, "busy".)
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, test } from 'vitest';
import { startPostgres } from '../../support/postgres.js';
import { contactAnswers, newKey, postForm, postJson, startSite } from '../../support/site';

const mountPoint = mkdtempSync(join(tmpdir(), 'storefront-small-disk-'));
const mount = (...args: string[]) => {
  const result = spawnSync('mount', args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`mount ${args.join(' ')}: ${result.stderr}`);
};

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  mount('-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', mountPoint);
  postgres = await startPostgres();
});
afterAll(() => {
  spawnSync('umount', ['-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
  postgres?.kill();
});

/** Writes a file until the filesystem refuses: the disk is full. */
function fillDisk(file: string) {
  const fd = openSync(file, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    assert.equal((error as NodeJS.ErrnoException).code, 'ENOSPC');
  } finally {
    closeSync(fd);
  }
  // The last few bytes too.
  const tail = openSync(file, 'a');
  try {
    for (;;) writeSync(tail, Buffer.alloc(512, 1));
  } catch {
    // full
  } finally {
    closeSync(tail);
  }
}

test('a full disk: 503 with every field kept, nothing half-written, and enquiries again once there is space', async () => {
  const dataDir = join(mountPoint, 'data');
  const site = await startSite({ dataDir });
  const count = async () =>
    Number(
      (
        await site.store.db
          .selectFrom('enquiries')
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      ).count,
    );
  const typed = { ...contactAnswers, message: 'Written to a full disk: <keep me>' };
  try {
    assert.equal((await postForm(site.app, { ...typed, message: 'Before' })).statusCode, 303);
    const before = await count();

    const filler = join(mountPoint, 'filler');
    fillDisk(filler);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const form = await postForm(site.app, { ...typed, message: `${typed.message} ${attempt}` });
      assert.equal(form.statusCode, 503);
      assert.match(form.body, /could not take your message just now/);
      assert.match(form.body, /Written to a full disk: &lt;keep me&gt;/);
      assert.match(form.body, /value="Morag Campbell"/);
      const json = await postJson(site.app, {
        kind: 'contact',
        ...typed,
        idempotencyKey: newKey(),
      });
      assert.equal(json.statusCode, 503);
    }
    assert.equal(await count(), before, 'nothing half-written');

    rmSync(filler);
    const after = await postForm(site.app, { ...typed, message: 'Space is back' });
    assert.equal(after.statusCode, 303);
    assert.equal(await count(), before + 1);
  } finally {
    await site.close({ keepData: true });
  }
});

test('a read-only PostgreSQL: 503 with every field kept, nothing written, and enquiries again once it is writable', async () => {
  const databaseUrl = await postgres.createDatabase('readonly');
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  const site = await startSite({ databaseUrl });
  /** Sets the database read-only or not, and ends its sessions so every new one sees it. */
  const readOnly = async (on: boolean) => {
    await admin.query(
      `alter database "${name}" set default_transaction_read_only = ${on ? 'on' : 'off'}`,
    );
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
  };
  const stored = async () => {
    const client = new pg.Client(databaseUrl);
    await client.connect();
    const result = await client.query<{ count: string }>('select count(*) as count from enquiries');
    await client.end();
    return Number(result.rows[0]?.count);
  };
  try {
    assert.equal(
      (await postForm(site.app, { ...contactAnswers, message: 'Before' })).statusCode,
      303,
    );
    const before = await stored();
    await readOnly(true);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const form = await postForm(site.app, {
        ...contactAnswers,
        message: `Read-only store ${attempt}`,
      });
      assert.equal(form.statusCode, 503);
      assert.match(form.body, /could not take your message just now/);
      assert.match(form.body, new RegExp(`Read-only store ${attempt}`));
    }
    assert.equal(await stored(), before, 'nothing written');
    await readOnly(false);
    // The pool may hand the first requests connections the database has just ended (one per
    // idle connection it held): those visitors are asked to send again, with the form kept.
    let again = await postForm(site.app, { ...contactAnswers, message: 'Writable again' });
    for (let retry = 0; retry < 10 && again.statusCode === 503; retry += 1) {
      again = await postForm(site.app, { ...contactAnswers, message: 'Writable again' });
    }
    assert.equal(again.statusCode, 303);
    assert.equal(await stored(), before + 1);
  } finally {
    await site.close();
    await admin.end();
  }
});
