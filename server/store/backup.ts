import { existsSync } from 'node:fs';
import { describeTarget } from '../backup-target';
import { backupDir, type Settings } from '../settings';
import {
  copyBackup,
  copyFreshness,
  recordCopiesAskedFor,
  recordGoodCopy,
  type CopyResult,
} from './backup-copy';
import { newestBackup, type BackupResult } from './backup-files';
import { backupPostgres, restorePostgres } from './backup-postgres';
import { backupSqlite, restoreSqlite } from './backup-sqlite';

/**
 * Backups of the store, and restoring one (docs/operating.md, "Operating it"). The embedded store is
 * copied with `VACUUM INTO` on a connection of its own: a consistent snapshot of the last
 * committed state while the server goes on writing (WAL lets a reader and the writer work
 * at once; libsql's `backup()` is not implemented). The copy is checked with
 * `PRAGMA integrity_check` before it takes its final name, so a half-written or corrupt
 * file never looks like a backup. PostgreSQL is dumped with `pg_dump` in its custom format
 * and checked by `pg_restore --list`. Files are named by time; the newest `keep` are kept.
 */
export type BackupSettings = Pick<
  Settings,
  'DATA_DIR' | 'DATABASE_URL' | 'BACKUP_DIR' | 'BACKUP_EVERY' | 'BACKUP_KEEP' | 'BACKUP_COPY_TO'
>;

/** The backup was written and checked; its copy to BACKUP_COPY_TO was not. */
export class BackupCopyError extends Error {
  constructor(
    readonly backup: BackupResult,
    cause: unknown,
  ) {
    super(
      `the backup ${backup.file} was written, but its copy failed: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.name = 'BackupCopyError';
  }
}

/**
 * A backup of the store the settings name, into BACKUP_DIR (default ./backups), then its
 * checked copy to BACKUP_COPY_TO when that is set (throws BackupCopyError when the copy fails).
 */
export async function backupStore(
  settings: BackupSettings,
  now = new Date(),
): Promise<BackupResult & { copy?: CopyResult }> {
  const into = { backupDir: backupDir(settings), keep: settings.BACKUP_KEEP, now };
  const backup = settings.DATABASE_URL
    ? await backupPostgres({ databaseUrl: settings.DATABASE_URL, ...into })
    : await backupSqlite({ dataDir: settings.DATA_DIR, ...into });
  if (!settings.BACKUP_COPY_TO) return backup;
  try {
    const copy = await copyBackup(backup.file, settings.BACKUP_COPY_TO, into);
    recordGoodCopy(into.backupDir, copy, now);
    return { ...backup, copy };
  } catch (error) {
    throw new BackupCopyError(backup, error);
  }
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
    await restoreSqlite({ file, dataDir: settings.DATA_DIR, force });
  }
}

/** The time of the newest backup in `dir`, or undefined. */

/**
 * With BACKUP_DIR set, the server backs its store up every BACKUP_EVERY, counting from the
 * newest backup already there (a restart does not add one), and copies each to
 * BACKUP_COPY_TO. Failures are logged and tried again at the next turn; a last good copy
 * older than two periods is logged as a warning at each turn (and shown by /readyz).
 */
export function startBackups({
  settings,
  log,
  clock = () => new Date(),
}: {
  settings: BackupSettings;
  log?: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  clock?: () => Date;
}) {
  const dir = settings.BACKUP_DIR;
  const target = settings.BACKUP_COPY_TO;
  if (!dir) {
    if (target) {
      log?.warn(
        { event: 'backup-copy-unscheduled' },
        'BACKUP_COPY_TO is set but BACKUP_DIR is not: this server makes no backups to copy; run `npm run backup` on a schedule',
      );
    }
    return { stop() {} };
  }
  const every = settings.BACKUP_EVERY;
  const since = clock();
  if (target) recordCopiesAskedFor(dir, since);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const { file, bytes, copy } = await backupStore(settings, clock());
      log?.info({ event: 'backup', file, bytes }, `Backup written: ${file}`);
      if (copy)
        log?.info({ event: 'backup-copied', where: copy.where }, `Backup copied: ${copy.where}`);
    } catch (error) {
      const copying = error instanceof BackupCopyError;
      log?.error(
        { event: copying ? 'backup-copy-failed' : 'backup-failed', err: error },
        copying ? 'Backup written, but its copy failed' : 'Backup failed',
      );
    }
    if (target) {
      const { lastGoodCopy, stale } = copyFreshness({ backupDir: dir, every, now: clock(), since });
      if (stale) {
        log?.warn(
          { event: 'backup-copy-stale', lastGoodCopy, to: describeTarget(target) },
          'The last good backup copy is older than two backup periods',
        );
      }
    }
    if (!stopped) timer = setTimeout(() => void run(), every).unref();
  };
  const newest = newestBackup(dir);
  const due = newest === undefined ? 0 : Math.max(0, newest + every - Date.now());
  timer = setTimeout(() => void run(), due).unref();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
