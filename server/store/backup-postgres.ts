import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { prune, SQLITE_PREFIX, stamp, type BackupResult } from './backup-files';

/** PostgreSQL's backups: `pg_dump` in its custom format, checked by `pg_restore --list`. */
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

/**
 * Runs a client program without holding the server up: `pg_dump` of a large store takes
 * seconds, and the scheduled backup runs inside the server (startBackups), where a
 * synchronous child would stop every request until it ended.
 */
async function runProgram(program: string, args: string[]) {
  try {
    const { stdout } = await promisify(execFile)(program, args, {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true as const, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { stderr?: string; message: string };
    return { ok: false as const, stdout: '', stderr: failed.stderr?.trim() || failed.message };
  }
}

export async function backupPostgres({
  databaseUrl,
  backupDir,
  keep,
  now = new Date(),
}: {
  databaseUrl: string;
  backupDir: string;
  keep: number;
  now?: Date;
}): Promise<BackupResult> {
  const dump = postgresProgram('pg_dump');
  const list = postgresProgram('pg_restore');
  if (!dump) throw new Error(MISSING('pg_dump'));
  if (!list) throw new Error(MISSING('pg_restore'));
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  const file = join(backupDir, `${SQLITE_PREFIX}${stamp(now)}.pgdump`);
  const partial = `${file}.partial`;
  const dumped = await runProgram(dump, [
    '--format=custom',
    '--no-owner',
    `--file=${partial}`,
    databaseUrl,
  ]);
  if (!dumped.ok) {
    rmSync(partial, { force: true });
    throw new Error(`pg_dump failed: ${dumped.stderr}`);
  }
  const listed = await runProgram(list, ['--list', partial]);
  if (!listed.ok || !listed.stdout.includes('enquiries')) {
    rmSync(partial, { force: true });
    throw new Error(`the dump could not be read back: ${listed.stderr}`);
  }
  renameSync(partial, file);
  prune(backupDir, '.pgdump', keep);
  return { file, bytes: statSync(file).size };
}

/** Deletes all but the newest `keep` backups of one kind. */

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

/** Drops every table of the database's schema, in one transaction. */
async function dropTables(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      'select tablename as name from pg_tables where schemaname = current_schema()',
    );
    if (tables.rows.length === 0) return;
    const names = tables.rows.map(({ name }) => client.escapeIdentifier(name)).join(', ');
    await client.query(`drop table if exists ${names} cascade`);
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
  // What is there goes first, whole: pg_restore's --clean drops only what the dump holds,
  // and a table that a later migration added (search_words) still depends on the dump's
  // keys, so an older backup could not be put back over a newer store's tables. The server
  // started afterwards brings the restored tables up to date.
  if (contents.tables) await dropTables(databaseUrl);
  const args = ['--no-owner', '--exit-on-error', `--dbname=${databaseUrl}`];
  const restored = spawnSync(restore, [...args, file], { encoding: 'utf8' });
  if (restored.status !== 0) throw new Error(`pg_restore failed: ${restored.stderr.trim()}`);
}

/** The settings a backup reads: where the store is, where backups go, how many are kept. */
