// @ts-check
/**
 * Starts `node scripts/start.js` (what `npm start` runs) as a child process on a free
 * loopback port and waits until it serves. Shared by the load benchmark and the fault
 * tests, so both drive the server exactly as it runs in production.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** @returns {Promise<number>} a port that was free a moment ago */
export async function freePort() {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * @typedef {object} ChildServer
 * @property {import('node:child_process').ChildProcess} child
 * @property {string} url the base URL, without a trailing slash
 * @property {() => string} output everything the server printed so far
 * @property {() => Promise<number | null>} exited resolves with the exit code
 */

/**
 * `script` and `readyText` start another server the same way: `scripts/dev.js`, which
 * prints "Development server on" once it serves.
 *
 * @param {{ root?: string; port?: number; env?: NodeJS.ProcessEnv; timeoutMs?: number; script?: string; readyText?: string }} [options]
 * @returns {Promise<ChildServer>}
 */
export async function startChildServer(options = {}) {
  const root = options.root ?? projectRoot;
  const port = options.port ?? (await freePort());
  const readyText = options.readyText ?? 'Serving the shop on';
  const child = spawn(process.execPath, [join(root, options.script ?? 'scripts/start.js')], {
    cwd: root,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exit = /** @type {Promise<number | null>} */ (once(child, 'exit').then(([code]) => code));

  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  while (!output.includes(readyText)) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited: () => exit };
}
