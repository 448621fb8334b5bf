import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { describeTarget, type BackupTarget } from '../backup-target';
import { prune } from './backup-files';

/**
 * The copy of each backup to another place (BACKUP_COPY_TO), checked after copying: the
 * copy's SHA-256 is read back from where it landed (the folder's file, rclone's download,
 * restic's dump of the snapshot) and must equal the backup's. A copy that does not check
 * out is a failure; the backup itself stays. The last good copy is written down beside
 * the backups, so /readyz and the logs can say when it is too old, whichever process
 * (the server's schedule or `npm run backup`) made it.
 */
export interface CopyResult {
  /** Where the copy is, for the logs: never a password. */
  where: string;
  sha256: string;
}

export const LAST_GOOD_COPY = 'last-good-copy.json';

/** Copies `file` to `target` and checks it there; throws when it cannot or it differs. */
export function copyBackup(file: string, target: BackupTarget, keep: number): CopyResult {
  const sha256 = sha256Of(readFileSync(file));
  const name = basename(file);
  const checked = (copied: string, where: string) => {
    if (copied !== sha256) {
      throw new Error(`the copy at ${where} does not match the backup (SHA-256 ${copied})`);
    }
    return { where, sha256 };
  };
  if (target.kind === 'folder') {
    mkdirSync(target.folder, { recursive: true, mode: 0o700 });
    const destination = join(target.folder, name);
    const partial = `${destination}.partial`;
    copyFileSync(file, partial);
    try {
      checked(sha256Of(readFileSync(partial)), partial);
    } catch (error) {
      rmSync(partial, { force: true });
      throw error;
    }
    renameSync(partial, destination);
    prune(target.folder, extname(name), keep);
    return { where: destination, sha256 };
  }
  if (target.kind === 'rclone') {
    const destination = `${target.remote}/${name}`;
    run('rclone', ['copyto', file, destination]);
    const listed = run('rclone', ['hashsum', 'sha256', '--download', destination]).toString();
    return checked(listed.trim().split(/\s+/)[0] ?? '', describeTarget(target) + `/${name}`);
  }
  const repository = ['--repo', target.repository];
  const output = run('restic', [...repository, 'backup', '--json', '--tag', 'storefront', file]);
  const summary = output
    .toString()
    .split('\n')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as { message_type?: string; snapshot_id?: string }];
      } catch {
        return [];
      }
    })
    .find((message) => message.message_type === 'summary');
  const snapshot = summary?.snapshot_id;
  if (!snapshot) throw new Error('restic did not report the snapshot it made');
  const dumped = run('restic', [...repository, 'dump', snapshot, file]);
  return checked(sha256Of(dumped), `${describeTarget(target)} snapshot ${snapshot.slice(0, 8)}`);
}

/** Writes down a good copy beside the backups (a small file, replaced whole). */
export function recordGoodCopy(backupDir: string, copy: CopyResult, at: Date) {
  const file = join(backupDir, LAST_GOOD_COPY);
  writeFileSync(`${file}.partial`, JSON.stringify({ at: at.toISOString(), ...copy }));
  renameSync(`${file}.partial`, file);
}

/** When the last good copy was made, or undefined (none, or the file is not readable). */
export function lastGoodCopy(backupDir: string): Date | undefined {
  try {
    const { at } = JSON.parse(readFileSync(join(backupDir, LAST_GOOD_COPY), 'utf8')) as {
      at?: unknown;
    };
    const time = typeof at === 'string' ? Date.parse(at) : NaN;
    return Number.isNaN(time) ? undefined : new Date(time);
  } catch {
    return undefined;
  }
}

/**
 * What /readyz says of the copies: when the last good one was made, and whether it is
 * older than two backup periods (counted from `since`, the server's start, when there has
 * been none yet: a fresh server is not late at once).
 */
export function copyFreshness({
  backupDir,
  every,
  now,
  since,
}: {
  backupDir: string;
  every: number;
  now: Date;
  since: Date;
}) {
  const last = lastGoodCopy(backupDir);
  const age = now.getTime() - (last ?? since).getTime();
  return {
    lastGoodCopy: last?.toISOString() ?? null,
    stale: age > 2 * every,
  };
}

function sha256Of(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A tool's output; throws with its own words when it fails or is not installed. */
function run(tool: string, args: string[]) {
  const result = spawnSync(tool, args, { maxBuffer: 1024 ** 3, timeout: 30 * 60_000 });
  if (result.error) throw new Error(`${tool} could not be run: ${result.error.message}`);
  if (result.status !== 0) {
    const said = result.stderr.toString().trim().split('\n').slice(-3).join(' ');
    throw new Error(`${tool} failed (exit ${result.status}): ${said}`);
  }
  return result.stdout;
}
