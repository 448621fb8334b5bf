// @ts-check
/**
 * The logger comparison of `npm run bench:server`: what the request log costs. The built
 * server (build/server/start.js, what `npm start` runs once its build is fresh) runs with
 * LOG_LEVEL=silent, which writes nothing, as the server did before it logged, and with
 * LOG_LEVEL=info, one JSON line per request, on the page mix (page-mix.js) and on JSON
 * enquiry posts on the embedded store and on PostgreSQL.
 *
 * Other work on the machine moves its load from one second to the next, so the two levels
 * are measured alternately at a fine grain: each round starts one server of each level side
 * by side (on fresh stores), warms both, then drives them in turns, a 2-second slice at a
 * time (silent, info, info, silent, … so neither always goes first), and adds up each
 * level's slices; the server not driven idles. The child's output is read all along, as a
 * log collector would, but not kept.
 *
 * Each workload's figure is the median of its rounds' requests per second, per level, and
 * the ratio info / silent of the two medians; the target is a cost under 10% (a ratio
 * above 0.9) with no errors. BENCH_LOGGER_ROUNDS sets the number of rounds (3).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../../support/postgres.js';
import { startChildServer } from '../../support/child-server.js';
import { ensureBuilt } from '../fresh-build.js';
import { summarise } from './autocannon-result.js';
import { ENQUIRY_CONNECTIONS, ENQUIRY_ENV, post } from './enquiries.js';
import { loadMix, runMix } from './page-mix.js';

const ROUNDS = Number(process.env.BENCH_LOGGER_ROUNDS ?? 3);
const PAGE_CONNECTIONS = 100;
const WARMUP_SECONDS = 2;
const SLICE_SECONDS = 2;
/** Slices per level in a round. */
const SLICES = 4;
/** The target: info keeps more than this share of silent's requests per second. */
const TARGET_RATIO = 0.9;
const LEVELS = /** @type {const} */ (['silent', 'info']);
const WORKLOADS = /** @type {const} */ (['pages', 'sqlite', 'postgres']);
const LABELS = {
  pages: 'pages and files',
  sqlite: 'enquiries (SQLite)',
  postgres: 'enquiries (PostgreSQL)',
};

/**
 * @typedef {{
 *   round: number;
 *   level: 'silent' | 'info';
 *   requests: number;
 *   seconds: number;
 *   requestsPerSecond: number;
 *   cpuMsPerRequest: number | null;
 *   errors: number;
 *   logLines: number;
 *   logBytes: number;
 * }} LoggerRun
 * @typedef {{
 *   workload: 'pages' | 'sqlite' | 'postgres';
 *   runs: LoggerRun[];
 *   silentMedian: number;
 *   infoMedian: number;
 *   ratio: number;
 *   cpuSilentMedian: number | null;
 *   cpuInfoMedian: number | null;
 *   errors: number;
 *   met: boolean;
 * }} LoggerWorkload
 * @typedef {{
 *   date: string;
 *   loadAverageBefore: number;
 *   loadAverageAfter: number;
 *   rounds: number;
 *   slices: number;
 *   sliceSeconds: number;
 *   pageConnections: number;
 *   enquiryConnections: number;
 *   targetRatio: number;
 *   workloads: LoggerWorkload[];
 * }} LoggerPart
 */

/** @param {number[]} values */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The CPU time a process has used so far, in milliseconds (Linux; null elsewhere): user and
 * system time from /proc, in clock ticks of 10 ms (USER_HZ is 100 on Linux).
 * @param {number | undefined} pid
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * How to drive one workload: `prepare` gives a server's environment (and a clean-up), `warm`
 * and `slice` drive the server at `url` (`slice` for SLICE_SECONDS, returning autocannon's
 * result and how many answers were not the expected ones).
 * @typedef {{
 *   prepare: () => { env: NodeJS.ProcessEnv; cleanUp: () => void };
 *   warm: (url: string) => Promise<unknown>;
 *   slice: (url: string, slice: number) => Promise<{ result: import('autocannon').Result; unexpected: number }>;
 * }} Driver
 */

/**
 * One round: a server of each level side by side, driven in alternate slices.
 * @param {number} round
 * @param {Driver} driver
 * @returns {Promise<LoggerRun[]>}
 */
async function runRound(round, driver) {
  /** @type {(() => void)[]} */
  const cleanUps = [];
  /** @type {{ level: 'silent' | 'info'; server: import('../../support/child-server.js').ChildServer; requests: number; seconds: number; cpu: number | null; errors: number }[]} */
  const sides = [];
  try {
    for (const level of LEVELS) {
      const { env, cleanUp } = driver.prepare();
      cleanUps.push(cleanUp);
      const server = await startChildServer({
        script: 'build/server/start.js',
        env: { ...env, LOG_LEVEL: level },
        readyPath: '/healthz',
        keepOutput: false,
      });
      sides.push({ level, server, requests: 0, seconds: 0, cpu: 0, errors: 0 });
      await driver.warm(server.url);
    }
    for (let slice = 0; slice < SLICES * 2; slice += 1) {
      // silent, info, info, silent, silent, info, … (info first in even rounds).
      const side = sides[(Math.floor((slice + 1) / 2) + round + 1) % 2];
      if (!side) continue;
      const before = cpuMs(side.server.child.pid);
      const { result, unexpected } = await driver.slice(side.server.url, slice);
      const after = cpuMs(side.server.child.pid);
      const summary = summarise(result);
      side.requests += summary.requests;
      side.seconds += result.duration;
      side.cpu =
        side.cpu === null || before === null || after === null ? null : side.cpu + after - before;
      side.errors += summary.errors + summary.timeouts + unexpected;
    }
    return sides.map(({ level, server, requests, seconds, cpu, errors }) => {
      const printed = server.printedSinceReady();
      return {
        round,
        level,
        requests,
        seconds: Number(seconds.toFixed(2)),
        requestsPerSecond: Math.round(requests / seconds),
        cpuMsPerRequest:
          cpu === null || requests === 0 ? null : Number((cpu / requests).toFixed(3)),
        errors,
        logLines: printed.lines,
        logBytes: printed.bytes,
      };
    });
  } finally {
    for (const { server } of sides) {
      server.child.kill('SIGTERM');
      await server.exited();
    }
    for (const cleanUp of cleanUps) cleanUp();
  }
}

/** @type {Driver} */
const pageDriver = (() => {
  /** @type {Awaited<ReturnType<typeof loadMix>>['mix']} */
  let mix = [];
  return {
    prepare: () => ({ env: {}, cleanUp: () => {} }),
    warm: async (url) => {
      ({ mix } = await loadMix(url));
      await runMix(url, mix, { duration: WARMUP_SECONDS }, PAGE_CONNECTIONS);
    },
    slice: (url) => runMix(url, mix, { duration: SLICE_SECONDS }, PAGE_CONNECTIONS),
  };
})();

/**
 * Enquiry posts, each server on a fresh embedded store, or both on `databaseUrl`.
 * @param {string | undefined} databaseUrl
 * @returns {Driver}
 */
function enquiryDriver(databaseUrl) {
  const run = `bench-logger-${randomBytes(6).toString('hex')}`;
  return {
    prepare: () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
      return {
        env: {
          DATA_DIR: dataDir,
          ...ENQUIRY_ENV,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        },
        cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
    warm: (url) => post(url, `${run}-warm-${randomBytes(4).toString('hex')}`, WARMUP_SECONDS),
    slice: async (url, slice) => {
      const { result, non201 } = await post(
        url,
        `${run}-${slice}-${randomBytes(4).toString('hex')}`,
        SLICE_SECONDS,
      );
      return { result, unexpected: non201 };
    },
  };
}

/** @param {LoggerRun[]} runs @param {'silent' | 'info'} level */
const atLevel = (runs, level) => runs.filter((run) => run.level === level);

/**
 * @param {LoggerWorkload['workload']} workload
 * @param {LoggerRun[]} runs
 * @returns {LoggerWorkload}
 */
function compare(workload, runs) {
  const rps = (/** @type {'silent' | 'info'} */ level) =>
    median(atLevel(runs, level).map((run) => run.requestsPerSecond));
  const cpu = (/** @type {'silent' | 'info'} */ level) => {
    const values = atLevel(runs, level).map((run) => run.cpuMsPerRequest);
    return values.every((value) => value !== null)
      ? Number(median(/** @type {number[]} */ (values)).toFixed(3))
      : null;
  };
  const silentMedian = rps('silent');
  const infoMedian = rps('info');
  const ratio = silentMedian > 0 ? Number((infoMedian / silentMedian).toFixed(3)) : 0;
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  return {
    workload,
    runs,
    silentMedian,
    infoMedian,
    ratio,
    cpuSilentMedian: cpu('silent'),
    cpuInfoMedian: cpu('info'),
    errors,
    met: errors === 0 && ratio > TARGET_RATIO,
  };
}

/** @returns {Promise<LoggerPart>} */
export async function benchLogger() {
  // The rounds run the build as it is: an edit elsewhere must not rebuild it between them.
  ensureBuilt();
  const loadAverageBefore = Number((loadavg()[0] ?? 0).toFixed(2));
  const postgres = await startPostgres().catch((/** @type {unknown} */ error) => {
    console.warn(`Logger comparison without PostgreSQL: ${String(error)}`);
    return undefined;
  });
  /** @type {Record<LoggerWorkload['workload'], LoggerRun[]>} */
  const runs = { pages: [], sqlite: [], postgres: [] };
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const workload of WORKLOADS) {
        if (workload === 'postgres' && !postgres) continue;
        console.log(`Logger comparison, round ${round} of ${ROUNDS}: ${LABELS[workload]}…`);
        const driver =
          workload === 'pages'
            ? pageDriver
            : enquiryDriver(workload === 'postgres' ? postgres?.url : undefined);
        for (const run of await runRound(round, driver)) {
          console.log(
            `  LOG_LEVEL=${run.level}: ${run.requestsPerSecond} requests/s, ${run.cpuMsPerRequest ?? '?'} ms server CPU a request, ${run.logLines} log lines`,
          );
          runs[workload].push(run);
        }
      }
    }
  } finally {
    postgres?.kill();
  }
  return {
    date: new Date().toISOString(),
    loadAverageBefore,
    loadAverageAfter: Number((loadavg()[0] ?? 0).toFixed(2)),
    rounds: ROUNDS,
    slices: SLICES,
    sliceSeconds: SLICE_SECONDS,
    pageConnections: PAGE_CONNECTIONS,
    enquiryConnections: ENQUIRY_CONNECTIONS,
    targetRatio: TARGET_RATIO,
    workloads: WORKLOADS.filter((workload) => runs[workload].length > 0).map((workload) =>
      compare(workload, runs[workload]),
    ),
  };
}

/** @param {number} ratio */
const cost = (ratio) => `${((1 - ratio) * 100).toFixed(1)}%`;

/** @param {LoggerWorkload} workload info's server CPU per request over silent's, or null */
const cpuRatio = ({ cpuSilentMedian, cpuInfoMedian }) =>
  cpuSilentMedian && cpuInfoMedian ? Number((cpuInfoMedian / cpuSilentMedian).toFixed(3)) : null;

/** @param {LoggerRun[]} runs @param {(run: LoggerRun) => unknown} value */
const listed = (runs, value) => runs.map(value).join(', ');

/** What the comparison prints at the end. @param {LoggerPart} part */
export function loggerSummary(part) {
  return part.workloads
    .map(
      (workload) => `
logger cost on ${LABELS[workload.workload]}
silent       ${listed(atLevel(workload.runs, 'silent'), (run) => run.requestsPerSecond)} requests/s (median ${workload.silentMedian})
info         ${listed(atLevel(workload.runs, 'info'), (run) => run.requestsPerSecond)} requests/s (median ${workload.infoMedian})
info/silent  ${workload.ratio} (cost ${cost(workload.ratio)}), errors ${workload.errors}
server CPU   ${workload.cpuSilentMedian} ms a request silent, ${workload.cpuInfoMedian} ms info (medians; info/silent ${cpuRatio(workload)})
target       cost under ${cost(part.targetRatio)} and no errors: ${workload.met ? 'met' : 'MISSED'}`,
    )
    .join('\n');
}

/** @param {LoggerPart} part */
export function loggerMet(part) {
  return part.workloads.length > 0 && part.workloads.every((workload) => workload.met);
}

/** @param {LoggerPart} part */
export function loggerMarkdown(part) {
  const { workloads } = part;
  const cell = (/** @type {(workload: LoggerWorkload) => string | number} */ value) =>
    workloads.map((workload) => ` ${value(workload)} |`).join('');
  const byRound = (
    /** @type {'silent' | 'info'} */ level,
    /** @type {(run: LoggerRun) => unknown} */ value,
  ) => cell((workload) => listed(atLevel(workload.runs, level), value));
  const pairs = (/** @type {(run: LoggerRun) => number | null} */ value) =>
    cell((workload) =>
      Array.from({ length: part.rounds }, (_, index) => {
        const round = workload.runs.filter((run) => run.round === index + 1);
        const silent = value(atLevel(round, 'silent')[0] ?? /** @type {LoggerRun} */ ({}));
        const info = value(atLevel(round, 'info')[0] ?? /** @type {LoggerRun} */ ({}));
        return silent && info ? (info / silent).toFixed(2) : '-';
      }).join(', '),
    );
  const written = (/** @type {'silent' | 'info'} */ level) =>
    cell((workload) => {
      const runs = atLevel(workload.runs, level);
      const lines = runs.reduce((sum, run) => sum + run.logLines, 0);
      const bytes = runs.reduce((sum, run) => sum + run.logBytes, 0);
      return lines === 0 ? 'none' : `${lines} lines, ${Math.round(bytes / lines)} bytes each`;
    });
  const missed = workloads.filter((workload) => !workload.met);
  return `
## The logger's cost

What the request log costs: the built server with \`LOG_LEVEL=silent\` (it writes nothing,
as before it logged) and with \`LOG_LEVEL=info\` (one JSON line per request, read from its
standard output by the benchmark as a log collector would). Each of ${part.rounds} rounds starts one
server of each level side by side (on fresh stores), warms each for ${WARMUP_SECONDS} s, then drives them
in turns, ${part.sliceSeconds} s at a time, ${part.slices} times each (silent, info, info, silent, …; info first in
even rounds), so the machine's load, which other work on it moves from one second to the
next, falls on both alike; the server not driven idles. Pages: the mix above from
${part.pageConnections} connections; enquiries: the contact message above from ${part.enquiryConnections} connections, each its own key.
A round's figure per level is its slices' requests over their seconds. Measured on
${part.date.slice(0, 10)}; the one-minute load average was ${part.loadAverageBefore} before and ${part.loadAverageAfter} after (other work on
the machine included).

| measure |${workloads.map((workload) => ` ${LABELS[workload.workload]} |`).join('')}
| --- |${workloads.map(() => ' --- |').join('')}
| silent: requests per second, by round |${byRound('silent', (run) => run.requestsPerSecond)}
| info: requests per second, by round |${byRound('info', (run) => run.requestsPerSecond)}
| info / silent, by round |${pairs((run) => run.requestsPerSecond)}
| silent: median |${cell((workload) => workload.silentMedian)}
| info: median |${cell((workload) => workload.infoMedian)}
| **info / silent (medians)** |${cell((workload) => `**${workload.ratio}**`)}
| **the logger's cost** |${cell((workload) => `**${cost(workload.ratio)}**`)}
| server CPU per request, silent (median) |${cell((workload) => `${workload.cpuSilentMedian ?? '?'} ms`)}
| server CPU per request, info (median) |${cell((workload) => `${workload.cpuInfoMedian ?? '?'} ms`)}
| server CPU, info / silent |${cell((workload) => cpuRatio(workload) ?? '?')}
| log written, silent (all rounds) |${written('silent')}
| log written, info (all rounds) |${written('info')}
| errors (connection, timeout, unexpected status) |${cell((workload) => workload.errors)}

Target: the logger costs under ${cost(part.targetRatio)} of the requests per second (info / silent of the
medians above ${part.targetRatio}), with no errors: **${loggerMet(part) ? 'met' : 'missed'}**${missed.length ? ` on ${missed.map((workload) => LABELS[workload.workload]).join(', ')}` : ''}.
The server's CPU time per request (its user and system time from /proc over the measured
slices) is what the logger adds to the server's own work. Requests per second move less than
it: autocannon, on the same two cores, spends more on each request than the server does.
`;
}
