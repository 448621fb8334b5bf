// @ts-check
/**
 * The enquiry part of `npm run bench:server`: JSON POST /api/enquiries from autocannon, 50
 * connections for 10 s, each request with an idempotency key of its own, against the
 * production server (`node scripts/start.js`) on the embedded SQLite store and on a
 * throwaway PostgreSQL cluster (Debian's package, as the server tests use). Email is off
 * (no SMTP_URL): the outbox row is still written with each enquiry, in its transaction.
 * autocannon connects from loopback, which the rate limit does not count.
 *
 * After each run the server is stopped and the store read back: every acknowledged
 * submission (201) must be stored exactly once, under the reference it was given.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startPostgres } from '../../support/postgres.js';
import { summarise } from './autocannon-result.js';
import { serverTools } from '../server-tools.js';
import { startChildServer } from '../../support/child-server.js';

export const ENQUIRY_CONNECTIONS = Number(process.env.BENCH_ENQUIRY_CONNECTIONS ?? 50);
export const ENQUIRY_SECONDS = Number(process.env.BENCH_ENQUIRY_SECONDS ?? 10);
/** What the server needs to take enquiries from the benchmark: email off, no limit on loopback. */
export const ENQUIRY_ENV = {
  SMTP_URL: '',
  // autocannon posts from loopback, which is counted like any visitor.
  ENQUIRY_RATE_LIMIT: '1000000',
};
const WARMUP_SECONDS = 2;

const ANSWERS = {
  kind: 'contact',
  name: 'Morag Campbell',
  email: 'morag@example.co.uk',
  phone: '0141 496 0000',
  subject: 'general',
  message: 'Do you fit shelving in Paisley? We have a corner shop on the High Street.',
};

/**
 * @typedef {{
 *   store: 'sqlite' | 'postgres';
 *   connections: number;
 *   durationSeconds: number;
 *   requests: number;
 *   requestsPerSecond: number;
 *   acknowledgedPerSecond: number;
 *   latencyMs: { p50: number; p90: number; p99: number; max: number; average: number };
 *   errors: number;
 *   timeouts: number;
 *   non201: number;
 *   statusCodes: Record<string, number>;
 *   acknowledged: number;
 *   storedRows: number;
 *   storedOnce: boolean;
 *   storedProblems: string[];
 * }} EnquiryRun
 */

/**
 * JSON enquiries for `seconds`, each with a key of its own; the references of those answered 201.
 * @param {string} url
 * @param {string} prefix each request's key is `${prefix}-${n}`
 * @param {number} seconds
 */
export async function post(url, prefix, seconds) {
  let sent = 0;
  /** @type {Map<string, string>} key -> reference, for every 201 */
  const acknowledged = new Map();
  let non201 = 0;
  const instance = autocannon({
    url,
    connections: ENQUIRY_CONNECTIONS,
    duration: seconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/enquiries',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        setupRequest: (request, context) => {
          sent += 1;
          const key = `${prefix}-${sent}`;
          context.key = key;
          return { ...request, body: JSON.stringify({ ...ANSWERS, idempotencyKey: key }) };
        },
        onResponse: (status, body, context) => {
          if (status !== 201) {
            non201 += 1;
            return;
          }
          const { reference } = JSON.parse(body);
          acknowledged.set(String(context.key), String(reference));
        },
      },
    ],
  });
  const result = await instance;
  return { result, acknowledged, non201 };
}

/**
 * @param {'sqlite' | 'postgres'} storeKind
 * @param {{ databaseUrl?: string }} settings
 * @returns {Promise<EnquiryRun>}
 */
async function benchStore(storeKind, { databaseUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-'));
  const run = randomBytes(6).toString('hex');
  try {
    const server = await startChildServer({
      env: {
        DATA_DIR: dataDir,
        ...ENQUIRY_ENV,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    let measured;
    try {
      console.log(`Enquiries on ${storeKind}: warming up for ${WARMUP_SECONDS} s…`);
      await post(server.url, `bench-warm-${run}`, WARMUP_SECONDS);
      console.log(
        `Enquiries on ${storeKind}: ${ENQUIRY_CONNECTIONS} connections for ${ENQUIRY_SECONDS} s…`,
      );
      measured = await post(server.url, `bench-${run}`, ENQUIRY_SECONDS);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited();
    }

    // Read back what the server stored, after it has stopped.
    const { openStore } = await serverTools();
    const store = await openStore({ databaseUrl, dataDir });
    let rows;
    try {
      rows = await store.db
        .selectFrom('enquiries')
        .select(['reference', 'idempotency_key'])
        .where('idempotency_key', 'like', `bench-${run}-%`)
        .execute();
    } finally {
      await store.close();
    }
    /** @type {Map<string, string[]>} */
    const byKey = new Map();
    for (const row of rows) {
      const key = String(row.idempotency_key);
      byKey.set(key, [...(byKey.get(key) ?? []), row.reference]);
    }
    /** @type {string[]} */
    const problems = [];
    for (const [key, reference] of measured.acknowledged) {
      const stored = byKey.get(key) ?? [];
      if (stored.length !== 1 || stored[0] !== reference) {
        problems.push(`${key}: acknowledged ${reference}, stored ${JSON.stringify(stored)}`);
      }
    }
    for (const [key, references] of byKey) {
      if (references.length > 1) problems.push(`${key}: stored ${references.length} times`);
    }

    const { result } = measured;
    const summary = summarise(result);
    return {
      store: storeKind,
      connections: ENQUIRY_CONNECTIONS,
      durationSeconds: summary.durationSeconds,
      requests: summary.requests,
      requestsPerSecond: summary.requestsPerSecond,
      acknowledgedPerSecond: Math.round(measured.acknowledged.size / result.duration),
      latencyMs: summary.latencyMs,
      errors: summary.errors,
      timeouts: summary.timeouts,
      non201: measured.non201,
      statusCodes: summary.statusCodes,
      acknowledged: measured.acknowledged.size,
      storedRows: rows.length,
      storedOnce: problems.length === 0,
      storedProblems: problems.slice(0, 20),
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both stores, one after the other. @returns {Promise<EnquiryRun[]>} */
export async function benchEnquiries() {
  const sqlite = await benchStore('sqlite', {});
  const postgres = await startPostgres();
  try {
    return [sqlite, await benchStore('postgres', { databaseUrl: postgres.url })];
  } finally {
    postgres.kill();
  }
}

/** @param {EnquiryRun} run */
export function enquiryRunMet(run) {
  return run.errors === 0 && run.timeouts === 0 && run.non201 === 0 && run.storedOnce;
}

/**
 * @param {{ date: string; loadAverageBefore: number; loadAverageAfter: number; runs: EnquiryRun[] }} part
 */
export function enquiryMarkdown({ date, loadAverageBefore, loadAverageAfter, runs }) {
  const cell = (/** @type {(run: EnquiryRun) => string | number} */ value) =>
    runs.map((run) => ` ${value(run)} |`).join('');
  return `
## Enquiry submissions

JSON \`POST /api/enquiries\` (a contact message) from ${runs[0]?.connections ?? ENQUIRY_CONNECTIONS} connections for ${runs[0] ? Math.round(runs[0].durationSeconds) : ENQUIRY_SECONDS} s after a
${WARMUP_SECONDS}-second warm-up, each request with an idempotency key of its own, so each one stores an
enquiry and its outbox row in one transaction (email off: no SMTP_URL). The embedded store is
a SQLite file in WAL mode; PostgreSQL is a throwaway local cluster (Debian's package, \`fsync=off\`,
as in the server tests), the server's pool at 10 connections. autocannon connects from
loopback, which the rate limit does not count. After each run the server is stopped and the
store read back: every acknowledged submission (201) must be stored exactly once, under the
reference it was given. Measured on ${date.slice(0, 10)}; the one-minute load average was
${loadAverageBefore} before and ${loadAverageAfter} after (other work on the machine included).

| measure |${runs.map((run) => ` ${run.store === 'sqlite' ? 'embedded (SQLite)' : 'PostgreSQL'} |`).join('')}
| --- |${runs.map(() => ' --- |').join('')}
| requests per second |${cell((run) => run.requestsPerSecond)}
| latency p50 |${cell((run) => `${run.latencyMs.p50} ms`)}
| latency p90 |${cell((run) => `${run.latencyMs.p90} ms`)}
| latency p99 |${cell((run) => `${run.latencyMs.p99} ms`)}
| latency max |${cell((run) => `${run.latencyMs.max} ms`)}
| errors |${cell((run) => `${run.errors + run.non201} (connection errors ${run.errors}, timeouts ${run.timeouts}, not 201 ${run.non201})`)}
| statuses |${cell((run) =>
    Object.entries(run.statusCodes)
      .map(([code, count]) => `${code}: ${count}`)
      .join(', '),
  )}
| acknowledged (201) |${cell((run) => run.acknowledged)}
| rows stored for the run's keys |${cell((run) => run.storedRows)}
| every acknowledged one stored exactly once |${cell((run) => (run.storedOnce ? 'yes' : `**no** (${run.storedProblems.length} problems)`))}

More rows than acknowledged submissions are the requests still in flight when the run ended
(and any that timed out): stored, but their answers not counted. None may be stored twice.
`;
}
