// @ts-check
/**
 * `npm run bench:server`: drives the production server (`node scripts/start.js`, built if
 * needed) on loopback with autocannon, 100 connections, a bounded number of requests: a
 * mix of pre-rendered pages, hashed assets and other files, and unknown paths, each with
 * the Accept-Encoding a browser sends. Prints requests per second, latency p50/p99 and
 * errors, and writes docs/bench/server.json and docs/bench/server.md.
 *
 * Then enquiry submissions (scripts/bench/enquiries.js): JSON POST /api/enquiries, 50
 * connections for 10 s, on the embedded store and on PostgreSQL, with a check that every
 * acknowledged submission is stored exactly once.
 *
 * Then what the logger costs (scripts/bench/logger.js): the page mix and enquiry posts on a
 * LOG_LEVEL=silent and a LOG_LEVEL=info server side by side, driven in alternate 2-second
 * turns, 3 rounds; their medians and the ratio.
 *
 * Exits 1 when the target is missed: an error or unexpected status, or p99 >= 50 ms for the
 * pages; an error, a status other than 201, or a submission not stored exactly once for the
 * enquiries; an error, or LOG_LEVEL=info at 90% or less of silent's requests per second, for
 * the logger. BENCH_REQUESTS and BENCH_CONNECTIONS override the defaults for a quick look;
 * BENCH_ONLY=pages, BENCH_ONLY=enquiries or BENCH_ONLY=logger runs one part and keeps the
 * others' last figures.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { summarise } from './autocannon-result.js';
import { benchEnquiries, enquiryMarkdown, enquiryRunMet } from './enquiries.js';
import { benchLogger, loggerMarkdown, loggerMet, loggerSummary } from './logger.js';
import { BROWSER_HEADERS, loadMix, runMix } from './page-mix.js';
import { startChildServer } from '../../support/child-server.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60_000);
const WARMUP_REQUESTS = 5_000;
const TARGET_P99_MS = 50;

/** @param {number} value */
const ms = (value) => `${value.toFixed(1)} ms`;

/** What to measure: BENCH_ONLY=pages, enquiries or logger runs one part and keeps the others' last figures. */
const ONLY = process.env.BENCH_ONLY ?? '';
if (!['', 'pages', 'enquiries', 'logger'].includes(ONLY)) {
  throw new Error(`BENCH_ONLY must be "pages", "enquiries" or "logger", not "${ONLY}"`);
}
/** @param {string} part whether to measure it, given the last report */
const measures = (part, /** @type {unknown} */ last) => ONLY === part || ONLY === '' || !last;

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  if (loadBefore > 1.5) {
    console.warn(
      `The machine is busy (load average ${loadBefore.toFixed(1)} on ${availableParallelism()} cores): the figures will be worse than the server's.`,
    );
  }
  const dir = join(projectRoot, 'docs/bench');
  const previous = JSON.parse(await readFile(join(dir, 'server.json'), 'utf8').catch(() => '{}'));
  const pagesMeasured = measures('pages', previous.latencyMs);
  const report = pagesMeasured ? await benchPages(loadBefore) : previous;
  const errors = report.errors + report.unexpectedStatuses;
  const met = errors === 0 && report.latencyMs.p99 < TARGET_P99_MS;
  if (pagesMeasured) {
    console.log(`
requests/s   ${report.requestsPerSecond}
latency p50  ${ms(report.latencyMs.p50)}
latency p99  ${ms(report.latencyMs.p99)}  (max ${ms(report.latencyMs.max)})
errors       ${errors}  (connection errors ${report.errors}, timeouts ${report.timeouts}, unexpected statuses ${report.unexpectedStatuses})
statuses     ${JSON.stringify(report.statusCodes)}
target       no errors and p99 < ${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'}`);
  }

  if (measures('enquiries', previous.enquiries)) {
    const enquiryLoadBefore = loadavg()[0] ?? 0;
    const runs = await benchEnquiries();
    report.enquiries = {
      date: new Date().toISOString(),
      loadAverageBefore: Number(enquiryLoadBefore.toFixed(2)),
      loadAverageAfter: Number((loadavg()[0] ?? 0).toFixed(2)),
      runs,
    };
    for (const run of runs) {
      console.log(`
enquiries on ${run.store}
requests/s   ${run.requestsPerSecond}
latency p50  ${ms(run.latencyMs.p50)}
latency p99  ${ms(run.latencyMs.p99)}  (max ${ms(run.latencyMs.max)})
errors       ${run.errors + run.non201}  (connection errors ${run.errors}, timeouts ${run.timeouts}, not 201 ${run.non201})
stored once  ${run.storedOnce ? 'yes' : 'NO'}: ${run.acknowledged} acknowledged, ${run.storedRows} rows for the run's keys`);
      for (const problem of run.storedProblems) console.log(`  ${problem}`);
    }
  } else {
    report.enquiries = previous.enquiries;
  }
  const enquiriesMet = report.enquiries.runs.every(enquiryRunMet);

  if (measures('logger', previous.logger)) {
    report.logger = await benchLogger();
    console.log(loggerSummary(report.logger));
  } else {
    report.logger = previous.logger;
  }
  const loggerTargetMet = loggerMet(report.logger);

  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'server.json'), `${JSON.stringify(report, null, 2)}\n`);
  // Everything from a "## Notes" heading on is kept from the previous report.
  const previousMarkdown = await readFile(join(dir, 'server.md'), 'utf8').catch(() => '');
  const notes = previousMarkdown.includes('\n## Notes')
    ? previousMarkdown.slice(previousMarkdown.indexOf('\n## Notes'))
    : '';
  await writeFile(
    join(dir, 'server.md'),
    markdown(report, errors, met) +
      enquiryMarkdown(report.enquiries) +
      loggerMarkdown(report.logger) +
      notes,
  );
  console.log(`\nWrote docs/bench/server.json and docs/bench/server.md`);
  process.exitCode = met && enquiriesMet && loggerTargetMet ? 0 : 1;
}

/** The page benchmark. @param {number} loadBefore */
async function benchPages(loadBefore) {
  const server = await startChildServer();
  try {
    const { mix, counts } = await loadMix(server.url);

    console.log(`Warming up with ${WARMUP_REQUESTS} requests…`);
    await runMix(server.url, mix, { amount: WARMUP_REQUESTS }, CONNECTIONS);
    console.log(
      `Measuring ${REQUESTS} requests over ${CONNECTIONS} connections (${counts.pages} pages, ${counts.files} files, ${counts.unknown} unknown paths)…`,
    );
    const { result, unexpected, unexpectedByPath } = await runMix(
      server.url,
      mix,
      { amount: REQUESTS },
      CONNECTIONS,
    );

    const summary = summarise(result);
    return {
      date: new Date().toISOString(),
      command: 'npm run bench:server',
      tool: 'autocannon 9.0.0, one process on the same machine',
      machine: {
        node: process.version,
        cores: availableParallelism(),
        cpu: cpus()[0]?.model ?? 'unknown',
        loadAverageBefore: Number(loadBefore.toFixed(2)),
        loadAverageAfter: Number((loadavg()[0] ?? 0).toFixed(2)),
      },
      connections: CONNECTIONS,
      requests: summary.requests,
      mix: counts,
      acceptEncoding: BROWSER_HEADERS['accept-encoding'],
      durationSeconds: summary.durationSeconds,
      requestsPerSecond: summary.requestsPerSecond,
      latencyMs: summary.latencyMs,
      errors: summary.errors,
      timeouts: summary.timeouts,
      unexpectedStatuses: unexpected,
      unexpectedByPath,
      statusCodes: summary.statusCodes,
      target: { errors: 0, p99BelowMs: TARGET_P99_MS },
      /** @type {{ date: string; loadAverageBefore: number; loadAverageAfter: number; runs: import('./enquiries.js').EnquiryRun[] }} */
      enquiries: { date: '', loadAverageBefore: 0, loadAverageAfter: 0, runs: [] },
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited();
  }
}

/**
 * @param {{ date: string; machine: { node: string; cores: number; cpu: string; loadAverageBefore: number; loadAverageAfter: number }; connections: number; requests: number; mix: { pages: number; files: number; unknown: number }; acceptEncoding: string; durationSeconds: number; requestsPerSecond: number; latencyMs: { p50: number; p90: number; p99: number; max: number; average: number }; errors: number; timeouts: number; unexpectedStatuses: number; statusCodes: Record<string, number> }} report
 * @param {number} errors
 * @param {boolean} met
 */
function markdown(report, errors, met) {
  return `# Server load benchmark

\`npm run bench:server\` on ${report.date.slice(0, 10)}: the production server (\`node scripts/start.js\`)
on loopback, driven by autocannon from a second process on the same ${report.machine.cores}-core machine
(${report.machine.cpu}, Node ${report.machine.node}); the one-minute load average was
${report.machine.loadAverageBefore} before the run and ${report.machine.loadAverageAfter} after it (other work on the machine included).

${report.requests} requests over ${report.connections} connections after a 5,000-request warm-up, cycling
through ${report.mix.pages} pre-rendered pages, ${report.mix.files} static files (the home page's scripts and
styles, icons and images) and ${report.mix.unknown} unknown paths (answered 404 with the home page), each
with \`Accept-Encoding: ${report.acceptEncoding}\`.

| measure | value |
| --- | --- |
| requests per second | ${report.requestsPerSecond} |
| latency p50 | ${report.latencyMs.p50} ms |
| latency p90 | ${report.latencyMs.p90} ms |
| latency p99 | ${report.latencyMs.p99} ms |
| latency max | ${report.latencyMs.max} ms |
| errors | ${errors} (connection errors ${report.errors}, timeouts ${report.timeouts}, unexpected statuses ${report.unexpectedStatuses}) |
| statuses | ${Object.entries(report.statusCodes)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ')} |
| duration | ${report.durationSeconds} s |

Target: no errors and p99 under 50 ms at 100 connections: **${met ? 'met' : 'missed'}**.
The load generator shares the two cores with the server, so these figures are a floor.
`;
}

await main();
