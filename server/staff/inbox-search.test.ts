/**
 * The inbox finds a job by whatever the team is given, on both stores (SQLite and a
 * throwaway PostgreSQL): its reference in every form a person types, the PO number from
 * the acceptance, the e-mail, the name and the company. Customers waiting on the team come
 * first; the CSV gives the counting quote's totals as numbers and times as the shop's clock.
 * Every letter is found in either case, in rows stored before migration 014 too.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import Database from 'libsql';
import pg from 'pg';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { LINK_KEY, links, sendVersion, ADDRESSES } from '../../support/customer-test-kit';
import type { QuoteLine } from '../sales/money';
import { findByTokenHash, requestChanges } from '../store/customer-answers';
import { acceptQuote } from '../store/accept-quote';
import { SQLITE_FILE } from '../store/connect';
import { saveEnquiry } from '../store/enquiries';
import { PAGE_SIZE } from '../store/inbox';
import { migrate } from '../store/migrations';
import { searchWordsTable } from '../store/migrations/014-search-words';
import type { EnquiryRow } from '../store/schema';
import { addStaff } from '../store/staff';
import { startSession } from '../store/sessions';
import { startPostgres } from '../../support/postgres.js';
import { startSite } from '../../support/site';
import { hashPassword } from './passwords';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

/** £1,815.60 ex VAT, £363.12 VAT, £2,178.72 inc VAT. */
const COUNTER: QuoteLine[] = [
  { description: 'Shop counter, 1800mm', quantity: 1, unitExPence: 181_560, leadTime: '' },
];

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`the inbox's search, order and export on ${storeKind}`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    let session: string;
    const clock = { now: new Date('2026-11-25T10:00:00Z') };

    beforeAll(async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('inbox_search') : undefined;
      site = await startSite({
        databaseUrl,
        clock: () => clock.now,
        env: { QUOTE_LINK_KEY: LINK_KEY },
      });
      const account = await addStaff(
        site.store,
        'morag@example.co.uk',
        await hashPassword('Tall ships on the Clyde'),
      );
      session = (await startSession(site.store, account)).id;
    });
    afterAll(() => site?.close());

    const get = (url: string) =>
      site.app.inject({ url, headers: { cookie: `staff_session=${session}` } });
    const search = async (q: string) =>
      (await get(`/staff/api/enquiries?q=${encodeURIComponent(q)}`)).json<{
        rows: { id: string; reference: string }[];
        total: number;
      }>();

    async function newEnquiry(
      name: string,
      {
        company = '',
        email = 'buyer@example.co.uk',
        at = clock.now,
        total = null as number | null,
      } = {},
    ): Promise<EnquiryRow> {
      const { enquiry } = await saveEnquiry(
        site.store,
        {
          kind: 'quote',
          spam: 0,
          name,
          email,
          phone: '0141 496 0000',
          company,
          subject: 'quote',
          message: 'Please quote.',
          details: '{}',
          lines: null,
          total_pence: total,
          idempotency_key: null,
        },
        { mail: 'not-configured', now: at },
      );
      return enquiry;
    }
    /** The customer's side of the quote the store last sent for `enquiry`. */
    async function customerQuote(token: string) {
      const found = await findByTokenHash(site.store, links.hash(token));
      assert.ok(found);
      return found;
    }

    test('a job is found by every form of its reference, its PO number, e-mail, name and company', async () => {
      const tag = `${storeKind}${Date.now()}`;
      const job = await newEnquiry(`Morag Campbell ${tag}`, {
        company: `Campbell Jewellers ${tag}`,
        email: `morag.${tag}@campbell.example`,
      });
      const other = await newEnquiry(`Iain Fraser ${tag}`, { company: 'Fraser Retail' });
      await sendVersion(site.store, job.id, clock.now);
      const token = await sendVersion(site.store, job.id, clock.now, { lines: COUNTER });
      const accepted = await acceptQuote(site.store, await customerQuote(token), {
        version: 2,
        ...ADDRESSES,
        name: 'Morag Campbell',
        po: `MCL-PO-${tag}`,
        now: clock.now,
        mail: 'not-configured',
      });
      assert.equal(accepted.kind, 'accepted');

      const digits = job.reference.slice('CS-'.length);
      const byReference = [
        job.reference,
        job.reference.toLowerCase(),
        `cs${digits}`,
        `CS ${digits}`,
        `${job.reference} v2`,
        `${job.reference} v1`,
        `${job.reference}v2`,
        `${job.reference}-2`,
        `  ${job.reference}-V2 `,
        digits,
      ];
      for (const q of byReference) {
        const found = await search(q);
        assert.deepEqual(
          found.rows.map((row) => row.id),
          [job.id],
          `${q} finds the job and only the job`,
        );
      }
      for (const q of [
        `MCL-PO-${tag}`,
        `mcl-po-${tag}`,
        `PO-${tag}`,
        `morag.${tag}@campbell.example`,
        `Morag Campbell ${tag}`,
        `campbell ${tag}`,
        `Campbell Jewellers ${tag}`,
        `jewellers ${tag}`,
      ]) {
        const found = await search(q);
        assert.deepEqual(
          found.rows.map((row) => row.id),
          [job.id],
          `${q} finds the job`,
        );
      }
      assert.deepEqual(
        (await search(other.reference)).rows.map((row) => row.id),
        [other.id],
      );
      // A name with capitals beyond A-Z, typed as the customer wrote it.
      const accented = await newEnquiry(`Émilie Ölund ${tag}`, { company: `Öland Café ${tag}` });
      for (const q of [`Émilie Ölund ${tag}`, `Öland Café ${tag}`, `Café ${tag}`]) {
        assert.deepEqual(
          (await search(q)).rows.map((row) => row.id),
          [accented.id],
          `${q} finds the job`,
        );
      }
      // A reference that is no job's finds nothing, whatever its spelling.
      for (const q of ['CS-1 v2', 'CS-0000001', `${job.reference}9`]) {
        assert.equal((await search(q)).total, 0, q);
      }

      // The page says so too, with the old spelling customers were given.
      const page = await get(`/staff?q=${encodeURIComponent(`${job.reference}-2`)}`);
      assert.match(page.body, /Showing 1 to 1 of 1 enquiry/);
      assert.ok(page.body.includes(`>${job.reference}</a>`));
    });

    test('a name, company or PO number with capitals beyond A-Z is found in either case', async () => {
      const tag = `fold${storeKind}${Date.now()}`;
      const capital = await newEnquiry(`Émilie Ölund ${tag}`, { company: `ÖLAND CAFÉ ${tag}` });
      const small = await newEnquiry(`émilie ${tag}`);
      const found = async (q: string) => (await search(q)).rows.map((row) => row.id).sort();
      assert.deepEqual(await found(`émilie ölund ${tag}`), [capital.id]);
      assert.deepEqual(await found(`öland café ${tag}`), [capital.id]);
      assert.deepEqual(await found(`ÉMILIE ${tag}`), [small.id]);
      // The accent typed as a letter and a combining mark is the same letter.
      assert.deepEqual(await found(`E\u0301milie ${tag}`), [small.id]);

      const token = await sendVersion(site.store, capital.id, clock.now, { lines: COUNTER });
      const accepted = await acceptQuote(site.store, await customerQuote(token), {
        version: 1,
        ...ADDRESSES,
        name: 'Émilie Ölund',
        po: `BESTÄLLNING-${tag}`,
        now: clock.now,
        mail: 'not-configured',
      });
      assert.equal(accepted.kind, 'accepted');
      assert.deepEqual(await found(`beställning-${tag}`), [capital.id]);
    });

    test('a customer waiting on the team (changes asked for) comes first, then newest first, page by page', async () => {
      const tag = `order${storeKind}${Date.now()}`;
      const company = `Waiting Test ${tag}`;
      const start = Date.parse('2026-11-01T09:00:00Z');
      const made: EnquiryRow[] = [];
      for (let index = 0; index < PAGE_SIZE + 5; index += 1) {
        made.push(
          await newEnquiry(`Buyer ${index}`, {
            company,
            at: new Date(start + index * 60_000),
          }),
        );
      }
      // Two old enquiries whose customers asked for changes; one whose quote is only sent.
      const [oldest, second, third] = made;
      assert.ok(oldest && second && third);
      for (const enquiry of [oldest, second, third]) {
        const token = await sendVersion(site.store, enquiry.id, clock.now);
        if (enquiry !== third) {
          const asked = await requestChanges(site.store, await customerQuote(token), {
            message: 'Could the fitting be on a Sunday?',
            now: clock.now,
            mail: 'not-configured',
          });
          assert.equal(asked.kind, 'recorded');
        }
      }

      const list = async (page: number) =>
        (await get(`/staff/api/enquiries?q=${encodeURIComponent(company)}&page=${page}`)).json<{
          rows: { id: string }[];
          total: number;
        }>();
      const first = await list(1);
      const next = await list(2);
      assert.equal(first.total, PAGE_SIZE + 5);
      assert.equal(first.rows.length, PAGE_SIZE);
      assert.equal(next.rows.length, 5);
      const newestFirst = made
        .filter((enquiry) => enquiry !== oldest && enquiry !== second)
        .reverse()
        .map((enquiry) => enquiry.id);
      assert.deepEqual(
        [...first.rows, ...next.rows].map((row) => row.id),
        [second.id, oldest.id, ...newestFirst],
      );

      const page = await get(`/staff?q=${encodeURIComponent(company)}`);
      const rows = page.body.split('<tr').slice(2);
      assert.match(
        rows[0] ?? '',
        new RegExp(`${second.reference}</a> <span class="badge waiting">Waiting on us</span>`),
      );
      assert.match(rows[0] ?? '', /Changes requested v1/);
      assert.match(
        rows[1] ?? '',
        new RegExp(`${oldest.reference}</a> <span class="badge waiting">Waiting on us</span>`),
      );
      assert.doesNotMatch(rows.slice(2).join(''), /Waiting on us/);
      assert.match(page.body, /Enquiries: those waiting on us first, then newest first/);
    });

    test('the CSV gives the accepted (else latest sent) quote’s totals as numbers and times in UK time', async () => {
      const tag = `csv${storeKind}${Date.now()}`;
      const company = `CSV Test ${tag}`;
      // 14:05 in Glasgow in summer (BST), 13:05 in winter (GMT): both at 13:05 UTC.
      const summer = await newEnquiry('Summer Buyer', {
        company,
        at: new Date('2026-07-01T13:05:00Z'),
        total: 217_872,
      });
      const winter = await newEnquiry('Winter Buyer', {
        company,
        at: new Date('2026-12-01T13:05:00Z'),
      });
      const summerToken = await sendVersion(site.store, summer.id, clock.now, { lines: COUNTER });
      await acceptQuote(site.store, await customerQuote(summerToken), {
        version: 1,
        ...ADDRESSES,
        name: 'Summer Buyer',
        po: '=HYPERLINK("x")',
        now: clock.now,
        mail: 'not-configured',
      });
      await sendVersion(site.store, winter.id, clock.now, { lines: COUNTER });
      // v2 of the winter quote: the latest sent, £499.98 + £100.00 VAT.
      await sendVersion(site.store, winter.id, clock.now);

      const csv = await get(`/staff/export.csv?q=${encodeURIComponent(company)}`);
      assert.equal(csv.statusCode, 200);
      const [header = '', ...lines] = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      // Every cell is quoted, a quote inside doubled.
      const split = (line: string) =>
        Array.from(line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g), ([, cell = '']) =>
          cell.replace(/""/g, '"'),
        );
      const columns = split(header);
      const cells = (line: string) =>
        Object.fromEntries(split(line).map((cell, at) => [columns[at], cell]));
      const bySummer = cells(lines.find((line) => line.includes(summer.reference)) ?? '');
      const byWinter = cells(lines.find((line) => line.includes(winter.reference)) ?? '');
      assert.equal(lines.length, 2);

      assert.equal(bySummer['Received (UK time)'], '2026-07-01 14:05');
      assert.equal(byWinter['Received (UK time)'], '2026-12-01 13:05');
      // No basket lines with the message: no basket total.
      assert.equal(bySummer['Basket total inc VAT when asked (£)'], '');
      assert.equal(byWinter['Basket total inc VAT when asked (£)'], '');

      assert.equal(bySummer['Quote state'], 'Accepted');
      assert.equal(bySummer['Totals of (accepted, else latest sent)'], `${summer.reference} v1`);
      assert.equal(bySummer['Total ex VAT (£)'], '1815.60');
      assert.equal(bySummer['VAT (£)'], '363.12');
      assert.equal(bySummer['Total inc VAT (£)'], '2178.72');
      assert.equal(bySummer['PO number'], `'=HYPERLINK("x")`);

      assert.equal(byWinter['Quote state'], 'Sent');
      assert.equal(byWinter['Quote version'], '2');
      assert.equal(byWinter['Totals of (accepted, else latest sent)'], `${winter.reference} v2`);
      assert.equal(byWinter['Total ex VAT (£)'], '499.98');
      assert.equal(byWinter['VAT (£)'], '100.00');
      assert.equal(byWinter['Total inc VAT (£)'], '599.98');
      assert.doesNotMatch(csv.body, /£\d/, 'no formatted money in the cells');
    });
  });
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  test(`rows stored before migration 014 are found in either case, on ${storeKind}`, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-search-text-'));
    const databaseUrl =
      storeKind === 'postgres' ? await postgres.createDatabase('search_text') : undefined;
    // The store as it was at 013, an accepted quote's enquiry written straight in.
    const old = new Kysely<Record<string, never>>({
      dialect: databaseUrl
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) })
        : new SqliteDialect({ database: new Database(join(dataDir, SQLITE_FILE)) }),
    });
    await migrate(old, { linkKey: () => 'a'.repeat(64) }, undefined, '013-buyer-sign-in');
    const at = '2026-11-20T10:00:00.000Z';
    await sql`insert into enquiries (id, reference, access_token, kind, status, spam, name,
        email, phone, company, subject, message, details, created_at)
      values ('e1', 'CS-100001', 'token-e1', 'quote', 'won', 0, 'ÉMILIE ÖLUND',
        'emilie@example.test', '', 'Öland Café', 'quote', '', '{}', ${at})`.execute(old);
    await sql`insert into quotes (id, enquiry_id, state, revision, latest_version,
        accepted_po, created_at, updated_at)
      values ('q1', 'e1', 'accepted', 2, 1, 'BESTÄLLNING-7', ${at}, ${at})`.execute(old);
    // A start stopped half-way through 014 (SQLite runs it outside a transaction): its table
    // made, its rows written, and the migration not recorded. The next start runs it again.
    await searchWordsTable.up(old);
    await old.destroy();

    const site = await startSite({ databaseUrl, dataDir });
    try {
      const account = await addStaff(site.store, 'morag@example.co.uk', 'scrypt$not-used');
      const { id } = await startSession(site.store, account);
      for (const q of ['émilie ölund', 'öland café', 'beställning-7']) {
        const found = await site.app.inject({
          url: `/staff/api/enquiries?q=${encodeURIComponent(q)}`,
          headers: { cookie: `staff_session=${id}` },
        });
        assert.deepEqual(
          found.json<{ rows: { id: string }[] }>().rows.map((row) => row.id),
          ['e1'],
          q,
        );
      }
    } finally {
      await site.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
