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
 * @property {() => string} output everything the server printed so far (with `keepOutput:
 *   false`, only until it served)
 * @property {() => { bytes: number; lines: number }} printedSinceReady how much it printed
 *   once it served: with logging on, one line per request
 * @property {() => Promise<number | null>} exited resolves with the exit code
 */

/**
 * `script` and `readyText` start another server the same way: `scripts/dev.js`, which
 * prints "Development server on" once it serves. `readyPath` waits instead until that path
 * answers 200 (a server started with LOG_LEVEL=silent prints nothing). The child's output
 * is always read, as a log collector would; `keepOutput: false` stops keeping it once the
 * server serves (a load benchmark's request lines would grow the string without bound) and
 * only counts it.
 *
 * @param {{ root?: string; port?: number; env?: NodeJS.ProcessEnv; timeoutMs?: number; script?: string; readyText?: string; readyPath?: string; keepOutput?: boolean }} [options]
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
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  let ready = false;
  const since = { bytes: 0, lines: 0 };
  /** @param {Buffer} chunk */
  const collect = (chunk) => {
    if (!ready || options.keepOutput !== false) output += chunk;
    if (!ready) return;
    since.bytes += chunk.length;
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) since.lines += 1;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exit = /** @type {Promise<number | null>} */ (once(child, 'exit').then(([code]) => code));

  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  const serves = async () => {
    if (!options.readyPath) return output.includes(readyText);
    try {
      const response = await fetch(`${url}${options.readyPath}`);
      await response.arrayBuffer();
      return response.status === 200;
    } catch {
      return false;
    }
  };
  while (!(await serves())) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  ready = true;
  return {
    child,
    url,
    output: () => output,
    printedSinceReady: () => ({ ...since }),
    exited: () => exit,
  };
}
