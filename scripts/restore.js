// @ts-check
/**
 * `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back as the
 * store the settings name (DATA_DIR or DATABASE_URL). Stop the server first. It refuses
 * to overwrite a store that holds enquiries or staff accounts unless given --force.
 */
import { resolve } from 'node:path';
import { ensureBuilt } from './fresh-build.js';
import { serverTools } from './server-tools.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const [file] = args.filter((arg) => arg !== '--force');
if (!file) {
  console.error('usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
ensureBuilt();
const { readSettings, restoreStore } = await serverTools();
try {
  await restoreStore(readSettings(), resolve(file), force);
  console.log(`Restored ${file}. Start the server: it brings the tables up to date.`);
} catch (error) {
  // A line each, as `npm start` says them (several settings can be wrong at once).
  const message = error instanceof Error ? error.message : String(error);
  for (const line of message.split('\n')) console.error(`error: ${line}`);
  process.exit(1);
}
