import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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
  writeRecord(backupDir, { at: at.toISOString(), ...copy });
}

/**
 * Writes down when copies were first asked for, where nothing is written yet: with no
 * good copy, staleness counts from then, so a server restarted more often than two
 * periods whose copies never succeed is still said to be late.
 */
export function recordCopiesAskedFor(backupDir: string, now: Date) {
  if (readRecord(backupDir)) return;
  mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  writeRecord(backupDir, { since: now.toISOString() });
}

/** When the last good copy was made, or undefined (none, or the file is not readable). */
export function lastGoodCopy(backupDir: string): Date | undefined {
  return readRecord(backupDir)?.at;
}

/**
 * What /readyz says of the copies: when the last good one was made, and whether it is
 * older than two backup periods. With none yet, counted from when copies were first asked
 * for (written down at the server's first start with BACKUP_COPY_TO), or else `since`.
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
  const record = readRecord(backupDir);
  const from = record?.at ?? record?.since ?? since;
  return {
    lastGoodCopy: record?.at?.toISOString() ?? null,
    stale: now.getTime() - from.getTime() > 2 * every,
  };
}

function writeRecord(backupDir: string, record: object) {
  const file = join(backupDir, LAST_GOOD_COPY);
  writeFileSync(`${file}.partial`, JSON.stringify(record));
  renameSync(`${file}.partial`, file);
}

/** The record beside the backups, its times read (a damaged file reads as none). */
function readRecord(backupDir: string): { at?: Date; since?: Date } | undefined {
  let record: { at?: unknown; since?: unknown };
  try {
    record = JSON.parse(readFileSync(join(backupDir, LAST_GOOD_COPY), 'utf8')) as typeof record;
  } catch {
    return undefined;
  }
  const time = (value: unknown) => {
    const parsed = typeof value === 'string' ? Date.parse(value) : NaN;
    return Number.isNaN(parsed) ? undefined : new Date(parsed);
  };
  const at = time(record?.at);
  const since = time(record?.since);
  return at || since ? { ...(at && { at }), ...(since && { since }) } : undefined;
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
