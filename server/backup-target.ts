import { resolve } from 'node:path';

/**
 * Where each backup is copied after it is written (BACKUP_COPY_TO): a folder (a mounted
 * disk or share on another machine), an rclone remote, or a restic repository. The copy
 * is what survives the loss of the disk the store and its backups are on.
 */
export type BackupTarget =
  | { kind: 'folder'; folder: string }
  | { kind: 'rclone'; remote: string }
  | { kind: 'restic'; repository: string };

/** The target BACKUP_COPY_TO names: "rclone:<remote:path>", "restic:<repository>" or a folder. */
export function backupTarget(text: string): BackupTarget | undefined {
  const [, tool, rest] = /^(rclone|restic):(.*)$/.exec(text) ?? [];
  // Never read by the tool as one of its options.
  if (rest?.startsWith('-')) return undefined;
  if (tool === 'rclone')
    return rest ? { kind: 'rclone', remote: rest.replace(/\/+$/, '') } : undefined;
  if (tool === 'restic') return rest ? { kind: 'restic', repository: rest } : undefined;
  if (/[\r\n\0]/.test(text)) return undefined;
  return { kind: 'folder', folder: resolve(text) };
}

/** The target in a log line: a folder's path, the remote or the repository, never a password. */
export function describeTarget(target: BackupTarget) {
  const named =
    target.kind === 'folder'
      ? target.folder
      : target.kind === 'rclone'
        ? `rclone:${target.remote}`
        : `restic:${target.repository}`;
  return named.replace(/\/\/[^/@]*@/, '//…@');
}
