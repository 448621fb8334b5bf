/**
 * Quote PDFs (issue 36) on every store the server supports, asked over HTTP from the server
 * listening in this process, so its one thread is what the health checks wait on: the
 * longest quote the editor allows makes a PDF with its page numbers, in a worker thread,
 * once; it is then read from the store; HEAD never makes one; a full queue, a failed render
 * and too many downloads each answer as themselves. The long quote is rendered once per
 * store and reused (seconds of CPU on a 2-core machine).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startPostgres } from '../../support/postgres.js';
import { startSite } from '../../support/site';
import { loggerOptions } from '../logging';
import { eraseEnquiry } from '../store/erasure';
import { LINES, LINK_KEY, sendVersion, sentQuote, STAFF } from '../../support/customer-test-kit';
import type { QuoteLine } from '../sales/money';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

const START = new Date('2026-11-25T20:00:00Z');

/** The editor's limits at once: 200 lines, 300-character descriptions, 120-character lead times. */
const LONGEST: QuoteLine[] = Array.from({ length: 200 }, (_, index) => ({
  description:
    `Line ${index + 1}: ${'Slatwall panel in white gloss with aluminium inserts, cut to fit the bay and edged on site; '.repeat(4)}`.slice(
      0,
      300,
    ),
  quantity: 1 + (index % 7),
  unitExPence: 1666 + index,
  leadTime:
    'Made to order in our Glasgow workshop and fitted by our own team within four weeks of payment, weather allowing.'.slice(
      0,
      120,
    ),
}));

/** The text of a PDF and its number of pages, read back as a person's reader would. */
function readPdf(bytes: Uint8Array) {
  const file = join(mkdtempSync(join(tmpdir(), 'quote-pdf-')), 'quote.pdf');
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file]).toString();
  const pages = Number(/^Pages:\s+(\d+)$/m.exec(info)?.[1]);
  return { pages, text: execFileSync('pdftotext', ['-layout', file, '-']).toString() };
}

function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`quote PDFs on ${storeKind}`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    let origin: string;
    let now = START;
    const logged: Record<string, unknown>[] = [];
    const renders = () => logged.filter((line) => line.event === 'quote-pdf-made').length;
    let longest: { url: string; token: string; enquiryId: string; bytes: Uint8Array; ms: number };

    beforeAll(async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('pdfs') : undefined;
      const stream = new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean)) {
            logged.push(JSON.parse(line) as Record<string, unknown>);
          }
          done();
        },
      });
      site = await startSite({
        databaseUrl,
        // One PDF made at a time and one waiting: the queue's limit is reached with three.
        env: { QUOTE_LINK_KEY: LINK_KEY, RENDER_THREADS: '1', RENDER_QUEUE: '1' },
        clock: () => now,
        log: pino(loggerOptions('info'), stream),
      });
      origin = await site.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await site?.close();
    });

    test('ten downloads at once of the longest quote: one render, off the thread /healthz is answered on', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const token = await sendVersion(site.store, quote.enquiryId, now, { lines: LONGEST });
      const url = `/quotes/${token}/pdf`;
      const before = renders();
      const started = performance.now();
      let downloading = true;
      const downloads = Promise.all(
        Array.from({ length: 10 }, async () => {
          const response = await fetch(`${origin}${url}`);
          return { status: response.status, bytes: new Uint8Array(await response.arrayBuffer()) };
        }),
      ).finally(() => (downloading = false));
      const health: number[] = [];
      while (downloading || health.length < 200) {
        const asked = performance.now();
        const response = await fetch(`${origin}/healthz`);
        await response.arrayBuffer();
        if (downloading) health.push(performance.now() - asked);
        else break;
      }
      const answers = await downloads;
      const ms = performance.now() - started;

      assert.ok(health.length >= 200, `${health.length} health checks during the downloads`);
      const p99 = percentile(health, 0.99);
      assert.ok(p99 < 100, `/healthz p99 ${p99.toFixed(1)} ms over ${health.length} requests`);
      assert.deepEqual(
        answers.map(({ status }) => status),
        Array.from({ length: 10 }, () => 200),
      );
      const bytes = answers[0]?.bytes ?? new Uint8Array();
      for (const answer of answers) assert.deepEqual(answer.bytes, bytes);
      assert.equal(renders() - before, 1, 'made once for the ten');

      const { pages, text } = readPdf(bytes);
      assert.ok(pages >= 11, `${pages} pages`);
      assert.match(text, /Page 1 of \d+/);
      assert.match(text, new RegExp(`Page ${pages} of ${pages}`));
      assert.match(text, /Line 200: Slatwall panel/);
      assert.match(text, new RegExp(`Quote ${quote.reference} v2`));
      longest = { url, token, enquiryId: quote.enquiryId, bytes, ms };
    });

    test('the next download reads the kept file: at least 20 times faster, nothing made', async () => {
      const before = renders();
      const started = performance.now();
      const response = await fetch(`${origin}${longest.url}`);
      const bytes = new Uint8Array(await response.arrayBuffer());
      const ms = performance.now() - started;
      assert.equal(response.status, 200);
      assert.deepEqual(bytes, longest.bytes);
      assert.equal(renders(), before);
      assert.ok(
        ms * 20 <= longest.ms,
        `read in ${ms.toFixed(1)} ms, made in ${longest.ms.toFixed(0)} ms`,
      );
      const rows = await site.store.db
        .selectFrom('quote_pdfs')
        .select(['version', 'bytes'])
        .execute();
      assert.ok(rows.some((row) => Number(row.bytes) === bytes.byteLength && row.version === 2));
    });

    test('HEAD never makes a PDF: the kept file’s length, or none before it is made', async () => {
      const before = renders();
      const kept = await fetch(`${origin}${longest.url}`, { method: 'HEAD' });
      assert.equal(kept.status, 200);
      assert.equal(kept.headers.get('content-type'), 'application/pdf');
      assert.equal(kept.headers.get('content-length'), String(longest.bytes.byteLength));

      const quote = await sentQuote(site.app, site.store, now);
      const fresh = await fetch(`${origin}${quote.url}/pdf`, { method: 'HEAD' });
      assert.equal(fresh.status, 200);
      assert.equal(fresh.headers.get('content-type'), 'application/pdf');
      assert.equal(
        fresh.headers.get('content-disposition'),
        `attachment; filename="quote-${quote.reference}-v1.pdf"`,
      );
      assert.equal(fresh.headers.get('content-length'), null);
      assert.equal(renders(), before, 'no render for either HEAD');
      assert.equal(await keptPdfs(quote.enquiryId), 0);
    });

    test('a new state is a new PDF, in place of the old one: an expired quote says so', async () => {
      now = START;
      const quote = await sentQuote(site.app, site.store, now);
      const open = await fetch(`${origin}${quote.url}/pdf`);
      assert.doesNotMatch(readPdf(new Uint8Array(await open.arrayBuffer())).text, /expired/);
      const before = renders();
      now = new Date('2026-12-26T12:00:00Z');
      const expired = await fetch(`${origin}${quote.url}/pdf`);
      assert.match(
        readPdf(new Uint8Array(await expired.arrayBuffer())).text,
        /This quote expired on 25 December 2026/,
      );
      assert.equal(renders() - before, 1);
      assert.equal(await keptPdfs(quote.enquiryId), 1, 'only the latest kept');
      now = START;
    });

    test('erasing the enquiry drops its kept PDF', async () => {
      assert.ok((await keptPdfs(longest.enquiryId)) > 0);
      assert.ok(await eraseEnquiry(site.store, longest.enquiryId, STAFF));
      assert.equal(await keptPdfs(longest.enquiryId), 0);
      const gone = await fetch(`${origin}${longest.url}`);
      assert.equal(gone.status, 404);
      assert.match(await gone.text(), /This quote link is not valid/);
    });

    test('past one PDF made and one waiting, a download is refused at once: 503 with Retry-After', async () => {
      const quotes = await Promise.all(
        [1, 2, 3].map(async () => {
          const quote = await sentQuote(site.app, site.store, now);
          await sendVersion(site.store, quote.enquiryId, now, { lines: LONGEST.slice(0, 40) });
          return quote;
        }),
      );
      const answers = await Promise.all(
        quotes.map(async (quote) => {
          const response = await fetch(`${origin}${quote.url}/pdf`);
          return { response, body: await response.text() };
        }),
      );
      const statuses = answers.map(({ response }) => response.status).sort();
      assert.deepEqual(statuses, [200, 200, 503]);
      const busy = answers.find(({ response }) => response.status === 503);
      assert.equal(busy?.response.headers.get('retry-after'), '30');
      assert.match(busy?.response.headers.get('content-type') ?? '', /^text\/html/);
      assert.equal(busy?.response.headers.get('cache-control'), 'private, no-store');
      assert.match(busy?.body ?? '', /Your PDF is not ready yet/);
      assert.match(busy?.body ?? '', /Back to your quote/);
    });

    test('a render that fails is a 500 page and an error in the log, with its stack and no personal data', async () => {
      const quote = await sentQuote(site.app, site.store, now);
      const { id } = await site.store.db
        .selectFrom('quotes')
        .select('id')
        .where('enquiry_id', '=', quote.enquiryId)
        .executeTakeFirstOrThrow();
      // A stored line the renderer cannot print (a description that is not text).
      await site.store.db
        .updateTable('quote_versions')
        .set({
          lines: JSON.stringify([{ ...LINES[0], description: { damaged: true } }]),
        })
        .where('quote_id', '=', id)
        .execute();
      const before = logged.length;
      const response = await fetch(`${origin}${quote.url}/pdf`);
      assert.equal(response.status, 500);
      assert.equal(response.headers.get('content-disposition'), null);
      assert.match(await response.text(), /We could not make your PDF/);
      const failed = logged.slice(before).filter((line) => line.event === 'quote-pdf-failed');
      assert.equal(failed.length, 1);
      const line = failed[0] ?? {};
      assert.equal(line.level, 50);
      const err = line.err as { stack?: string; message?: string };
      assert.match(err.stack ?? '', /\n\s+at /);
      const text = JSON.stringify(line);
      for (const secret of [quote.token, quote.reference, 'Morag', 'morag@example.co.uk']) {
        assert.ok(!text.includes(secret), `the error line does not hold ${secret}`);
      }
    });

    test('too many downloads from one address is a 429 page with the limiter’s Retry-After', async () => {
      const quote = await sentQuote(site.app, site.store, now);
      const download = () =>
        fetch(`${origin}${quote.url}/pdf`, { headers: { 'x-forwarded-for': '203.0.113.36' } });
      for (let count = 0; count < 30; count += 1) {
        const response = await download();
        await response.arrayBuffer();
        assert.equal(response.status, 200);
      }
      const limited = await download();
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers.get('retry-after')) > 0);
      const body = await limited.text();
      assert.match(body, /Too many downloads/);
      assert.doesNotMatch(body, /not valid/);
    });

    async function keptPdfs(enquiryId: string) {
      const rows = await site.store.db
        .selectFrom('quote_pdfs')
        .innerJoin('quotes', 'quotes.id', 'quote_pdfs.quote_id')
        .select('quote_pdfs.quote_id')
        .where('quotes.enquiry_id', '=', enquiryId)
        .execute();
      return rows.length;
    }
  });
}
