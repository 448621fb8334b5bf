/**
 * The embedded store beside another process writing to the same file (`npm run staff`
 * while the server runs): a transaction that read before the other's write still writes,
 * because it took the write lock as it began and the other waited its turn. Begun
 * deferred, it failed at once with SQLITE_BUSY_SNAPSHOT (a 500 to the team in a journey).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { test } from 'vitest';
import { openStore, SQLITE_FILE } from './connect';

test('a transaction that read before another process wrote still commits, and so does the other', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-writers-'));
  const store = await openStore({ dataDir });
  try {
    await sql`create table race (v text)`.execute(store.db);
    let other: ReturnType<typeof spawn> | undefined;
    await store.db.transaction().execute(async (trx) => {
      await sql`select count(*) from race`.execute(trx);
      // Another process writes now, as `npm run staff -- add` does beside the server.
      other = spawn(
        process.execPath,
        [
          '-e',
          `const Database = require('libsql');
           const db = new Database(process.argv[1]);
           db.exec('PRAGMA busy_timeout = 5000');
           db.prepare("insert into race (v) values ('other')").run();`,
          join(dataDir, SQLITE_FILE),
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      // Its write lands now, or waits for this transaction: either way, this one writes.
      await Promise.race([
        once(other, 'exit'),
        new Promise((resolve) => setTimeout(resolve, 1000)),
      ]);
      await sql`insert into race (v) values ('mine')`.execute(trx);
    });
    assert.ok(other);
    const [code] = other.exitCode === null ? await once(other, 'exit') : [other.exitCode];
    assert.equal(code, 0, 'the other process wrote too');
    const rows = await sql<{ v: string }>`select v from race order by v`.execute(store.db);
    assert.deepEqual(
      rows.rows.map(({ v }) => v),
      ['mine', 'other'],
    );
  } finally {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
