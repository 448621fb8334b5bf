import { spawnSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  copyFileSync,
  mkdirSync,
} from 'node:fs';
import { join } from 'node:path';
import Database from 'libsql';
import pg from 'pg';
import { backupDir, type Settings } from '../settings';
import { SQLITE_FILE } from './connect';

/**
 * Backups of the store, and restoring one (README, "Operating it"). The embedded store is
 * copied with `VACUUM INTO` on a connection of its own: a consistent snapshot of the last
 * committed state while the server goes on writing (WAL lets a reader and the writer work
 * at once; libsql's `backup()` is not implemented). The copy is checked with
 * `PRAGMA integrity_check` before it takes its final name, so a half-written or corrupt
 * file never looks like a backup. PostgreSQL is dumped with `pg_dump` in its custom format
 * and checked by `pg_restore --list`. Files are named by time; the newest `keep` are kept.
 */
export interface BackupResult {
  file: string;
  bytes: number;
}

const SQLITE_PREFIX = 'storefront-';

/** "2026-11-25T21-04-05Z": sorts as it reads, and is a file name everywhere. */
function stamp(now: Date) {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

export function backupSqlite({
  dataDir,
  backupDir,
  keep,
  now = new Date(),
}: {
  dataDir: string;
  backupDir: string;
  keep: number;
  now?: Date;
}): BackupResult {
  const source = join(dataDir, SQLITE_FILE);
  if (!existsSync(source)) throw new Error(`there is no store to back up at ${source}`);
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const file = join(backupDir, `${SQLITE_PREFIX}${stamp(now)}.db`);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  const database = new Database(source);
  try {
    database.exec('PRAGMA busy_timeout = 5000');
    database.prepare('VACUUM INTO ?').run(partial);
  } finally {
    database.close();
  }
  const problem = sqliteProblem(partial);
  if (problem) {
    rmSync(partial, { force: true });
    throw new Error(`the backup failed its integrity check: ${problem}`);
  }
  renameSync(partial, file);
  prune(backupDir, '.db', keep);
  return { file, bytes: statSync(file).size };
}

/** What `PRAGMA integrity_check` says is wrong with a SQLite file, or undefined. */
export function sqliteProblem(file: string): string | undefined {
  let database: InstanceType<typeof Database> | undefined;
  try {
    database = new Database(file, { readonly: true });
    const rows = database.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
    const words = rows.map((row) => row.integrity_check).join('; ');
    return words === 'ok' ? undefined : words;
  } catch (error) {
    return String((error as Error).message);
  } finally {
    database?.close();
  }
}

/** The newest installed PostgreSQL client program, or undefined. */
export function postgresProgram(name: 'pg_dump' | 'pg_restore'): string | undefined {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim()) return onPath.stdout.trim();
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const found = readdirSync(root)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin', name))
    .find((path) => existsSync(path));
  return found;
}

const MISSING = (name: string) =>
  `${name} is not installed: install PostgreSQL's client programs (Debian: apt-get install -y postgresql-client)`;

export function backupPostgres({
  databaseUrl,
  backupDir,
  keep,
  now = new Date(),
}: {
  databaseUrl: string;
  backupDir: string;
  keep: number;
  now?: Date;
}): BackupResult {
  const dump = postgresProgram('pg_dump');
  const list = postgresProgram('pg_restore');
  if (!dump) throw new Error(MISSING('pg_dump'));
  if (!list) throw new Error(MISSING('pg_restore'));
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const file = join(backupDir, `${SQLITE_PREFIX}${stamp(now)}.pgdump`);
  const partial = `${file}.partial`;
  const dumped = spawnSync(
    dump,
    ['--format=custom', '--no-owner', `--file=${partial}`, databaseUrl],
    {
      encoding: 'utf8',
    },
  );
  if (dumped.status !== 0) {
    rmSync(partial, { force: true });
    throw new Error(`pg_dump failed: ${dumped.stderr.trim()}`);
  }
  const listed = spawnSync(list, ['--list', partial], { encoding: 'utf8' });
  if (listed.status !== 0 || !listed.stdout.includes('enquiries')) {
    rmSync(partial, { force: true });
    throw new Error(`the dump could not be read back: ${listed.stderr.trim()}`);
  }
  renameSync(partial, file);
  prune(backupDir, '.pgdump', keep);
  return { file, bytes: statSync(file).size };
}

/** Deletes all but the newest `keep` backups of one kind. */
function prune(dir: string, extension: string, keep: number) {
  const backups = readdirSync(dir)
    .filter((name) => name.startsWith(SQLITE_PREFIX) && name.endsWith(extension))
    .sort();
  for (const name of backups.slice(0, Math.max(0, backups.length - keep))) {
    rmSync(join(dir, name), { force: true });
  }
}

/**
 * Puts a SQLite backup in place as the store of `dataDir`. Refuses when a store with any
 * enquiry or account is already there, unless `force`: a restore never overwrites data by
 * accident. The server must be stopped first.
 */
export function restoreSqlite({
  file,
  dataDir,
  force,
}: {
  file: string;
  dataDir: string;
  force: boolean;
}) {
  const problem = sqliteProblem(file);
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
async function postgresContents(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = current_schema() and table_name in ('enquiries', 'staff')",
    );
    let rows = 0;
    for (const { name } of tables.rows) {
      const count = await client.query<{ count: string }>(`select count(*) as count from ${name}`);
      rows += Number(count.rows[0]?.count ?? 0);
    }
    return { tables: tables.rows.length > 0, data: rows > 0 };
  } finally {
    await client.end();
  }
}

/**
 * Restores a pg_dump into the database of `databaseUrl`: an empty one (or one whose tables
 * a server made but which holds nothing), unless `force` replaces what is there.
 */
export async function restorePostgres({
  file,
  databaseUrl,
  force,
}: {
  file: string;
  databaseUrl: string;
  force: boolean;
}) {
  const restore = postgresProgram('pg_restore');
  if (!restore) throw new Error(MISSING('pg_restore'));
  const contents = await postgresContents(databaseUrl);
  if (contents.data && !force) {
    throw new Error(
      'the database already holds enquiries or staff accounts: restore into an empty database, or pass --force to replace them',
    );
  }
  const args = ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`];
  if (contents.tables) args.push('--clean', '--if-exists');
  const restored = spawnSync(restore, [...args, file], { encoding: 'utf8' });
  if (restored.status !== 0) throw new Error(`pg_restore failed: ${restored.stderr.trim()}`);
}

/** The settings a backup reads: where the store is, where backups go, how many are kept. */
export type BackupSettings = Pick<
  Settings,
  'DATA_DIR' | 'DATABASE_URL' | 'BACKUP_DIR' | 'BACKUP_EVERY' | 'BACKUP_KEEP'
>;

/** A backup of the store the settings name, into BACKUP_DIR (default ./backups). */
export function backupStore(settings: BackupSettings, now = new Date()): BackupResult {
  const into = { backupDir: backupDir(settings), keep: settings.BACKUP_KEEP, now };
  return settings.DATABASE_URL
    ? backupPostgres({ databaseUrl: settings.DATABASE_URL, ...into })
    : backupSqlite({ dataDir: settings.DATA_DIR, ...into });
}

/** Restores `file` into the store the settings name (the server stopped). */
export async function restoreStore(
  settings: Pick<Settings, 'DATA_DIR' | 'DATABASE_URL'>,
  file: string,
  force: boolean,
) {
  if (!existsSync(file)) throw new Error(`there is no backup at ${file}`);
  if (settings.DATABASE_URL) {
    await restorePostgres({ file, databaseUrl: settings.DATABASE_URL, force });
  } else {
    restoreSqlite({ file, dataDir: settings.DATA_DIR, force });
  }
}

/** The time of the newest backup in `dir`, or undefined. */
export function newestBackup(dir: string): number | undefined {
  if (!existsSync(dir)) return undefined;
  const times = readdirSync(dir)
    .filter((name) => name.startsWith(SQLITE_PREFIX) && /\.(db|pgdump)$/.test(name))
    .map((name) => statSync(join(dir, name)).mtimeMs);
  return times.length > 0 ? Math.max(...times) : undefined;
}

/**
 * With BACKUP_DIR set, the server backs its store up every BACKUP_EVERY, counting from the
 * newest backup already there (a restart does not add one). Failures are logged and tried
 * again at the next turn.
 */
export function startBackups({
  settings,
  log,
}: {
  settings: BackupSettings;
  log?: {
    info(object: object, message: string): void;
    error(object: object, message: string): void;
  };
}) {
  const dir = settings.BACKUP_DIR;
  if (!dir) return { stop() {} };
  const every = settings.BACKUP_EVERY;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    try {
      const { file, bytes } = backupStore(settings);
      log?.info({ event: 'backup', file, bytes }, `Backup written: ${file}`);
    } catch (error) {
      log?.error({ event: 'backup-failed', err: error }, 'Backup failed');
    }
    timer = setTimeout(run, every).unref();
  };
  const newest = newestBackup(dir);
  const due = newest === undefined ? 0 : Math.max(0, newest + every - Date.now());
  timer = setTimeout(run, due).unref();
  return {
    stop() {
      clearTimeout(timer);
    },
  };
}
