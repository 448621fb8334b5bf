import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { copyFile, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, extname, join, relative, resolve } from 'node:path';
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

/**
 * Copies `file` to `target` and checks it there; throws when it cannot or it differs.
 * Asynchronous: an upload to a slow remote must not hold the server's requests.
 */
export async function copyBackup(
  file: string,
  target: BackupTarget,
  { keep, backupDir }: { keep: number; backupDir: string },
): Promise<CopyResult> {
  const sha256 = sha256Of(await readFile(file));
  const name = basename(file);
  const checked = (copied: string, where: string) => {
    if (copied !== sha256) {
      throw new Error(`the copy at ${where} does not match the backup (SHA-256 ${copied})`);
    }
    return { where, sha256 };
  };
  if (target.kind === 'folder') {
    const folder = target.folder;
    if (!relative(resolve(backupDir), folder).startsWith('..')) {
      throw new Error(`${folder} is inside BACKUP_DIR: a copy there is not off the machine`);
    }
    // Never made here: a share that is not mounted must fail, not fill the local disk.
    if (!existsSync(folder)) {
      throw new Error(`${folder} does not exist: is the disk or share mounted?`);
    }
    const destination = join(folder, name);
    const partial = `${destination}.partial`;
    try {
      await copyFile(file, partial);
      const handle = await open(partial, 'r+');
      await handle.sync().finally(() => handle.close());
      checked(sha256Of(await readFile(partial)), partial);
      await rename(partial, destination);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    prune(folder, extname(name), keep);
    return { where: destination, sha256 };
  }
  if (target.kind === 'rclone') {
    const remote = target.remote;
    const destination = remote.endsWith(':') ? `${remote}${name}` : `${remote}/${name}`;
    const limits = ['--contimeout', '30s', '--timeout', '5m', '--retries', '3'];
    await run('rclone', ['copyto', ...limits, file, destination]);
    const listed = await run('rclone', ['hashsum', 'sha256', '--download', ...limits, destination]);
    return checked(
      listed.toString().trim().split(/\s+/)[0] ?? '',
      describeTarget(target) + `/${name}`,
    );
  }
  const repository = ['--repo', target.repository];
  const output = await run('restic', [
    ...repository,
    'backup',
    '--json',
    '--tag',
    'storefront',
    file,
  ]);
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
  const dumped = await run('restic', [...repository, 'dump', snapshot, file]);
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
  return new Promise<Buffer>((done, fail) => {
    execFile(
      tool,
      args,
      { encoding: 'buffer', maxBuffer: 1024 ** 3, timeout: 30 * 60_000 },
      (error, stdout, stderr) => {
        if (!error) return done(stdout);
        const said = stderr.toString().trim().split('\n').slice(-3).join(' ');
        fail(
          new Error(
            typeof error.code === 'number'
              ? `${tool} failed (exit ${error.code}): ${said}`
              : `${tool} could not be run: ${error.message}`,
          ),
        );
      },
    );
  });
}
