import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChildServer } from '../../support/child-server.js';
import { ENGINES, PORT, executablePath } from './browsers';

/**
 * Once for the project: every browser the run asks for is there (or the run stops at once,
 * naming the package), and the production server runs as the Playwright journeys' does
 * (`npm start`'s command, a store of its own), on the firefox leg's port.
 */
export default async function setup() {
  const started = Date.now();
  for (const engine of ENGINES) executablePath(engine);
  if (ENGINES.length === 0) throw new Error('FIREFOX_ENGINES names no engine (firefox, chromium)');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-firefox-'));
  const server = await startChildServer({
    port: PORT, // production, as `npm start` runs: vitest's NODE_ENV=test would make a rebuild React's development one.
    env: { DATA_DIR: dataDir, NODE_ENV: 'production' },
  });
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited();
    rmSync(dataDir, { recursive: true, force: true });
    console.log(
      `firefox leg (${ENGINES.join(', ')}): ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  };
}
