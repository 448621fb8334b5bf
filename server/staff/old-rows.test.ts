/**
 * Rows stored before a rule of today's forms. An enquiry stored before the forms refused
 * hidden characters (issue 25) is shown in the staff inbox with each of them as "�": a
 * text-direction override cannot turn the inbox's text round, and a control character
 * cannot reach the page (a rendering rule, the same on either store: tested on the embedded
 * one). A quote's Valid until stored before dates were checked (issue 36: 2026-02-30) is
 * rewritten as the real day it was printed as (migration 008), so the inbox's Expired
 * filter and its 7-day figure, which compare dates in SQL, read it right on both stores.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import Database from 'libsql';
import pg from 'pg';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startPostgres } from '../../support/postgres.js';
import { contactAnswers, newKey, postJson, startSite } from '../../support/site';
import { SQLITE_FILE } from '../store/connect';
import { migrate } from '../store/migrations';
import type { QuoteState } from '../sales/quote';
import type { Database as Schema, QuoteRow, QuoteVersionRow } from '../store/schema';

/** The quote tables as they were at 007, before migration 011 added the deposit. */
type Tables = Omit<Schema, 'quotes' | 'quote_versions'> & {
  quotes: Omit<QuoteRow, 'draft_deposit_percent'>;
  quote_versions: Omit<QuoteVersionRow, 'deposit_percent'>;
};
import { addStaff } from '../store/staff';
import { startSession } from '../store/sessions';

let site: Awaited<ReturnType<typeof startSite>>;
let cookie: string;
let id: string;

beforeAll(async () => {
  site = await startSite();
  const sent = await postJson(site.app, {
    kind: 'contact',
    ...contactAnswers,
    idempotencyKey: newKey(),
  });
  assert.equal(sent.statusCode, 201);
  // As a row written before the rule: straight into the store.
  const row = await site.store.db
    .updateTable('enquiries')
    .set({
      name: 'Morag \u202enellebmaC',
      company: 'Byres\u0007 Road Fittings\u2066',
      message: 'First line.\nSecond line \u202ereversed.',
    })
    .where('reference', '=', sent.json().reference)
    .returning('id')
    .executeTakeFirstOrThrow();
  id = row.id;
  const account = await addStaff(site.store, 'morag@example.co.uk', 'scrypt$not-used');
  const session = await startSession(site.store, account);
  cookie = `staff_session=${session.id}`;
});
afterAll(() => site?.close());

test("an old row's hidden characters show as � in the inbox and on the enquiry's page", async () => {
  for (const url of ['/staff', `/staff/enquiries/${id}`]) {
    const page = await site.app.inject({ url, headers: { cookie } });
    assert.equal(page.statusCode, 200, url);
    for (const hidden of ['\u0007', '\u202e', '\u2066']) {
      assert.ok(
        !page.body.includes(hidden),
        `${url} holds U+${hidden.codePointAt(0)?.toString(16)}`,
      );
    }
    assert.ok(page.body.includes('Morag \ufffdnellebmaC'), url);
  }
  const enquiry = await site.app.inject({ url: `/staff/enquiries/${id}`, headers: { cookie } });
  assert.ok(enquiry.body.includes('Byres\ufffd Road Fittings\ufffd'));
  // Line breaks are the message's own, and stay.
  assert.ok(enquiry.body.includes('First line.\nSecond line \ufffdreversed.'));
});

/** The page's words, as a reader gets them: no tags, spaces collapsed. */
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/** One sent quote of an old store, with its one version, written as the old code wrote it. */
async function plantQuote(
  db: Kysely<Tables>,
  n: number,
  {
    state,
    validUntil,
    draftValidUntil = null,
    sentAt,
  }: { state: QuoteState; validUntil: string; draftValidUntil?: string | null; sentAt: string },
) {
  await db
    .insertInto('enquiries')
    .values({
      id: `e${n}`,
      reference: `CS-10000${n}`,
      access_token: `token-e${n}`,
      kind: 'contact',
      status: 'quoted',
      spam: 0,
      name: `Customer ${n}`,
      email: 'morag@example.co.uk',
      phone: '',
      company: '',
      subject: 'general',
      message: 'Please quote.',
      details: '{}',
      lines: null,
      total_pence: null,
      idempotency_key: null,
      created_at: sentAt,
      erased_at: null,
    })
    .execute();
  await db
    .insertInto('quotes')
    .values({
      id: `q${n}`,
      enquiry_id: `e${n}`,
      state,
      revision: 2,
      draft_lines: draftValidUntil === null ? null : '[]',
      draft_valid_until: draftValidUntil,
      draft_note: draftValidUntil === null ? null : '',
      latest_version: 1,
      valid_until: validUntil,
      total_ex_pence: 45_000,
      link_nonce: `nonce-${n}`,
      token_hash: `hash-${n}`,
      sent_at: sentAt,
      accepted_at: null,
      accepted_version: null,
      accepted_name: null,
      accepted_po: null,
      customer_message: null,
      created_at: sentAt,
      updated_at: sentAt,
    })
    .execute();
  await db
    .insertInto('quote_versions')
    .values({
      id: `v${n}`,
      quote_id: `q${n}`,
      version: 1,
      lines: JSON.stringify([
        { description: 'Installation', quantity: 1, unitExPence: 45_000, leadTime: '' },
      ]),
      total_ex_pence: 45_000,
      vat_pence: 9_000,
      total_inc_pence: 54_000,
      valid_until: validUntil,
      note: '',
      sent_at: sentAt,
      sent_by: 'morag@example.co.uk',
      first_viewed_at: null,
    })
    .execute();
}

describe.each(['sqlite', 'postgres'] as const)(
  'a Valid until stored before dates were checked, on %s',
  (storeKind) => {
    let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;
    let dated: Awaited<ReturnType<typeof startSite>>;
    let staffCookie: string;
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-old-dates-'));
    // 1 March 2026 in Glasgow.
    const now = new Date('2026-03-01T10:00:00Z');

    beforeAll(async () => {
      let databaseUrl;
      if (storeKind === 'postgres') {
        postgres = await startPostgres();
        databaseUrl = await postgres.createDatabase('old_dates');
      }
      // The store as it was at 007, before migration 008, its quotes written as the old
      // editor wrote them.
      const old = new Kysely<Tables>({
        dialect: databaseUrl
          ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) })
          : new SqliteDialect({ database: new Database(join(dataDir, SQLITE_FILE)) }),
      });
      await migrate(
        old as unknown as Kysely<Schema>,
        { linkKey: () => 'a'.repeat(64) },
        undefined,
        '007-quote-pdfs',
      );
      // Printed "valid until 2 March 2026": good today, out within the week. As text it
      // sorts before 2026-03-01, so SQL read it as expired and left it out of the week.
      await plantQuote(old, 1, {
        state: 'sent',
        validUntil: '2026-02-30',
        sentAt: '2026-02-02T10:00:00.000Z',
      });
      // Text that names no day (the old form refused it too): the day it was sent.
      await plantQuote(old, 2, {
        state: 'viewed',
        validUntil: '2026-02-00',
        sentAt: '2026-02-10T10:00:00.000Z',
      });
      // Printed "valid until 1 May 2026", with a draft of a new version open.
      await plantQuote(old, 3, {
        state: 'sent',
        validUntil: '2026-04-31',
        draftValidUntil: '2026-06-31',
        sentAt: '2026-02-20T10:00:00.000Z',
      });
      await old.destroy();

      dated = await startSite({ databaseUrl, dataDir, clock: () => now });
      const account = await addStaff(dated.store, 'morag@example.co.uk', 'scrypt$not-used');
      staffCookie = `staff_session=${(await startSession(dated.store, account)).id}`;
    });
    afterAll(async () => {
      await dated?.close();
      postgres?.kill();
      rmSync(dataDir, { recursive: true, force: true });
    });

    test('migration 008 rewrites each as a real date by its rule', async () => {
      const quotes = await dated.store.db
        .selectFrom('quotes')
        .select(['id', 'valid_until', 'draft_valid_until'])
        .orderBy('id')
        .execute();
      assert.deepEqual(quotes, [
        { id: 'q1', valid_until: '2026-03-02', draft_valid_until: null },
        { id: 'q2', valid_until: '2026-02-10', draft_valid_until: null },
        { id: 'q3', valid_until: '2026-05-01', draft_valid_until: '2026-07-01' },
      ]);
      const versions = await dated.store.db
        .selectFrom('quote_versions')
        .select(['id', 'valid_until'])
        .orderBy('id')
        .execute();
      assert.deepEqual(versions, [
        { id: 'v1', valid_until: '2026-03-02' },
        { id: 'v2', valid_until: '2026-02-10' },
        { id: 'v3', valid_until: '2026-05-01' },
      ]);
    });

    test("the inbox's Expired filter and 7-day figure read them as the calendar does", async () => {
      const inbox = async (query: string) => {
        const page = await dated.app.inject({
          url: `/staff${query}`,
          headers: { cookie: staffCookie },
        });
        assert.equal(page.statusCode, 200, query);
        return words(page.body);
      };
      const references = (text: string) =>
        ['CS-100001', 'CS-100002', 'CS-100003'].filter((reference) => text.includes(reference));

      assert.deepEqual(references(await inbox('?quote=expired')), ['CS-100002']);
      assert.deepEqual(references(await inbox('?quote=sent')), ['CS-100001', 'CS-100003']);
      const first = await inbox('');
      assert.match(first, /\b1 expiring within 7 days/);
      assert.match(first, /Customer 1: Sent, valid until 2 March 2026/);
    });
  },
);
