// @ts-check
/**
 * The child processes of the benchmark: the build, the production server, and a registry
 * of clean-ups so that Ctrl-C or SIGTERM still stops the server and the browsers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** @type {Set<() => Promise<void> | void>} */
const cleanups = new Set();

/**
 * Runs `cleanup` on exit by signal, until the returned function is called.
 * @param {() => Promise<void> | void} cleanup
 */
export function onInterrupt(cleanup) {
  cleanups.add(cleanup);
  return () => {
    cleanups.delete(cleanup);
  };
}

for (const [signal, code] of /** @type {const} */ ([
  ['SIGINT', 130],
  ['SIGTERM', 143],
])) {
  process.once(signal, () => {
    console.error(`\nbench: ${signal}, stopping the server and the browsers…`);
    Promise.allSettled([...cleanups].map(async (cleanup) => cleanup())).then(() =>
      process.exit(code),
    );
  });
}

/** @param {string} cwd */
export function build(cwd) {
  const result = spawnSync('npm', ['run', 'build'], { cwd, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) {
    throw new Error(`npm run build failed (${result.error?.message ?? `exit ${result.status}`})`);
  }
}

/**
 * Starts `node scripts/start.js` on 127.0.0.1:`port` and resolves once it answers `/`.
 * @param {{ cwd: string; port: number; timeoutMs?: number }} options
 * @returns {Promise<{ origin: string; stop: () => Promise<void> }>}
 */
export async function startServer({ cwd, port, timeoutMs = 60_000 }) {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin)) {
    throw new Error(`something already listens on ${origin}: set BENCH_PORT to a free port`);
  }
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    unregister();
    if (!running) return;
    child.kill('SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(10_000, true)]);
    if (timedOut) {
      child.kill('SIGKILL');
      await exited;
    }
  };
  const unregister = onInterrupt(stop);

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running) {
      unregister();
      throw new Error(`the server exited before answering:\n${output.trim()}`);
    }
    if (await answers(origin)) return { origin, stop };
    await sleep(250);
  }
  await stop();
  throw new Error(`the server did not answer ${origin}/ within ${timeoutMs / 1000} s:\n${output}`);
}

/** @param {string} origin */
async function answers(origin) {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}
