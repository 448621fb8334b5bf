// @ts-check
/**
 * `npm run backup`: a checked snapshot of the store the settings name, written while the
 * server runs and takes enquiries: the embedded SQLite file by `VACUUM INTO`, PostgreSQL by
 * `pg_dump` (custom format). Into BACKUP_DIR (default ./backups), named by time; the newest
 * BACKUP_KEEP (default 14) are kept. README, "Operating it".
 */
import { ensureBuilt } from './fresh-build.js';
import { serverTools } from './server-tools.js';

ensureBuilt();
const { backupStore, readSettings } = await serverTools();
try {
  const { file, bytes } = backupStore(readSettings());
  console.log(`Backup written and checked: ${file} (${(bytes / 1024).toFixed(0)} KiB)`);
} catch (error) {
  // A line each, as `npm start` says them (several settings can be wrong at once).
  const message = error instanceof Error ? error.message : String(error);
  for (const line of message.split('\n')) console.error(`error: ${line}`);
  process.exit(1);
}
