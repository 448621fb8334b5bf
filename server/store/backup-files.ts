import { readdirSync, rmSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the store's backups share: their names, sorting by time, and how many are kept. */
/**
 * Backups of the store, and restoring one (docs/operating.md, "Operating it"). The embedded store is
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

export const SQLITE_PREFIX = 'storefront-';

/** "2026-11-25T21-04-05Z": sorts as it reads, and is a file name everywhere. */

export function stamp(now: Date) {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

export function prune(dir: string, extension: string, keep: number) {
  const backups = readdirSync(dir)
    .filter((name) => name.startsWith(SQLITE_PREFIX) && name.endsWith(extension))
    .sort();
  for (const name of backups.slice(0, Math.max(0, backups.length - keep))) {
    rmSync(join(dir, name), { force: true });
  }
}

export function newestBackup(dir: string): number | undefined {
  if (!existsSync(dir)) return undefined;
  const times = readdirSync(dir)
    .filter((name) => name.startsWith(SQLITE_PREFIX) && /\.(db|pgdump)$/.test(name))
    .map((name) => statSync(join(dir, name)).mtimeMs);
  return times.length > 0 ? Math.max(...times) : undefined;
}
