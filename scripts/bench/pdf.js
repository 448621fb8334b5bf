// @ts-check
/**
 * `node scripts/bench/pdf.js [old checkout]`: a customer's quote PDF on the production
 * server (`npm start`, as a child process, on an embedded SQLite store), before and after
 * issue 36. Each checkout must be built (`npm run build`); with one argument, the old
 * checkout runs first and the figures of both go in one table.
 *
 * For a 100-line and a 200-line quote (the editor's most), each on its own fresh quote:
 * two downloads one after the other (time and status of each), and /healthz asked again
 * and again, one at a time, while the first download runs (its p50, p99 and slowest).
 * Writes docs/bench/issue-36-pdf.md and prints the table.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startChildServer } from '../../support/child-server.js';
import { projectRoot } from '../paths.js';

const LINK_KEY = randomBytes(32).toString('hex');
const SIZES = [100, 200];

/** @param {number} count */
function lines(count) {
  return Array.from({ length: count }, (_, index) => ({
    description: `Wall shelving bay ${index + 1}, 1200mm, white, with four shelves and brackets`,
    quantity: 1 + (index % 5),
    unitExPence: 16_666 + index,
    leadTime: 'Estimated 2-3 day delivery',
  }));
}

/**
 * One sent quote of `count` lines, written as the staff inbox writes one; its link's token.
 * @param {import('../../server/tools').Store} store
 * @param {import('../../server/tools').QuoteLinks} links
 * @param {number} count
 */
async function seedQuote(store, links, count) {
  const enquiryId = randomUUID();
  const quoteId = randomUUID();
  const nonce = randomBytes(16).toString('base64url');
  const token = links.token({ id: quoteId, link_nonce: nonce });
  const at = new Date().toISOString();
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const quoteLines = lines(count);
  const exVat = quoteLines.reduce((sum, line) => sum + line.quantity * line.unitExPence, 0);
  await store.db
    .insertInto('enquiries')
    .values({
      id: enquiryId,
      reference: `CS-${String(100000 + Math.floor(Math.random() * 800000))}`,
      access_token: randomBytes(32).toString('base64url'),
      kind: 'contact',
      status: 'quoted',
      spam: 0,
      name: 'Morag Campbell',
      email: 'morag@example.co.uk',
      phone: '0141 496 0000',
      company: 'Campbell Retail Ltd',
      subject: 'general',
      message: 'Please quote for the shop fit.',
      details: '{}',
      lines: null,
      total_pence: null,
      idempotency_key: null,
      created_at: at,
      erased_at: null,
    })
    .execute();
  await store.db
    .insertInto('quotes')
    .values({
      id: quoteId,
      enquiry_id: enquiryId,
      state: 'sent',
      revision: 2,
      draft_lines: null,
      draft_valid_until: null,
      draft_note: null,
      latest_version: 1,
      valid_until: validUntil,
      total_ex_pence: exVat,
      link_nonce: nonce,
      token_hash: links.hash(token),
      sent_at: at,
      accepted_at: null,
      accepted_version: null,
      accepted_name: null,
      accepted_po: null,
      customer_message: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await store.db
    .insertInto('quote_versions')
    .values({
      id: randomUUID(),
      quote_id: quoteId,
      version: 1,
      lines: JSON.stringify(quoteLines),
      total_ex_pence: exVat,
      vat_pence: Math.round(exVat / 5),
      total_inc_pence: exVat + Math.round(exVat / 5),
      valid_until: validUntil,
      note: 'Prices held for 30 days.',
      sent_at: at,
      sent_by: 'bench@example.co.uk',
      first_viewed_at: null,
      deposit_percent: 0,
    })
    .execute();
  return token;
}

/** @param {number[]} values @param {number} fraction */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** @param {string} url */
async function download(url) {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = (await response.arrayBuffer()).byteLength;
  return { status: response.status, bytes, ms: performance.now() - started };
}

/** @param {string} root a built checkout */
async function benchCheckout(root) {
  /** @type {typeof import('../../server/tools')} */
  const tools = await import(pathToFileURL(join(root, 'build/server/tools.js')).href);
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-pdf-'));
  const store = await tools.openStore({ dataDir });
  const links = tools.quoteLinks({
    key: Buffer.from(LINK_KEY, 'hex'),
    origin: 'http://localhost',
  });
  /** @type {Record<number, string>} */
  const tokens = {};
  for (const size of SIZES) tokens[size] = await seedQuote(store, links, size);
  await store.close();
  const server = await startChildServer({
    root,
    env: { DATA_DIR: dataDir, QUOTE_LINK_KEY: LINK_KEY, LOG_LEVEL: 'warn' },
    // It prints nothing at this level: ready once it answers.
    readyPath: '/healthz',
    keepOutput: false,
  });
  try {
    const rows = [];
    for (const size of SIZES) {
      const url = `${server.url}/quotes/${tokens[size]}/pdf`;
      let downloading = true;
      const first = download(url).finally(() => (downloading = false));
      /** @type {number[]} */
      const health = [];
      while (downloading) {
        const asked = performance.now();
        await (await fetch(`${server.url}/healthz`)).arrayBuffer();
        health.push(performance.now() - asked);
      }
      const one = await first;
      const two = await download(url);
      const row = {
        lines: size,
        first: one,
        second: two,
        health: {
          requests: health.length,
          p50: percentile(health, 0.5),
          p99: percentile(health, 0.99),
          max: Math.max(...health),
        },
      };
      rows.push(row);
      console.log(
        `${root}: ${size} lines: ${one.status} in ${one.ms.toFixed(0)} ms, then ${two.status} in ${two.ms.toFixed(0)} ms; /healthz p99 ${row.health.p99.toFixed(1)} ms, slowest ${row.health.max.toFixed(0)} ms over ${health.length}`,
      );
    }
    return rows;
  } finally {
    server.child.kill('SIGTERM');
    await server.exited();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const oldRoot = process.argv[2] ? resolve(process.argv[2]) : undefined;
const loadBefore = loadavg()[0] ?? 0;
/** @type {[string, Awaited<ReturnType<typeof benchCheckout>>][]} */
const runs = [];
if (oldRoot) runs.push(['Before', await benchCheckout(oldRoot)]);
runs.push(['After', await benchCheckout(projectRoot)]);
const loadAfter = loadavg()[0] ?? 0;

/** @param {{ status: number; ms: number; bytes: number }} answer */
const cell = (answer) =>
  `${answer.status} in ${answer.ms < 1000 ? `${answer.ms.toFixed(0)} ms` : `${(answer.ms / 1000).toFixed(2)} s`}${answer.status === 200 ? ` (${Math.round(answer.bytes / 1024)} kB)` : ''}`;
const table = [
  '| Code | Lines | First download | Second download | /healthz during the first: requests, p50, p99, slowest |',
  '| --- | ---: | --- | --- | --- |',
  ...runs.flatMap(([label, rows]) =>
    rows.map(
      (row) =>
        `| ${label} | ${row.lines} | ${cell(row.first)} | ${cell(row.second)} | ${row.health.requests}, ${row.health.p50.toFixed(1)} ms, ${row.health.p99.toFixed(1)} ms, ${row.health.max.toFixed(0)} ms |`,
    ),
  ),
].join('\n');
const markdown = `# Issue 36: quote PDFs before and after

\`node scripts/bench/pdf.js ${oldRoot ? '<old checkout>' : ''}\` (scripts/bench/pdf.js), ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, one run. ${oldRoot ? '"Before" is main before issue 36, built in a checkout of its own; "After" is this branch. ' : ''}Each checkout's production server (\`npm start\`) on a fresh SQLite store, asked over HTTP on loopback (not rate limited); each size on a quote of its own, downloaded twice in a row, with /healthz asked one request at a time for as long as the first download runs. Lines of about 70 characters; 100 lines make 6 pages, 200 lines 11.

Load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on 2 cores shared with other work: the absolute times are this machine's, the comparison is the point.

${table}
`;
await writeFile(join(projectRoot, 'docs/bench/issue-36-pdf.md'), markdown);
console.log(table);
