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
 * Exits 1 when the target is missed: an error or unexpected status, or p99 >= 50 ms for the
 * pages; an error, a status other than 201, or a submission not stored exactly once for the
 * enquiries. BENCH_REQUESTS and BENCH_CONNECTIONS override the defaults for a quick look;
 * BENCH_ONLY=pages or BENCH_ONLY=enquiries runs one part and keeps the other's last figures.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { manifestPath, projectRoot } from '../paths.js';
import { summarise } from './autocannon-result.js';
import { benchEnquiries, enquiryMarkdown, enquiryRunMet } from './enquiries.js';
import { startChildServer } from '../../support/child-server.js';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60_000);
const WARMUP_REQUESTS = 5_000;
/** Stops a run that has not finished in this time: the benchmark is bounded either way. */
const TIME_LIMIT_S = 120;
const TARGET_P99_MS = 50;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' };
const UNKNOWN_PATHS = [
  '/no-such-page',
  '/products/slatwall-panels',
  '/assets/missing-abc123.js',
  '/about/index.html',
  '/wp-login.php',
  '/.env',
];

/**
 * @param {{ pages: Record<string, unknown>; assets: string[] }} manifest
 * @param {string} homeHtml
 */
function requestMix(manifest, homeHtml) {
  const pages = Object.keys(manifest.pages);
  // The files a first visit fetches (the home page's scripts and styles), plus the rest
  // of the allow-list's small files (icons, images, the web manifest), up to a bound.
  const linked = [...homeHtml.matchAll(/(?:href|src)="(\/[^"?#]+)"/g)]
    .map(([, path]) => path ?? '')
    .filter((path) => manifest.assets.includes(path));
  const others = manifest.assets.filter((path) => !path.startsWith('/assets/')).slice(0, 15);
  const files = [...new Set([...linked, ...others])];
  /** @type {{ path: string; status: number; kind: 'page' | 'file' | 'unknown' }[]} */
  const mix = [
    ...pages.map((path) => ({ path, status: 200, kind: /** @type {const} */ ('page') })),
    ...files.map((path) => ({ path, status: 200, kind: /** @type {const} */ ('file') })),
    ...UNKNOWN_PATHS.map((path) => ({ path, status: 404, kind: /** @type {const} */ ('unknown') })),
  ];
  // Interleave deterministically so every connection sees every kind all the time.
  return mix
    .map((entry, index) => ({ entry, key: (index * 7919) % mix.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ entry }) => entry);
}

/**
 * @param {string} url
 * @param {ReturnType<typeof requestMix>} mix
 * @param {number} amount
 */
async function run(url, mix, amount) {
  let unexpected = 0;
  /** @type {Record<string, number>} */
  const unexpectedByPath = {};
  let connection = 0;
  const requests = mix.map(({ path, status }) => ({
    method: 'GET',
    path,
    headers: BROWSER_HEADERS,
    /** @param {number} code */
    onResponse: (code) => {
      if (code === status) return;
      unexpected += 1;
      unexpectedByPath[`${path} -> ${code}`] = (unexpectedByPath[`${path} -> ${code}`] ?? 0) + 1;
    },
  }));
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    timeout: 10,
    requests,
    // Each connection starts at a different place in the mix.
    setupClient: (client) => {
      const offset = (connection++ * 13) % requests.length;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  });
  const timer = setTimeout(() => instance.stop(), TIME_LIMIT_S * 1000);
  const result = await instance;
  clearTimeout(timer);
  return { result, unexpected, unexpectedByPath };
}

/** @param {number} value */
const ms = (value) => `${value.toFixed(1)} ms`;

/** What to measure: BENCH_ONLY=pages or BENCH_ONLY=enquiries runs one part and keeps the other's last figures. */
const ONLY = process.env.BENCH_ONLY ?? '';
if (!['', 'pages', 'enquiries'].includes(ONLY)) {
  throw new Error(`BENCH_ONLY must be "pages" or "enquiries", not "${ONLY}"`);
}

async function main() {
  const loadBefore = loadavg()[0] ?? 0;
  if (loadBefore > 1.5) {
    console.warn(
      `The machine is busy (load average ${loadBefore.toFixed(1)} on ${availableParallelism()} cores): the figures will be worse than the server's.`,
    );
  }
  const dir = join(projectRoot, 'docs/bench');
  const previous = JSON.parse(await readFile(join(dir, 'server.json'), 'utf8').catch(() => '{}'));
  const report =
    ONLY === 'enquiries' && previous.latencyMs ? previous : await benchPages(loadBefore);
  const errors = report.errors + report.unexpectedStatuses;
  const met = errors === 0 && report.latencyMs.p99 < TARGET_P99_MS;
  if (ONLY !== 'enquiries') {
    console.log(`
requests/s   ${report.requestsPerSecond}
latency p50  ${ms(report.latencyMs.p50)}
latency p99  ${ms(report.latencyMs.p99)}  (max ${ms(report.latencyMs.max)})
errors       ${errors}  (connection errors ${report.errors}, timeouts ${report.timeouts}, unexpected statuses ${report.unexpectedStatuses})
statuses     ${JSON.stringify(report.statusCodes)}
target       no errors and p99 < ${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'}`);
  }

  if (ONLY !== 'pages' || !previous.enquiries) {
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

  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'server.json'), `${JSON.stringify(report, null, 2)}\n`);
  // Everything from a "## Notes" heading on is kept from the previous report.
  const previousMarkdown = await readFile(join(dir, 'server.md'), 'utf8').catch(() => '');
  const notes = previousMarkdown.includes('\n## Notes')
    ? previousMarkdown.slice(previousMarkdown.indexOf('\n## Notes'))
    : '';
  await writeFile(
    join(dir, 'server.md'),
    markdown(report, errors, met) + enquiryMarkdown(report.enquiries) + notes,
  );
  console.log(`\nWrote docs/bench/server.json and docs/bench/server.md`);
  process.exitCode = met && enquiriesMet ? 0 : 1;
}

/** The page benchmark. @param {number} loadBefore */
async function benchPages(loadBefore) {
  const server = await startChildServer();
  try {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    const homeHtml = await (await fetch(`${server.url}/`)).text();
    const mix = requestMix(manifest, homeHtml);
    const counts = {
      pages: mix.filter((entry) => entry.kind === 'page').length,
      files: mix.filter((entry) => entry.kind === 'file').length,
      unknown: mix.filter((entry) => entry.kind === 'unknown').length,
    };

    console.log(`Warming up with ${WARMUP_REQUESTS} requests…`);
    await run(server.url, mix, WARMUP_REQUESTS);
    console.log(
      `Measuring ${REQUESTS} requests over ${CONNECTIONS} connections (${counts.pages} pages, ${counts.files} files, ${counts.unknown} unknown paths)…`,
    );
    const { result, unexpected, unexpectedByPath } = await run(server.url, mix, REQUESTS);

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
