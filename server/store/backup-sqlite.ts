import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import AsyncDatabase from 'libsql/promise';
import { prune, SQLITE_PREFIX, stamp, type BackupResult } from './backup-files';
import { SQLITE_FILE } from './connect';

/**
 * The embedded store's backups: copied with `VACUUM INTO` on a connection of its own, a
 * consistent snapshot of the last committed state while the server goes on writing, and
 * checked with `PRAGMA integrity_check` before the copy takes its final name. Both run on
 * libsql's own threads (its promise API), not the server's: the scheduled backup runs
 * inside the server (startBackups), and copying a store of a few hundred megabytes (kept
 * quote PDFs add up) would otherwise stop every request for a second or more.
 */
export async function backupSqlite({
  dataDir,
  backupDir,
  keep,
  now = new Date(),
}: {
  dataDir: string;
  backupDir: string;
  keep: number;
  now?: Date;
}): Promise<BackupResult> {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`there is no store to back up at ${source}`);
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const file = join(backupDir, `${SQLITE_PREFIX}${stamp(now)}.db`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const database = new AsyncDatabase(source, {});
  try {
    await database.exec('PRAGMA busy_timeout = 5000');
    await database.exec(`VACUUM INTO '${partial.replaceAll("'", "''")}'`);
  } finally {
    database.close();
  }
  const problem = await sqliteProblem(partial);
  if (problem) {
    rmSync(partial, { force: true });
    throw new Error(`the backup failed its integrity check: ${problem}`);
  }
  renameSync(partial, file);
  prune(backupDir, '.db', keep);
  return { file, bytes: statSync(file).size };
}

/** What `PRAGMA integrity_check` says is wrong with a SQLite file, or undefined. */

export async function sqliteProblem(file: string): Promise<string | undefined> {
  let database: InstanceType<typeof AsyncDatabase> | undefined;
  try {
    database = new AsyncDatabase(file, {});
    const check = await database.prepare('PRAGMA integrity_check');
    const rows = (await check.all()) as { integrity_check: string }[];
    const words = rows.map((row) => row.integrity_check).join('; ');
    return words === 'ok' ? undefined : words;
  } catch (error) {
    return String((error as Error).message);
  } finally {
    database?.close();
  }
}

/** The newest installed PostgreSQL client program, or undefined. */

/**
 * Puts a SQLite backup in place as the store of `dataDir`. Refuses when a store with any
 * enquiry or account is already there, unless `force`: a restore never overwrites data by
 * accident. The server must be stopped first.
 */
export async function restoreSqlite({
  file,
  dataDir,
  force,
}: {
  file: string;
  dataDir: string;
  force: boolean;
}) {
  const problem = await sqliteProblem(file);
  if (problem) throw new Error(`${file} is not a sound SQLite backup: ${problem}`);
  const target = join(dataDir, SQLITE_FILE);
  if (existsSync(target) && !force && holdsData(target)) {
    throw new Error(
      `${target} already holds enquiries or staff accounts: stop the server, move it away, or pass --force to overwrite it`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  for (const suffix of ['-wal', '-shm']) rmSync(`${target}${suffix}`, { force: true });
  const partial = `${target}.restoring`;
  copyFileSync(file, partial);
  renameSync(partial, target);
}

function holdsData(file: string) {
  const database = new Database(file, { readonly: true });
  try {
    const tables = database
      .prepare(
        "select name from sqlite_master where type = 'table' and name in ('enquiries', 'staff')",
      )
      .all() as { name: string }[];
    return tables.some(({ name }) => {
      const row = database.prepare(`select count(*) as count from ${name}`).get() as {
        count: number;
      };
      return Number(row.count) > 0;
    });
  } finally {
    database.close();
  }
}

/** Whether the database has the store's tables, and whether they hold anything. */
