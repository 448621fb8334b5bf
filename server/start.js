// @ts-check
/**
 * `npm start`: makes sure the build is whole and newer than the sources (building it if
 * not), then serves it on HOST:PORT until SIGTERM or SIGINT, finishing requests in flight.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from './app.js';
import { clientDir, manifestPath, projectRoot } from './paths.js';

const SOURCES = [
  'app',
  'public',
  'scripts',
  'server/csp.js',
  'package.json',
  'package-lock.json',
  'react-router.config.ts',
  'vite.config.ts',
];

/** @param {string} message */
function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}

/** @param {string} path @returns {number} */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestChange(join(path, entry))),
    stats.mtimeMs,
  );
}

function ensureFreshBuild() {
  const built = existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestChange(join(projectRoot, source))));
  if (built > 0 && (sources === 0 || built >= sources)) return;

  console.log(
    built ? 'The sources changed since the last build: building…' : 'No build yet: building…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0 || !existsSync(manifestPath)) {
    fail('the build is missing and could not be made (see `npm run build` above)');
  }
}

ensureFreshBuild();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a port number, not "${process.env.PORT}"`);

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const app = await createServer({ clientDir, manifest });

try {
  await app.listen({ port, host });
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  if (code === 'EADDRINUSE')
    fail(`port ${port} on ${host} is already in use; set PORT to a free port`);
  if (code === 'EACCES') fail(`no permission to listen on port ${port}; set PORT to 1024 or above`);
  fail(`could not listen on ${host}:${port}: ${String(error)}`);
}
console.log(`Serving the shop on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      (error) => fail(`shutting down: ${String(error)}`),
    );
  });
}
