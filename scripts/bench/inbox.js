// @ts-check
/**
 * `npm run bench:inbox`: the staff inbox's server time with 10,000 stored enquiries, on the
 * embedded SQLite store and on a throwaway PostgreSQL cluster (Debian's package, as the
 * server tests use). The production server is built as `npm start` builds it and asked
 * through Fastify's inject, signed in, so the figures are the server's own work: the
 * query, the page and its headers, without the network.
 *
 * For each store it times 200 requests of each kind: the first page, a later page, a
 * status filter, a search by name and one by reference (pages of 50, HTML), and the same
 * list as JSON; with 2,000 of the enquiries quoted (every state, one to three versions),
 * the quote filters, the quote editor and a customer's quote page. Prints p50/p99/max and
 * writes docs/bench/inbox.md and inbox.json. The target: p99 under 100 ms for a page of 50.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from '../paths.js';
import { startPostgres } from '../../support/postgres.js';
import { serverTools } from '../server-tools.js';

const ENQUIRIES = Number(process.env.BENCH_INBOX_ENQUIRIES ?? 10_000);
const QUOTES = Number(process.env.BENCH_INBOX_QUOTES ?? 2_000);
/** The link key of the benchmark's store (64 hex digits), so it can make customers' links. */
const LINK_KEY = randomBytes(32).toString('hex');
/** @type {import('../../server/sales/quote').QuoteState[]} */
const QUOTE_STATES = ['sent', 'viewed', 'changes-requested', 'accepted', 'declined', 'withdrawn'];
const REQUESTS = Number(process.env.BENCH_INBOX_REQUESTS ?? 200);
const TARGET_P99_MS = 100;
const FIRST = [
  'Morag',
  'Iain',
  'Priya',
  'Callum',
  'Aileen',
  'Hamish',
  'Fiona',
  'Rajesh',
  'Ewan',
  'Kirsty',
];
const LAST = [
  'Campbell',
  'Fraser',
  'Sandhu',
  'Reid',
  'MacLeod',
  'Stewart',
  'Murray',
  'Patel',
  'Brown',
  'Wilson',
];
const STATUSES = ['new', 'in-progress', 'quoted', 'won', 'lost'];
const KINDS = ['contact', 'quote', 'site-survey'];

/**
 * @param {import('../../server/tools').Store} store
 * @param {typeof import('../../server/tools').searchWords} searchWords
 */
async function seed(store, searchWords) {
  const start = Date.parse('2025-01-01T00:00:00Z');
  const rows = Array.from({ length: ENQUIRIES }, (_, index) => {
    const name = `${FIRST[index % 10]} ${LAST[Math.floor(index / 10) % 10]}`;
    return {
      id: randomUUID(),
      reference: `CS-${String(100000 + index)}`,
      access_token: randomBytes(32).toString('base64url'),
      kind: /** @type {'contact'} */ (KINDS[index % 3]),
      status: /** @type {'new'} */ (STATUSES[randomInt(5)]),
      spam: index % 97 === 0 ? 1 : 0,
      name,
      email: `${name.toLowerCase().replace(' ', '.')}${index}@example.co.uk`,
      phone: '0141 496 0000',
      company: `${LAST[index % 10]} Retail ${index % 300}`,
      subject: 'general',
      message: 'Please quote for three bays of wall shelving and a counter.',
      details: '{}',
      lines: null,
      total_pence: null,
      idempotency_key: null,
      created_at: new Date(start + index * 60_000).toISOString(),
      erased_at: null,
    };
  });
  await store.db.transaction().execute(async (trx) => {
    for (let index = 0; index < rows.length; index += 500) {
      await trx
        .insertInto('enquiries')
        .values(rows.slice(index, index + 500))
        .execute();
      await trx
        .insertInto('search_words')
        .values(
          rows
            .slice(index, index + 500)
            .map((row) => searchWords(row.id, 'contact', [row.name, row.email, row.company])),
        )
        .execute();
    }
  });
  return rows;
}

/**
 * Quotes for every fifth enquiry, sent over the last two months (so "this month" and
 * "expiring within 7 days" have something to count): states of every kind, one to three
 * versions of three lines each, a few drafts never sent. Returns one quote's link token.
 * @param {import('../../server/tools').Store} store
 * @param {{ id: string }[]} enquiries
 * @param {import('../../server/tools').QuoteLinks} links
 * @param {typeof import('../../server/tools').searchWords} searchWords
 */
async function seedQuotes(store, enquiries, links, searchWords) {
  const now = Date.now();
  const day = 86_400_000;
  const lines = JSON.stringify([
    {
      description: 'Wall shelving bay 1200mm (Colour: White)',
      quantity: 12,
      unitExPence: 16_666,
      leadTime: 'Estimated 2-3 day delivery',
      productId: 'wall-shelving',
    },
    {
      description: 'Shop counter, 1800mm',
      quantity: 1,
      unitExPence: 124_999,
      leadTime: 'Lead time 3-4 weeks',
    },
    { description: 'Installation', quantity: 1, unitExPence: 45_000, leadTime: '' },
  ]);
  /** @type {import('../../server/store/schema').QuoteRow[]} */
  const quotes = [];
  /** @type {import('../../server/store/schema').QuoteVersionRow[]} */
  const versions = [];
  let token = '';
  for (let index = 0; index < Math.min(QUOTES, enquiries.length / 5); index += 1) {
    const enquiry = enquiries[index * 5];
    if (!enquiry) break;
    const id = randomUUID();
    const drafted = index % 50 === 0;
    const sentAt = new Date(now - randomInt(60) * day);
    const validUntil = new Date(sentAt.getTime() + 30 * day).toISOString().slice(0, 10);
    const count = drafted ? 0 : 1 + (index % 3);
    const state = drafted ? 'draft' : (QUOTE_STATES[index % QUOTE_STATES.length] ?? 'sent');
    const nonce = randomBytes(16).toString('base64url');
    const tokenOf = links.token({ id, link_nonce: nonce });
    if (!drafted && !token && state === 'sent') token = tokenOf;
    quotes.push({
      id,
      enquiry_id: enquiry.id,
      state,
      revision: count + 1,
      draft_lines: drafted ? lines : null,
      draft_valid_until: drafted ? validUntil : null,
      draft_note: drafted ? '' : null,
      draft_deposit_percent: drafted ? 0 : null,
      latest_version: count,
      valid_until: drafted ? null : validUntil,
      total_ex_pence: drafted ? null : 294_991,
      link_nonce: drafted ? null : nonce,
      token_hash: drafted ? null : links.hash(tokenOf),
      sent_at: drafted ? null : sentAt.toISOString(),
      accepted_at: state === 'accepted' ? sentAt.toISOString() : null,
      accepted_version: state === 'accepted' ? count : null,
      accepted_name: state === 'accepted' ? 'Morag Campbell' : null,
      accepted_po: state === 'accepted' ? `PO-${index}` : null,
      customer_message: null,
      created_at: sentAt.toISOString(),
      updated_at: sentAt.toISOString(),
    });
    for (let version = 1; version <= count; version += 1) {
      versions.push({
        id: randomUUID(),
        quote_id: id,
        version,
        lines,
        total_ex_pence: 294_991,
        vat_pence: 58_998,
        total_inc_pence: 353_989,
        valid_until: validUntil,
        note: 'Prices held for 30 days.',
        sent_at: sentAt.toISOString(),
        sent_by: 'bench@example.co.uk',
        first_viewed_at: null,
        deposit_percent: 0,
      });
    }
  }
  await store.db.transaction().execute(async (trx) => {
    for (let index = 0; index < quotes.length; index += 200) {
      await trx
        .insertInto('quotes')
        .values(quotes.slice(index, index + 200))
        .execute();
      const pos = quotes
        .slice(index, index + 200)
        .flatMap((quote) =>
          quote.accepted_po ? [searchWords(quote.enquiry_id, 'po', [quote.accepted_po])] : [],
        );
      if (pos.length > 0) await trx.insertInto('search_words').values(pos).execute();
    }
    for (let index = 0; index < versions.length; index += 200) {
      await trx
        .insertInto('quote_versions')
        .values(versions.slice(index, index + 200))
        .execute();
    }
  });
  return { token, quoted: quotes[1]?.enquiry_id ?? '' };
}

/** @param {number[]} values @param {number} fraction */
function percentile(values, fraction) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

/** @param {{ databaseUrl?: string; label: string }} options */
async function benchStore({ databaseUrl, label }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-bench-inbox-'));
  const { addStaff, hashPassword, openSite, quoteLinks, readSettings, searchWords, startSession } =
    await serverTools();
  const settings = readSettings({
    DATA_DIR: dataDir,
    QUOTE_LINK_KEY: LINK_KEY,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const site = await openSite({ settings });
  try {
    const enquiries = await seed(site.store, searchWords);
    const links = quoteLinks({ key: Buffer.from(LINK_KEY, 'hex'), origin: 'http://localhost' });
    const { token, quoted } = await seedQuotes(site.store, enquiries, links, searchWords);
    const account = await addStaff(
      site.store,
      'bench@example.co.uk',
      await hashPassword('a long bench password'),
    );
    const { id } = await startSession(site.store, account);
    const headers = { cookie: `staff_session=${id}` };
    /** @type {[string, string][]} */
    const cases = [
      ['First page', '/staff'],
      ['Page 100 of 200', '/staff?page=100'],
      ['Status filter (Quoted)', '/staff?status=quoted'],
      ['Type and status', '/staff?type=quote&status=new'],
      ['Search by name', '/staff?q=priya'],
      ['Search by reference', '/staff?q=CS-104321'],
      ['Search, no match', '/staff?q=nobody-at-all'],
      ['JSON list', '/staff/api/enquiries?page=3'],
      ['Quote filter (Sent)', '/staff?quote=sent'],
      ['Quote filter (Expired)', '/staff?quote=expired'],
      ['An enquiry with its quote', `/staff/enquiries/${quoted}`],
      ["A customer's quote page", `/quotes/${token}`],
    ];
    const results = [];
    for (const [name, url] of cases) {
      for (let warm = 0; warm < 10; warm += 1) await site.app.inject({ url, headers });
      /** @type {number[]} */
      const times = [];
      for (let request = 0; request < REQUESTS; request += 1) {
        const started = performance.now();
        const response = await site.app.inject({ url, headers });
        times.push(performance.now() - started);
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
      }
      const result = {
        name,
        url,
        p50: percentile(times, 0.5),
        p99: percentile(times, 0.99),
        max: Math.max(...times),
      };
      results.push(result);
      console.log(
        `${label.padEnd(10)} ${name.padEnd(24)} p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
      );
    }
    return { store: label, results };
  } finally {
    await site.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = loadavg()[0] ?? 0;
const runs = [await benchStore({ label: 'SQLite' })];
const postgres = await startPostgres();
try {
  runs.push(await benchStore({ databaseUrl: postgres.url, label: 'PostgreSQL' }));
} finally {
  postgres.kill();
}
const loadAfter = loadavg()[0] ?? 0;

const met = runs.every((run) => run.results.every((result) => result.p99 < TARGET_P99_MS));
const table = [
  '| Store | Request | p50 | p99 | max |',
  '| --- | --- | ---: | ---: | ---: |',
  ...runs.flatMap((run) =>
    run.results.map(
      (result) =>
        `| ${run.store} | ${result.name} (\`${result.url}\`) | ${result.p50.toFixed(1)} ms | ${result.p99.toFixed(1)} ms ${result.p99 < TARGET_P99_MS ? '✅' : '❌'} | ${result.max.toFixed(1)} ms |`,
    ),
  ),
].join('\n');
const markdown = `# Staff inbox: server time with ${ENQUIRIES.toLocaleString('en-GB')} enquiries and ${QUOTES.toLocaleString('en-GB')} quotes

\`npm run bench:inbox\` (scripts/bench/inbox.js), ${new Date().toISOString().slice(0, 10)}. Each row: ${REQUESTS} requests, one at a time, after 10 to warm up, signed in, through Fastify's inject (the server's own time: query, page, headers; no network). Pages of 50, newest first; the first page carries the pipeline's summary (quotes sent and accepted this month, the accepted value, the quotes expiring within 7 days). Target: p99 under ${TARGET_P99_MS} ms: ${met ? 'met on every row' : 'NOT met on every row'}.

Load average (1 min) ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after, on 2 cores.

${table}
`;
const out = join(projectRoot, 'docs/bench');
await mkdir(out, { recursive: true });
await writeFile(join(out, 'inbox.md'), markdown);
await writeFile(
  join(out, 'inbox.json'),
  `${JSON.stringify({ enquiries: ENQUIRIES, quotes: QUOTES, requests: REQUESTS, loadBefore, loadAfter, runs }, null, 2)}\n`,
);
console.log(met ? 'inbox benchmark: every p99 under 100 ms' : 'inbox benchmark: target missed');
process.exitCode = met ? 0 : 1;
