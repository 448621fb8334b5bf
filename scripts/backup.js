// @ts-check
/**
 * `npm run backup`: a checked snapshot of the store the settings name, written while the
 * server runs and takes enquiries: the embedded SQLite file by `VACUUM INTO`, PostgreSQL by
 * `pg_dump` (custom format). Into BACKUP_DIR (default ./backups), named by time; the newest
 * BACKUP_KEEP (default 14) are kept. With BACKUP_COPY_TO, each is then copied there and the
 * copy read back and compared; a copy that fails exits 1 (the backup itself is kept).
 * docs/operating.md, "Backups".
 */
import { ensureBuilt } from './fresh-build.js';
import { serverTools } from './server-tools.js';

ensureBuilt();
const { backupStore, readSettings } = await serverTools();
try {
  const { file, bytes, copy } = await backupStore(readSettings());
  console.log(`Backup written and checked: ${file} (${(bytes / 1024).toFixed(0)} KiB)`);
  if (copy) console.log(`Copied and checked (SHA-256 ${copy.sha256.slice(0, 12)}…): ${copy.where}`);
} catch (error) {
  // A line each, as `npm start` says them (several settings can be wrong at once).
  const message = error instanceof Error ? error.message : String(error);
  for (const line of message.split('\n')) console.error(`error: ${line}`);
  process.exit(1);
}
