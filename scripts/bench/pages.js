// @ts-check
/**
 * `npm run bench`: builds, starts the production server (`node scripts/start.js`) on
 * BENCH_PORT (4310), runs Lighthouse (mobile, default throttling) three times on each page
 * of issue 7, times Add to Cart to the header badge with the CPU slowed four times, prints
 * the medians against the budgets, times each page of issue 14 from navigation to the app
 * taking over on the phone profile (five loads each, scripts/bench/interactive.js), and
 * writes docs/bench/lighthouse.json and .md.
 *
 * In the same Lighthouse rounds it measures React's floor (issue 27): a 0.5 kB page that
 * React 19 pre-renders and hydrates and nothing else (scripts/bench/floor/), built by the
 * project's Vite into build-bench-floor/ and served on BENCH_PORT + 1 as the site serves
 * its files, and reports every page's start-up JavaScript, interactive, TBT and LCP beside
 * their ratio to the floor's (scripts/bench/floor-ratio.js).
 *
 * A missed budget is reported, not an error: the exit code is non-zero only when the
 * benchmark could not run. `--no-build` reuses the current build (for trying things out).
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import {
  ADD_TO_CART_CLICKS,
  ADD_TO_CART_CPU_SLOWDOWN,
  ADD_TO_CART_ROUTE,
  ADD_TO_CART_BUDGET_MS,
  FIGURES,
  INTERACTIVE_BUDGET_MS,
  INTERACTIVE_ROUTES,
  INTERACTIVE_RUNS,
  ROUTES,
  RUNS,
  median,
} from './budgets.js';
import { measureAddToCart } from './add-to-cart.js';
import { buildFloor } from './floor/build.js';
import { startFloorServer } from './floor/serve.js';
import { floorComparison } from './floor-ratio.js';
import { PHONE, measureInteractive } from './interactive.js';
import { chromiumPath, gzipSizer, runLighthouse, summarize } from './lighthouse.js';
import { projectRoot } from '../paths.js';
import { build, startServer } from './processes.js';
import { addToCartResult, consoleTable, missedBudgets, pageResult, writeReport } from './report.js';

/** @typedef {import('./lighthouse.js').RunSummary} RunSummary */

const port = Number(process.env.BENCH_PORT ?? 4310);
const floorPort = port + 1;
/** How the floor is named in the tables. */
const FLOOR_LABEL = 'React floor';

/** @param {string} message */
function progress(message) {
  console.error(`bench: ${message}`);
}

/** @param {string[]} args */
function git(args) {
  try {
    return execFileSync('git', args, {
      cwd: projectRoot,
      encoding: 'utf8',
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' },
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** @param {string} chromePath e.g. "Chromium 156.0.8078.79" */
function browserVersion(chromePath) {
  try {
    const output = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return /^\S+ [\d.]+/.exec(output.trim())?.[0];
  } catch {
    return undefined;
  }
}

/**
 * The pages of one Lighthouse round, with the floor (undefined) at another place in each.
 * @param {number} run 1 to RUNS
 * @returns {(string | undefined)[]}
 */
function roundOrder(run) {
  const order = /** @type {(string | undefined)[]} */ ([...ROUTES]);
  order.splice(((run - 1) * 2) % (ROUTES.length + 1), 0, undefined);
  return order;
}

/** @returns {number[]} */
function load() {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}

/**
 * Runs Lighthouse, trying once more when the run itself fails (a busy machine can time a
 * page out), and keeps the summary.
 * @param {string} url
 * @param {string} chromePath
 * @param {(url: string) => Promise<number>} gzipBytes
 * @returns {Promise<RunSummary>}
 */
async function measurePage(url, chromePath, gzipBytes) {
  try {
    return await summarize(await runLighthouse(url, chromePath), gzipBytes);
  } catch (error) {
    progress(`${String(error)}; trying once more`);
    return summarize(await runLighthouse(url, chromePath), gzipBytes);
  }
}

async function main() {
  if (!Number.isInteger(port) || port < 1 || port > 65534) {
    throw new Error(`BENCH_PORT must be a port number, not "${process.env.BENCH_PORT}"`);
  }
  const loadAtStart = load();
  if (process.argv.includes('--no-build')) {
    progress('--no-build: using the current build');
  } else {
    progress('building…');
    build(projectRoot);
  }

  progress('building the floor page (scripts/bench/floor)…');
  const floorBuild = await buildFloor();
  progress(
    `the floor page: ${floorBuild.htmlBytes} bytes of HTML, ${floorBuild.scripts.join(', ')}`,
  );

  const chromePath = await chromiumPath();
  progress(`starting the production server on port ${port}…`);
  const server = await startServer({ cwd: projectRoot, port });
  progress(`serving the floor page on port ${floorPort}…`);
  /** @type {Awaited<ReturnType<typeof startFloorServer>>} */
  let floorServer;
  try {
    floorServer = await startFloorServer({ root: floorBuild.dir, port: floorPort });
  } catch (error) {
    await server.stop();
    throw error;
  }
  /** @type {Map<string, RunSummary[]>} */
  const runs = new Map(ROUTES.map((route) => [route, []]));
  /** @type {RunSummary[]} */
  const floorRuns = [];
  /** @type {{ run: number; loadAverage: number[] }[]} */
  const rounds = [];
  /** @type {import('./add-to-cart.js').ClickTiming[]} */
  let clicks;
  /** @type {import('./interactive.js').InteractiveResult[]} */
  let interactive;
  try {
    // Warm the server up, as a production server would be.
    for (const route of ROUTES) await (await fetch(`${server.origin}${route}`)).arrayBuffer();
    await (await fetch(`${floorServer.origin}/`)).arrayBuffer();
    const gzipBytes = gzipSizer();
    // Round-robin, so that a busy spell on the machine spreads over the pages, with the
    // floor among them, at another place in each round: its ratios compare like with like.
    for (let run = 1; run <= RUNS; run += 1) {
      rounds.push({ run, loadAverage: load() });
      const order = roundOrder(run);
      for (const route of order) {
        const floor = route === undefined;
        const url = floor ? `${floorServer.origin}/` : `${server.origin}${route}`;
        const summary = await measurePage(url, chromePath, gzipBytes);
        if (floor) floorRuns.push(summary);
        else runs.get(route)?.push(summary);
        const { performance, lcpMs, tbtMs, jsBytes } = summary.figures;
        progress(
          `run ${run}/${RUNS} ${route ?? FLOOR_LABEL}: performance ${performance}, interactive ${Math.round(summary.blockingTime.interactiveMs)} ms, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, JS ${(jsBytes / 1000).toFixed(1)} kB gz`,
        );
      }
    }
    progress(
      `timing Add to Cart (${ADD_TO_CART_CLICKS} clicks, CPU ${ADD_TO_CART_CPU_SLOWDOWN}x slower)…`,
    );
    clicks = await measureAddToCart({
      url: `${server.origin}${ADD_TO_CART_ROUTE}`,
      chromePath,
      clicks: ADD_TO_CART_CLICKS,
      cpuSlowdown: ADD_TO_CART_CPU_SLOWDOWN,
    });
    progress(`timing the app's start-up (${INTERACTIVE_RUNS} loads a page, phone profile)…`);
    interactive = await measureInteractive({
      origin: server.origin,
      paths: INTERACTIVE_ROUTES,
      runs: INTERACTIVE_RUNS,
      chromePath,
      progress,
    });
  } finally {
    progress('stopping the servers…');
    await Promise.all([server.stop(), floorServer.stop()]);
  }

  const pages = ROUTES.map((route) => pageResult(route, runs.get(route) ?? []));
  const floorPage = pageResult(FLOOR_LABEL, floorRuns);
  const addToCart = addToCartResult(
    { url: ADD_TO_CART_ROUTE, clicks: ADD_TO_CART_CLICKS, cpuSlowdown: ADD_TO_CART_CPU_SLOWDOWN },
    clicks,
  );
  const allRuns = [...runs.values()].flat();
  const first = allRuns[0];
  const commit = git(['rev-parse', '--short', 'HEAD']) ?? 'unknown';
  const status = git(['status', '--porcelain', '--untracked-files=no']);
  /** @type {import('./report.js').Report} */
  const report = {
    generatedAt: new Date().toISOString(),
    commit,
    uncommittedChanges: Boolean(status),
    machine: {
      cores: availableParallelism(),
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 1e8) / 10,
      loadAverage: { start: loadAtStart, end: load() },
      node: process.version,
      chromium: browserVersion(chromePath) ?? first?.userAgent ?? 'unknown',
      chromePath,
      lighthouse: first?.lighthouseVersion ?? 'unknown',
      benchmarkIndex: Math.round(median(allRuns.map((run) => run.benchmarkIndex))),
    },
    settings: {
      formFactor: 'mobile',
      throttling: 'Lighthouse default (simulated: 150 ms RTT, 1.6 Mbps, CPU 4x)',
      runs: RUNS,
      statistic: 'median',
      sizes: 'gzip bytes of every Script, Stylesheet and Document in network-requests',
      kB: 1000,
    },
    budgets: {
      figures: FIGURES.map(({ key, label, min, max }) => ({ key, label, min, max })),
      addToCartMs: ADD_TO_CART_BUDGET_MS,
      interactiveMs: INTERACTIVE_BUDGET_MS,
    },
    pages,
    addToCart,
    interactive: { phone: PHONE, runs: INTERACTIVE_RUNS, pages: interactive },
    missed: missedBudgets(pages, addToCart, interactive),
    floor: {
      page: floorPage,
      htmlBytes: floorBuild.htmlBytes,
      rounds,
      comparison: floorComparison({ label: FLOOR_LABEL, runs: floorPage.runs }, pages),
    },
  };

  console.log(`\n${consoleTable(report)}\n`);
  const written = await writeReport(projectRoot, report);
  progress(`wrote ${written.join(' and ')}`);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(
    `bench: failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
}
