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
 * Then it loads every public pre-rendered page once (the build's server-manifest.json) and
 * counts the script it had received, as transferred, when the app took over
 * (scripts/bench/startup-bytes.js): issue 41's start-up budget.
 *
 * `--before <git ref>` measures that ref too, in the same run: checked out into a temporary
 * worktree (scripts/bench/before.js), built there, served by its own production server on
 * BENCH_PORT + 2, and measured in the same interleaved Lighthouse rounds, phone-profile
 * loads and start-up pass as the project's build; the report gives both per page
 * (scripts/bench/before-after.js).
 *
 * A missed budget is reported, not an error: the exit code is non-zero only when the
 * benchmark could not run. `--no-build` reuses the current build (for trying things out;
 * `--before`'s ref is always built). `--runs <n>` sets the Lighthouse rounds (3).
 */
import { execFileSync } from 'node:child_process';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import {
  ADD_TO_CART_CLICKS,
  ADD_TO_CART_CPU_SLOWDOWN,
  ADD_TO_CART_ROUTE,
  ADD_TO_CART_BUDGET_MS,
  FIGURES,
  FLOOR_INTERACTIVE_RATIO_BUDGET,
  INTERACTIVE_BUDGET_MS,
  INTERACTIVE_ROUTES,
  INTERACTIVE_RUNS,
  ROUTES,
  RUNS,
  STARTUP_SCRIPT_BUDGET_BYTES,
  median,
} from './budgets.js';
import { checkOutBefore } from './before.js';
import { beforeAfterRows, missedIssue41 } from './before-after.js';
import { roundOrder } from './rounds.js';
import { builtPages, measureStartupBytes } from './startup-bytes.js';
import { measureAddToCart } from './add-to-cart.js';
import { buildFloor } from './floor/build.js';
import { startFloorServer } from './floor/serve.js';
import { floorComparison } from './floor-ratio.js';
import { FLOOR_BUILD, PHONE, measureInteractive } from './interactive.js';
import { chromiumPath, gzipSizer, runLighthouse, summarize } from './lighthouse.js';
import { projectRoot } from '../paths.js';
import { build, startServer } from './processes.js';
import { addToCartResult, consoleTable, missedBudgets, pageResult, writeReport } from './report.js';

/** @typedef {import('./lighthouse.js').RunSummary} RunSummary */

const port = Number(process.env.BENCH_PORT ?? 4310);
const floorPort = port + 1;
/** Where `--before`'s build is served. */
const beforePort = port + 2;
/** The builds' names: the project as it is, and `--before`'s ref. */
const AFTER = 'after';
const BEFORE = 'before';
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

/**
 * The value of `--name <value>` or `--name=<value>`, else undefined.
 * @param {string[]} args
 * @param {string} name e.g. '--before'
 */
function option(args, name) {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  const arg = args[index] ?? '';
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/**
 * Lighthouse rounds: `--runs <n>`, else RUNS. More rounds give steadier medians and ratios
 * on a busy machine, at about 7 minutes a round with --before.
 * @param {string[]} args
 */
function runsOption(args) {
  const value = option(args, '--runs');
  if (value === undefined) return RUNS;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) {
    throw new Error(`--runs must be a whole number of at least 1, not "${value}"`);
  }
  return runs;
}

/**
 * `--before <ref>` or `--before=<ref>`, else undefined.
 * @param {string[]} args
 */
function beforeRef(args) {
  try {
    return option(args, '--before');
  } catch {
    throw new Error('--before needs a git ref: --before HEAD~5');
  }
}

async function main() {
  if (!Number.isInteger(port) || port < 1 || port > 65532) {
    throw new Error(`BENCH_PORT must be a port number, not "${process.env.BENCH_PORT}"`);
  }
  const startedAt = Date.now();
  const ref = beforeRef(process.argv.slice(2));
  const runsWanted = runsOption(process.argv.slice(2));
  const loadAtStart = load();
  if (process.argv.includes('--no-build')) {
    progress('--no-build: using the current build');
  } else {
    progress('building…');
    build(projectRoot);
  }
  /** @type {import('./before.js').BeforeTree | undefined} */
  let before;
  try {
    if (ref) {
      before = checkOutBefore({ root: projectRoot, ref, progress });
      progress(`building ${ref} in ${before.dir}…`);
      build(before.dir);
    }
    await measure({ before, loadAtStart, startedAt, runsWanted });
  } finally {
    if (before) {
      progress(`removing the worktree of ${before.ref}…`);
      before.remove();
    }
  }
}

/**
 * @param {{ before: import('./before.js').BeforeTree | undefined; loadAtStart: number[];
 *   startedAt: number; runsWanted: number }} options
 */
async function measure({ before, loadAtStart, startedAt, runsWanted }) {
  progress('building the floor page (scripts/bench/floor)…');
  const floorBuild = await buildFloor();
  progress(
    `the floor page: ${floorBuild.htmlBytes} bytes of HTML, ${floorBuild.scripts.join(', ')}`,
  );

  const chromePath = await chromiumPath();
  /** @type {{ stop: () => Promise<void> }[]} */
  const servers = [];
  const stopAll = () => Promise.all(servers.map((server) => server.stop()));
  /** @type {{ name: string; origin: string; root: string }[]} */
  const builds = [];
  /** @type {Awaited<ReturnType<typeof startFloorServer>>} */
  let floorServer;
  try {
    progress(`starting the production server on port ${port}…`);
    const server = await startServer({ cwd: projectRoot, port });
    servers.push(server);
    builds.push({ name: AFTER, origin: server.origin, root: projectRoot });
    if (before) {
      progress(`starting ${before.ref}'s production server on port ${beforePort}…`);
      const beforeServer = await startServer({ cwd: before.dir, port: beforePort });
      servers.push(beforeServer);
      builds.push({ name: BEFORE, origin: beforeServer.origin, root: before.dir });
    }
    progress(`serving the floor page on port ${floorPort}…`);
    floorServer = await startFloorServer({ root: floorBuild.dir, port: floorPort });
    servers.push(floorServer);
  } catch (error) {
    await stopAll();
    throw error;
  }
  const buildNames = builds.map((entry) => entry.name);
  const originOf = new Map(builds.map((entry) => [entry.name, entry.origin]));
  /** @type {Map<string, RunSummary[]>} */
  const runs = new Map();
  const key = (/** @type {string} */ name, /** @type {string} */ route) => `${name} ${route}`;
  /** @type {RunSummary[]} */
  const floorRuns = [];
  /** @type {{ run: number; loadAverage: number[] }[]} */
  const rounds = [];
  /** @type {import('./add-to-cart.js').ClickTiming[]} */
  let clicks;
  /** @type {Map<string, import('./interactive.js').InteractiveResult[]>} */
  let interactive;
  /** @type {Map<string, import('./startup-bytes.js').StartupResult[]>} */
  let startup;
  try {
    // Warm the servers up, as a production server would be.
    for (const { origin } of builds) {
      for (const route of ROUTES) await (await fetch(`${origin}${route}`)).arrayBuffer();
    }
    await (await fetch(`${floorServer.origin}/`)).arrayBuffer();
    const gzipBytes = gzipSizer();
    // Round-robin, so that a busy spell on the machine spreads over the pages and the
    // builds, with the floor among them, at another place in each round: its ratios
    // compare like with like.
    for (let run = 1; run <= runsWanted; run += 1) {
      rounds.push({ run, loadAverage: load() });
      for (const target of roundOrder({
        routes: ROUTES,
        builds: buildNames,
        run,
        runs: runsWanted,
      })) {
        const url =
          'floor' in target
            ? `${floorServer.origin}/`
            : `${originOf.get(target.build)}${target.route}`;
        const summary = await measurePage(url, chromePath, gzipBytes);
        const label =
          'floor' in target ? FLOOR_LABEL : `${before ? `${target.build} ` : ''}${target.route}`;
        if ('floor' in target) floorRuns.push(summary);
        else {
          const list = runs.get(key(target.build, target.route)) ?? [];
          list.push(summary);
          runs.set(key(target.build, target.route), list);
        }
        const { performance, lcpMs, tbtMs, jsBytes } = summary.figures;
        progress(
          `run ${run}/${runsWanted} ${label}: performance ${performance}, interactive ${Math.round(summary.blockingTime.interactiveMs)} ms, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, JS ${(jsBytes / 1000).toFixed(1)} kB gz`,
        );
      }
    }
    progress(
      `timing Add to Cart (${ADD_TO_CART_CLICKS} clicks, CPU ${ADD_TO_CART_CPU_SLOWDOWN}x slower)…`,
    );
    clicks = await measureAddToCart({
      url: `${originOf.get(AFTER)}${ADD_TO_CART_ROUTE}`,
      chromePath,
      clicks: ADD_TO_CART_CLICKS,
      cpuSlowdown: ADD_TO_CART_CPU_SLOWDOWN,
    });
    progress(`timing the app's start-up (${INTERACTIVE_RUNS} loads a page, phone profile)…`);
    interactive = await measureInteractive({
      builds,
      paths: INTERACTIVE_ROUTES,
      runs: INTERACTIVE_RUNS,
      chromePath,
      floor: floorServer.origin,
      progress,
    });
    progress('counting the start-up script of every public page (one load each)…');
    startup = await measureStartupBytes({
      builds: builds.map((entry) => ({ ...entry, paths: builtPages(entry.root) })),
      chromePath,
      progress,
    });
  } finally {
    progress('stopping the servers…');
    await stopAll();
  }

  const floorPage = pageResult(FLOOR_LABEL, floorRuns);
  const resultsOf = (/** @type {string} */ name) =>
    ROUTES.map((route) => pageResult(route, runs.get(key(name, route)) ?? []));
  const pages = resultsOf(AFTER);
  const comparison = floorComparison({ label: FLOOR_LABEL, runs: floorPage.runs }, pages);
  const addToCart = addToCartResult(
    { url: ADD_TO_CART_ROUTE, clicks: ADD_TO_CART_CLICKS, cpuSlowdown: ADD_TO_CART_CPU_SLOWDOWN },
    clicks,
  );
  const afterStartup = startup.get(AFTER) ?? [];
  const afterInteractive = interactive.get(AFTER) ?? [];
  /** @type {import('./report.js').BeforeReport | undefined} */
  let beforeReport;
  if (before) {
    const beforePages = resultsOf(BEFORE);
    beforeReport = {
      ref: before.ref,
      commit: before.commit.slice(0, 7),
      subject: before.subject,
      dependencies: before.dependencies,
      pages: beforePages,
      interactive: interactive.get(BEFORE) ?? [],
      startup: startup.get(BEFORE) ?? [],
      comparison: floorComparison({ label: FLOOR_LABEL, runs: floorPage.runs }, beforePages),
    };
  }
  const floorPhone = interactive.get(FLOOR_BUILD)?.[0];
  const beforeAfter = beforeAfterRows({
    after: { startup: afterStartup, comparison, phone: afterInteractive },
    ...(beforeReport
      ? {
          before: {
            startup: beforeReport.startup,
            comparison: beforeReport.comparison,
            phone: beforeReport.interactive,
          },
        }
      : {}),
    measured: ROUTES,
    ...(floorPhone ? { floorPhoneMs: floorPhone.medianHydratedMs } : {}),
  });
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
      wallMinutes: Math.round((Date.now() - startedAt) / 6000) / 10,
    },
    settings: {
      formFactor: 'mobile',
      throttling: 'Lighthouse default (simulated: 150 ms RTT, 1.6 Mbps, CPU 4x)',
      runs: runsWanted,
      statistic: 'median',
      sizes: 'gzip bytes of every Script, Stylesheet and Document in network-requests',
      startupSizes:
        'bytes as transferred (encodedDataLength) of every script arrived when data-hydrated="true" is set, one unthrottled load per page',
      kB: 1000,
    },
    budgets: {
      figures: FIGURES.map(({ key: figure, label, min, max }) => ({
        key: figure,
        label,
        min,
        max,
      })),
      addToCartMs: ADD_TO_CART_BUDGET_MS,
      interactiveMs: INTERACTIVE_BUDGET_MS,
      startupScriptBytes: STARTUP_SCRIPT_BUDGET_BYTES,
      floorInteractiveRatio: FLOOR_INTERACTIVE_RATIO_BUDGET,
    },
    pages,
    addToCart,
    interactive: {
      phone: PHONE,
      runs: INTERACTIVE_RUNS,
      pages: afterInteractive,
      ...(floorPhone ? { floor: floorPhone } : {}),
    },
    missed: [...missedBudgets(pages, addToCart, afterInteractive), ...missedIssue41(beforeAfter)],
    floor: {
      page: floorPage,
      htmlBytes: floorBuild.htmlBytes,
      rounds,
      comparison,
    },
    startup: afterStartup,
    beforeAfter,
    ...(beforeReport ? { before: beforeReport } : {}),
  };

  console.log(`\n${consoleTable(report)}\n`);
  const written = await writeReport(projectRoot, report);
  progress(`wrote ${written.join(' and ')}`);
  progress(`took ${report.machine.wallMinutes} minutes`);
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
