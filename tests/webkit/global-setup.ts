import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * The WebKit leg's machinery, started by the runner and removed at its end: a virtual X
 * display (Xvfb) and the production server with a store of its own, as playwright.config.ts's
 * webServer starts it. Each test file starts WebKitGTK's WebDriver on that display
 * (driver.ts) and opens MiniBrowser sessions.
 */

declare module 'vitest' {
  export interface ProvidedContext {
    webkit: { display: string; driverPath: string; baseUrl: string; browser: string };
  }
}

const serverPort = Number(process.env.WEBKIT_SERVER_PORT ?? 4551);
const driverPath = process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver';
const browserPath =
  process.env.WEBKIT_BROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const INSTALL = 'apt-get install webkit2gtk-driver xvfb';

function onPath(command: string) {
  return spawnSync('sh', ['-c', 'command -v "$1"', 'sh', command]).status === 0;
}

function requireTools() {
  if (!onPath(driverPath)) {
    throw new Error(
      `The WebKit leg needs WebKitGTK's WebDriver (${driverPath}), which is not installed: ` +
        `${INSTALL} (Debian's webkit2gtk-driver), or set WEBKIT_DRIVER_PATH.`,
    );
  }
  if (!onPath('Xvfb')) {
    throw new Error(
      `The WebKit leg needs a virtual display (Xvfb), which is not installed: ${INSTALL}.`,
    );
  }
  try {
    accessSync(browserPath, constants.X_OK);
  } catch {
    throw new Error(
      `The WebKit leg needs WebKitGTK's MiniBrowser at ${browserPath}, which is missing: ` +
        `${INSTALL}, or set WEBKIT_BROWSER_PATH.`,
    );
  }
}

/** Fails when something already answers on `port`: the leg would test it instead of its own. */
async function requireFree(port: number, setting: string) {
  const answered = await fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
  if (answered) {
    throw new Error(`Port ${port} is already in use: stop what runs there, or set ${setting}.`);
  }
}

/** Resolves once `ready` does, or rejects when the child ends first or the time is up. */
async function waitFor(
  what: string,
  child: ChildProcess,
  ready: () => Promise<boolean>,
  ms: number,
) {
  const deadline = Date.now() + ms;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${what} ended before it was ready (exit ${child.exitCode})`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} was not ready within ${ms / 1000} s`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  // Each child leads its own process group: the driver's browsers go with it.
  process.kill(-child.pid, 'SIGTERM');
  await ended;
}

export default async function setup(project: TestProject) {
  const started = Date.now();
  requireTools();
  await requireFree(serverPort, 'WEBKIT_SERVER_PORT');
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-webkit-'));
  const removeAll = async () => {
    await Promise.all(children.reverse().map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  };
  // Interrupted runs leave nothing behind either.
  const onExit = () => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
  };
  process.once('exit', onExit);

  try {
    // -displayfd: Xvfb picks a free display and writes its number once it accepts clients.
    const xvfb = spawn(
      'Xvfb',
      ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
      {
        stdio: ['ignore', 'ignore', 'inherit', 'pipe'],
        detached: true,
      },
    );
    children.push(xvfb);
    const display = await new Promise<string>((resolve, reject) => {
      xvfb.stdio[3]?.once('data', (data) => resolve(`:${String(data).trim()}`));
      xvfb.once('exit', (code) => reject(new Error(`Xvfb ended at start (exit ${code})`)));
    });

    // `npm start`'s own command: it builds first when the build is missing or stale.
    const server = spawn(process.execPath, ['scripts/start.js'], {
      env: {
        ...process.env,
        // Not vitest's 'test': a rebuild under it would be React's development build.
        NODE_ENV: 'production',
        PORT: String(serverPort),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    children.push(server);
    const baseUrl = `http://127.0.0.1:${serverPort}`;
    await waitFor(
      'The production server',
      server,
      async () => (await fetch(`${baseUrl}/readyz`)).ok,
      240_000,
    );

    // The driver is started by each test file (tests/webkit/driver.ts), so a journey can
    // end a driver held by a browser that never answered and start another.
    project.provide('webkit', { display, driverPath, baseUrl, browser: browserPath });
    console.log(`webkit: display ${display}, server ${baseUrl} (${Date.now() - started} ms)`);
  } catch (error) {
    await removeAll();
    throw error;
  }

  return async () => {
    await removeAll();
    process.removeListener('exit', onExit);
    console.log(`webkit leg: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  };
}
