/**
 * The production server's entry, built to build/server/start.js: serves the build on
 * HOST:PORT until SIGTERM or SIGINT, finishing requests in flight. `npm start`
 * (scripts/start.js) makes sure the build is whole and fresh before it loads this.
 */
import { readFileSync } from 'node:fs';
import { pino } from 'pino';
import { createServer } from './app';
import { logDestination, loggerOptions } from './logging';
import { clientDir, manifestPath } from './paths';
import { openServices, type Services } from './services';
import { readSettings, SettingError, type Settings } from './settings';
import type { Manifest } from './site/build';

/** One line for each thing that stops the start, then exit 1. */
function fail(...messages: string[]): never {
  for (const message of messages) console.error(`error: ${message}`);
  process.exit(1);
}

let settings: Settings;
try {
  settings = readSettings();
} catch (error) {
  if (error instanceof SettingError) fail(...error.problems);
  throw error;
}
const { PORT: port, HOST: host } = settings;

const log = pino(loggerOptions(settings.LOG_LEVEL), logDestination());
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
let services: Services;
try {
  services = await openServices({ settings, log });
} catch (error) {
  fail(`the enquiry store could not be opened: ${String(error)}`);
}
let app: Awaited<ReturnType<typeof createServer>>;
try {
  app = await createServer({
    clientDir,
    manifest,
    services: services.routes,
    trustProxy: services.trustProxy,
    log,
  });
} catch (error) {
  fail(`the build could not be loaded: ${String(error)}; run \`npm run build\``);
}

try {
  await app.listen({ port, host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    fail(`port ${port} on ${host} is already in use; set PORT to a free port`);
  if (code === 'EACCES') fail(`no permission to listen on port ${port}; set PORT to 1024 or above`);
  fail(`could not listen on ${host}:${port}: ${String(error)}`);
}
const address = app.server.address();
const listening = typeof address === 'object' && address ? address.port : port;
log.info(
  { event: 'start', store: services.store.kind, mail: services.routes.mail.state === 'pending' },
  `Serving the shop on http://${host === '0.0.0.0' ? 'localhost' : host}:${listening}; enquiries are kept in the ${services.store.describe}; email ${
    services.routes.mail.state === 'pending' ? 'is on (SMTP_URL)' : 'is off (no SMTP_URL)'
  }`,
);
// Written now, not with the next 4 KB of request lines: it is how an operator (and the
// tests) know the server serves.
log.flush();

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ event: 'shutdown', signal }, 'Shutting down: finishing the requests in flight');
    app
      .close()
      .then(() => services.close())
      .then(
        () => {
          log.info({ event: 'stopped' }, 'Stopped');
          process.exit(0);
        },
        (error: unknown) => fail(`shutting down: ${String(error)}`),
      );
  });
}
