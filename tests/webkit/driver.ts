import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { afterAll, inject } from 'vitest';

/**
 * WebKitGTK's WebDriver, one per test file, started in the file's own process on the
 * runner's virtual display. It allows one session at a time, and about one leg in ten here a
 * MiniBrowser never answered its session's start, holding the driver for good: so a journey
 * can end the driver with every browser it started (its process group) and start another.
 */
let running: { child: ChildProcess; url: string } | undefined;

/** The driver's address, starting one when none runs. */
export async function driverUrl() {
  if (running && running.child.exitCode === null && running.child.signalCode === null) {
    return running.url;
  }
  const { display, driverPath } = inject('webkit');
  const port = await freePort();
  const child = spawn(driverPath, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  running = { child, url: `http://127.0.0.1:${port}` };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`WebKitWebDriver ended at start (exit ${child.exitCode})`);
    const ready = await fetch(`${running.url}/status`)
      .then(
        async (response) =>
          ((await response.json()) as { value?: { ready?: boolean } }).value?.ready,
      )
      .catch(() => false);
    if (ready) return running.url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopDriver();
  throw new Error('WebKitWebDriver was not ready within 20 s');
}

/** Ends the driver and the browsers it started. */
export async function stopDriver() {
  const child = running?.child;
  running = undefined;
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const ended = once(child, 'exit');
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    return;
  }
  await ended;
}

afterAll(stopDriver);
process.once('exit', () => {
  if (running?.child.pid) {
    try {
      process.kill(-running.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
