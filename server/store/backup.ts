import { existsSync } from 'node:fs';
import { backupDir, type Settings } from '../settings';
import { newestBackup, type BackupResult } from './backup-files';
import { backupPostgres, restorePostgres } from './backup-postgres';
import { backupSqlite, restoreSqlite } from './backup-sqlite';

/**
 * Backups of the store, and restoring one (README, "Operating it"). The embedded store is
 * copied with `VACUUM INTO` on a connection of its own: a consistent snapshot of the last
 * committed state while the server goes on writing (WAL lets a reader and the writer work
 * at once; libsql's `backup()` is not implemented). The copy is checked with
 * `PRAGMA integrity_check` before it takes its final name, so a half-written or corrupt
 * file never looks like a backup. PostgreSQL is dumped with `pg_dump` in its custom format
 * and checked by `pg_restore --list`. Files are named by time; the newest `keep` are kept.
 */
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
