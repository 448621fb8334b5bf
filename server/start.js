// @ts-check
/**
 * `npm start`: makes sure the build is whole and newer than the sources (building it if
 * not), then serves it on HOST:PORT until SIGTERM or SIGINT, finishing requests in flight.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from './app.js';
import { clientDir, domainModule, manifestPath, projectRoot } from './paths.js';
import { openServices } from './services.js';

const SOURCES = [
  'app',
  'public',
  'scripts',
  // The build asks the server for the headers of the nginx configuration it writes.
  'server',
  'deploy',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
];

/** @param {string} message @returns {never} */
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

/**
 * Whether the build is whole: its manifest, written last by the build, is there and
 * readable, and so is every file it lists. A build interrupted, or overwritten by a
 * later build still running, is not.
 */
function wholeBuild() {
  if (!existsSync(manifestPath)) return false;
  try {
    /** @type {import('./app.js').Manifest} */
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const files = [
      ...Object.values(manifest.pages).map((page) => page.file),
      manifest.notFound.file,
      ...manifest.assets.map((path) => path.slice(1)),
    ];
    return files.every((file) => existsSync(join(clientDir, file))) && existsSync(domainModule);
  } catch {
    return false;
  }
}

function ensureFreshBuild() {
  const whole = wholeBuild();
  const built = whole ? statSync(manifestPath).mtimeMs : 0;
  const sources = Math.max(...SOURCES.map((source) => newestChange(join(projectRoot, source))));
  if (built > 0 && (sources === 0 || built >= sources)) return;

  console.log(
    whole
      ? 'The sources changed since the last build: building…'
      : existsSync(manifestPath)
        ? 'The build is incomplete: building…'
        : 'No build yet: building…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0 || !wholeBuild()) {
    fail('the build is missing or incomplete and could not be made (see `npm run build` above)');
  }
}

ensureFreshBuild();

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a port number, not "${process.env.PORT}"`);

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** @type {Awaited<ReturnType<typeof openServices>>} */
let services;
try {
  services = await openServices({ env: process.env });
} catch (error) {
  fail(`the enquiry store could not be opened: ${String(error)}`);
}
/** @type {Awaited<ReturnType<typeof createServer>>} */
let app;
try {
  app = await createServer({ clientDir, manifest, enquiries: services.enquiries });
} catch (error) {
  fail(`the build could not be loaded: ${String(error)}; run \`npm run build\``);
}

try {
  await app.listen({ port, host });
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  if (code === 'EADDRINUSE')
    fail(`port ${port} on ${host} is already in use; set PORT to a free port`);
  if (code === 'EACCES') fail(`no permission to listen on port ${port}; set PORT to 1024 or above`);
  fail(`could not listen on ${host}:${port}: ${String(error)}`);
}
const address = app.server.address();
const listening = typeof address === 'object' && address ? address.port : port;
console.log(`Serving the shop on http://${host === '0.0.0.0' ? 'localhost' : host}:${listening}`);
console.log(
  `Enquiries are kept in the ${services.store.describe}; email ${
    services.enquiries.mailConfigured ? 'is on (SMTP_URL)' : 'is off (no SMTP_URL)'
  }`,
);

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, () => {
    app
      .close()
      .then(() => services.close())
      .then(
        () => process.exit(0),
        (error) => fail(`shutting down: ${String(error)}`),
      );
  });
}
