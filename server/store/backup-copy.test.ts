/**
 * Backups off the machine (BACKUP_COPY_TO): the restore drill from the copy alone, on both
 * stores (the disk with the store and its backups lost, the copy in a second folder standing
 * in for the remote restored into a server that shows the same enquiries and quotes); a copy
 * that fails; /readyz and the log when the last good copy is too old, on a clock the test
 * holds; and the rclone and restic targets, each on a local remote.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { execFileSync } from 'node:child_process';
import { basename, extname, join } from 'node:path';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { BackupCopyError, backupStore, restoreStore, startBackups } from './backup';
import { LAST_GOOD_COPY } from './backup-copy';
import { readSettings } from '../settings';
import { startPostgres } from '../../support/postgres.js';
import { LINK_KEY, sentQuote } from '../../support/customer-test-kit';
import { eventually, startSite } from '../../support/site';
import { signedIn, staffGet } from '../../support/staff-test-kit';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

const NOW = new Date('2026-11-20T09:00:00Z');
const LATER = new Date('2026-11-20T10:00:00Z');

function folders() {
  const root = mkdtempSync(join(tmpdir(), 'storefront-offsite-'));
  // The other disk is mounted before the server copies to it: its folder exists.
  const copyDir = join(root, 'elsewhere');
  mkdirSync(copyDir);
  return {
    root,
    dataDir: join(root, 'disk', 'data'),
    backupDir: join(root, 'disk', 'backups'),
    copyDir,
  };
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`the copy off the machine on ${storeKind}`, () => {
    test('the disk lost with its backups: the copy restores into a server showing the same enquiries and quotes', async () => {
      const { root, dataDir, backupDir, copyDir } = folders();
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('offsite') : undefined;
      const env = {
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        BACKUP_COPY_TO: copyDir,
        QUOTE_LINK_KEY: LINK_KEY,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      const clock = () => NOW;
      let site = await startSite({ dataDir, databaseUrl, env, clock });
      try {
        const first = await sentQuote(site.app, site.store, NOW);
        const second = await sentQuote(site.app, site.store, NOW, { note: 'Second job.' });
        const before = await site.store.db
          .selectFrom('enquiries')
          .select(['reference', 'status'])
          .orderBy('reference')
          .execute();
        const quotesBefore = await site.store.db
          .selectFrom('quote_versions')
          .select(['quote_id', 'version', 'lines', 'total_inc_pence', 'valid_until'])
          .orderBy('quote_id')
          .execute();
        assert.equal(quotesBefore.length, 2);

        // The server's own first backup, at its start, was copied too.
        const copyTime = async () =>
          (await site.app.inject({ url: '/readyz' })).json().backupCopy.lastGoodCopy;
        await eventually(async () => (await copyTime()) === NOW.toISOString());

        const backup = await backupStore(readSettings(env), LATER);
        assert.ok(backup.copy, 'the backup was copied');
        assert.equal(
          backup.copy.where,
          join(copyDir, `storefront-2026-11-20T10-00-00Z${extname(backup.file)}`),
        );
        assert.deepEqual(
          readdirSync(copyDir),
          readdirSync(backupDir).filter((name) => name !== LAST_GOOD_COPY),
        );
        assert.equal(readdirSync(copyDir).length, 2);
        assert.equal(await copyTime(), LATER.toISOString());

        // The disk is lost: the store and every backup on it (PostgreSQL: a new, empty database).
        await site.close({ keepData: true });
        rmSync(join(root, 'disk'), { recursive: true, force: true });
        const lost = databaseUrl
          ? { ...env, DATABASE_URL: await postgres.createDatabase('offsite_again') }
          : env;
        assert.ok(!existsSync(backupDir));

        await restoreStore(readSettings(lost), backup.copy.where, false);
        site = await startSite({ dataDir, databaseUrl: lost.DATABASE_URL, env: lost, clock });
        const restored = await site.store.db
          .selectFrom('enquiries')
          .select(['reference', 'status'])
          .orderBy('reference')
          .execute();
        assert.deepEqual(restored, before);
        const quotesAfter = await site.store.db
          .selectFrom('quote_versions')
          .select(['quote_id', 'version', 'lines', 'total_inc_pence', 'valid_until'])
          .orderBy('quote_id')
          .execute();
        assert.deepEqual(quotesAfter, quotesBefore);

        // The team sees both enquiries; each customer's link opens their quote.
        const session = await signedIn(site.store, 'restored@example.test');
        const inbox = await staffGet(site.app, session, '/staff');
        assert.equal(inbox.statusCode, 200);
        for (const { reference } of [first, second])
          assert.match(inbox.body, new RegExp(reference));
        for (const quote of [first, second]) {
          const page = await site.app.inject({ url: quote.url });
          assert.equal(page.statusCode, 200);
          assert.match(page.body, new RegExp(quote.reference));
        }
      } finally {
        await site.close();
        rmSync(root, { recursive: true, force: true });
      }
    });
  });
}

test('a copy that cannot be made: the backup is kept, the error says why, no good copy is written down', async () => {
  const { root, dataDir, backupDir } = folders();
  const site = await startSite({ dataDir, env: { BACKUP_DIR: backupDir } });
  await site.close({ keepData: true });
  const failure = async (copyTo: string) => {
    const env = { DATA_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_COPY_TO: copyTo };
    const error = await backupStore(readSettings(env), NOW).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    assert.ok(error instanceof BackupCopyError);
    assert.ok(existsSync(error.backup.file), 'the backup itself is kept');
    return error.message;
  };
  try {
    // A share that is not mounted: its folder is never made on the local disk.
    const unmounted = join(root, 'mnt', 'offsite');
    assert.match(
      await failure(unmounted),
      /was written, but its copy failed: .* does not exist: is the disk or share mounted\?/,
    );
    assert.ok(!existsSync(unmounted));
    // A copy inside BACKUP_DIR is not off the machine.
    mkdirSync(join(backupDir, 'copies'));
    assert.match(await failure(join(backupDir, 'copies')), /is inside BACKUP_DIR/);
    // A file where the folder should be.
    const blocked = join(root, 'not-a-folder');
    writeFileSync(blocked, 'a file where the copy folder should be');
    assert.match(await failure(blocked), /copy failed/);
    assert.ok(!existsSync(join(backupDir, LAST_GOOD_COPY)));
    assert.ok(!readdirSync(root).some((name) => name.endsWith('.partial')));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a last good copy older than two backup periods: /readyz warns (still 200) and the log says so at each turn', async () => {
  const { root, dataDir, backupDir, copyDir } = folders();
  let now = NOW;
  const clock = () => now;
  const env = {
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_COPY_TO: copyDir,
    BACKUP_EVERY: '1h',
  };
  const site = await startSite({ dataDir, env, clock });
  try {
    const readyz = async () => {
      const response = await site.app.inject({ url: '/readyz' });
      assert.equal(response.statusCode, 200);
      return response.json();
    };
    // The server's first backup, at its start, is copied; two periods later it is stale.
    await eventually(async () => (await readyz()).backupCopy.lastGoodCopy !== null);
    assert.deepEqual((await readyz()).backupCopy, {
      lastGoodCopy: NOW.toISOString(),
      stale: false,
    });
    now = new Date(NOW.getTime() + 2 * 3_600_000 + 60_000);
    const late = await readyz();
    assert.deepEqual(late.backupCopy, { lastGoodCopy: NOW.toISOString(), stale: true });
    assert.deepEqual(late.warnings, [
      'The last good backup copy is older than two backup periods.',
    ]);

    await backupStore(readSettings(env), now);
    const copied = await readyz();
    assert.deepEqual(copied.backupCopy, { lastGoodCopy: now.toISOString(), stale: false });
    assert.equal(copied.warnings, undefined);

    // The schedule's own turn on a server whose last good copy was three periods ago, its
    // copy failing now: both are logged.
    const lines: { event?: string }[] = [];
    const log = {
      info: (object: object) => lines.push(object),
      warn: (object: object) => lines.push(object),
      error: (object: object) => lines.push(object),
    };
    const otherBackups = join(root, 'other-backups');
    mkdirSync(otherBackups);
    writeFileSync(
      join(otherBackups, LAST_GOOD_COPY),
      JSON.stringify({ at: new Date(now.getTime() - 3 * 3_600_000).toISOString() }),
    );
    const blocked = join(root, 'blocked');
    writeFileSync(blocked, '');
    const schedule = startBackups({
      settings: readSettings({ ...env, BACKUP_DIR: otherBackups, BACKUP_COPY_TO: blocked }),
      log,
      clock,
    });
    try {
      await eventually(() => lines.some(({ event }) => event === 'backup-copy-stale'));
      assert.deepEqual(
        lines.map(({ event }) => event),
        ['backup-copy-failed', 'backup-copy-stale'],
      );
    } finally {
      schedule.stop();
    }
  } finally {
    await site.close();
    rmSync(root, { recursive: true, force: true });
  }
});

test('rclone and restic targets: each copy is made, read back from the remote and matched', async () => {
  const { root, dataDir, backupDir } = folders();
  const site = await startSite({ dataDir, env: {} });
  await site.close({ keepData: true });
  const remote = join(root, 'rclone-remote');
  const repository = join(root, 'restic-repository');
  const password = { RESTIC_PASSWORD: 'a test repository password' };
  Object.assign(process.env, password);
  try {
    const viaRclone = await backupStore(
      readSettings({
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        BACKUP_COPY_TO: `rclone:${remote}`,
      }),
      NOW,
    );
    assert.equal(viaRclone.copy?.where, `rclone:${remote}/${basename(viaRclone.file)}`);
    assert.deepEqual(readdirSync(remote), [basename(viaRclone.file)]);

    execFileSync('restic', ['--repo', repository, 'init'], { stdio: 'ignore' });
    const viaRestic = await backupStore(
      readSettings({
        DATA_DIR: dataDir,
        BACKUP_DIR: backupDir,
        BACKUP_COPY_TO: `restic:${repository}`,
      }),
      LATER,
    );
    assert.match(
      viaRestic.copy?.where ?? '',
      new RegExp(`^restic:${repository} snapshot [0-9a-f]{8}$`),
    );
    const snapshots = JSON.parse(
      execFileSync('restic', ['--repo', repository, 'snapshots', '--json']).toString(),
    ) as { tags?: string[] }[];
    assert.deepEqual(
      snapshots.map(({ tags }) => tags),
      [['storefront']],
    );

    // A restic repository that will not open (a wrong password): the copy fails, said so.
    process.env.RESTIC_PASSWORD = 'not the password';
    await assert.rejects(
      () =>
        backupStore(
          readSettings({
            DATA_DIR: dataDir,
            BACKUP_DIR: backupDir,
            BACKUP_COPY_TO: `restic:${repository}`,
          }),
          new Date(LATER.getTime() + 60_000),
        ),
      (error) => error instanceof BackupCopyError && /restic failed/.test(error.message),
    );
  } finally {
    delete process.env.RESTIC_PASSWORD;
    rmSync(root, { recursive: true, force: true });
  }
});

test('copies that never succeed are late two periods after they were first asked for, across restarts', async () => {
  const { root, dataDir, backupDir } = folders();
  const blocked = join(root, 'unmounted');
  let now = NOW;
  const clock = () => now;
  const env = {
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_COPY_TO: blocked,
    BACKUP_EVERY: '1h',
  };
  try {
    let site = await startSite({ dataDir, env, clock });
    const readyz = async () => (await site.app.inject({ url: '/readyz' })).json().backupCopy;
    assert.deepEqual(await readyz(), { lastGoodCopy: null, stale: false });
    await site.close({ keepData: true });
    // Restarted an hour later, and again: still counted from the first start.
    for (const hours of [1, 2.1]) {
      now = new Date(NOW.getTime() + hours * 3_600_000);
      site = await startSite({ dataDir, env, clock });
      assert.deepEqual(await readyz(), { lastGoodCopy: null, stale: hours > 2 });
      await site.close({ keepData: true });
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
