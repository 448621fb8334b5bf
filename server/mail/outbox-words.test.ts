/**
 * Each e-mail carries its own words, on both stores, through a real SMTP server: two
 * requests for changes are two e-mails, each quoting its own message under its own
 * Message-ID; a refused e-mail is retried under the same Message-ID; an answer's e-mail
 * queued before the words were kept with it (migration 006) quotes its own answer; and an
 * erasure blanks the words every e-mail of the enquiry kept.
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
import { eventually, startSite } from '../../support/site';
import { startSmtp } from '../../support/smtp.js';
import { answerFields, LINK_KEY, postAnswer, sentQuote } from '../../support/customer-test-kit';
import { openStore, SQLITE_FILE } from '../store/connect';
import { eraseEnquiry } from '../store/erasure';
import { migrate } from '../store/migrations';
import type { Database as Tables } from '../store/schema';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
const dirs: string[] = [];
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => {
  postgres?.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** An e-mail as the mail server took it: soft line breaks undone, and its Message-ID. */
function read(raw: string) {
  const text = raw.replace(/=\r?\n/g, '');
  return { text, messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(text)?.[1] ?? '' };
}

const START = new Date('2026-11-25T20:00:00Z');

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`the outbox's words on ${storeKind}`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let site: Awaited<ReturnType<typeof startSite>>;

    beforeAll(async () => {
      smtp = await startSmtp();
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('words') : undefined;
      site = await startSite({
        databaseUrl,
        smtpUrl: smtp.url,
        env: { QUOTE_LINK_KEY: LINK_KEY },
        clock: () => START,
      });
    });
    afterAll(async () => {
      await site?.close();
      await smtp?.close();
    });

    const toTeam = (reference: string) =>
      smtp.received
        .filter((mail) => mail.to.includes('sales-team@example.test'))
        .map(({ raw }) => read(raw))
        .filter(({ text }) => text.includes(`asked for changes to quote ${reference} v1`));

    test('two requests for changes give two e-mails, each with its own words and Message-ID', async () => {
      const quote = await sentQuote(site.app, site.store, START);
      const asks = ['First: add the Kilbarchan shelf.', 'Second: and the Lochwinnoch sign.'];
      for (const message of asks) {
        const fields = await answerFields(site.app, quote.url, { message });
        const answer = await postAnswer(site.app, quote.url, 'changes', fields);
        assert.equal(answer.statusCode, 200);
      }
      await eventually(() => toTeam(quote.reference).length === 2);
      const mails = toTeam(quote.reference);
      // Each e-mail quotes its own request, and only its own.
      const [first, second] = asks.map((message) =>
        mails.filter(({ text }) => text.includes(message)),
      );
      assert.equal(first?.length, 1, 'one e-mail quotes the first request');
      assert.equal(second?.length, 1, 'one e-mail quotes the second');
      assert.notEqual(first?.[0], second?.[0]);
      for (const { messageId } of mails)
        assert.match(messageId, /^<quote-changes-[\w-]+@[\w.-]+>$/);
      assert.notEqual(mails[0]?.messageId, mails[1]?.messageId);
      // No e-mail of the site shares a Message-ID with another.
      const all = smtp.received.map(({ raw }) => read(raw).messageId);
      assert.equal(new Set(all).size, all.length);
    });

    test('a refused e-mail is sent again under the same Message-ID', async () => {
      const quote = await sentQuote(site.app, site.store, START);
      const sentBefore = smtp.received.length;
      smtp.refuse(true);
      const refusedBefore = smtp.refused.length;
      const fields = await answerFields(site.app, quote.url, {
        message: 'Refused once, then sent.',
      });
      assert.equal((await postAnswer(site.app, quote.url, 'changes', fields)).statusCode, 200);
      await eventually(() =>
        smtp.refused
          .slice(refusedBefore)
          .some(({ raw }) => read(raw).text.includes('Refused once')),
      );
      smtp.refuse(false);
      await eventually(() => toTeam(quote.reference).length === 1);
      const refused = smtp.refused
        .slice(refusedBefore)
        .map(({ raw }) => read(raw))
        .filter(({ text }) => text.includes('Refused once'));
      const [sent] = toTeam(quote.reference);
      assert.ok(sent && refused.length > 0);
      assert.match(sent.messageId, /^<quote-changes-[\w-]+@[\w.-]+>$/);
      for (const attempt of refused) assert.equal(attempt.messageId, sent.messageId);
      assert.ok(smtp.received.length > sentBefore);
    });

    test('an erasure blanks the words every e-mail of the enquiry kept', async () => {
      const quote = await sentQuote(site.app, site.store, START);
      const fields = await answerFields(site.app, quote.url, { message: 'Words to be erased.' });
      assert.equal((await postAnswer(site.app, quote.url, 'changes', fields)).statusCode, 200);
      await eventually(() => toTeam(quote.reference).length === 1);
      const kept = () =>
        site.store.db
          .selectFrom('outbox')
          .select(['state', 'words'])
          .where('enquiry_id', '=', quote.enquiryId)
          .where('kind', '=', 'quote-changes')
          .execute();
      await eventually(async () => (await kept())[0]?.state === 'sent');
      assert.deepEqual(await kept(), [
        { state: 'sent', words: JSON.stringify({ message: 'Words to be erased.' }) },
      ]);
      assert.ok(await eraseEnquiry(site.store, quote.enquiryId, 'morag@example.co.uk'));
      assert.deepEqual(await kept(), [{ state: 'sent', words: null }]);
    });

    test('an answer e-mail queued before migration 006 quotes its own answer', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'storefront-words-'));
      dirs.push(dataDir);
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('old_rows') : undefined;
      // The store as it was at 004, written by hand as the old code wrote it.
      const old = new Kysely<Tables>({
        dialect: databaseUrl
          ? new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) })
          : new SqliteDialect({ database: new Database(join(dataDir, SQLITE_FILE)) }),
      });
      await migrate(old, { linkKey: () => '' }, undefined, '004-quotes');
      const at = (minute: number) => `2026-11-25T20:0${minute}:00.000Z`;
      await old
        .insertInto('enquiries')
        .values({
          id: 'e1',
          reference: 'CS-100001',
          access_token: 'token-e1',
          kind: 'contact',
          status: 'won',
          spam: 0,
          name: 'Morag Campbell',
          email: 'morag@example.co.uk',
          phone: '',
          company: '',
          subject: '',
          message: 'Quote me.',
          details: '{}',
          lines: null,
          total_pence: null,
          idempotency_key: null,
          created_at: at(0),
          erased_at: null,
        } as never)
        .execute();
      await old
        .insertInto('quotes')
        .values({
          id: 'q1',
          enquiry_id: 'e1',
          state: 'accepted',
          revision: 1,
          latest_version: 1,
          accepted_at: at(3),
          accepted_version: 1,
          accepted_name: 'Morag Campbell',
          accepted_po: 'PO-77',
          customer_message: 'The second message.',
          created_at: at(0),
          updated_at: at(3),
        } as never)
        .execute();
      const answered = [
        ['ev1', 'quote-changes', at(1), 'The first message.'],
        ['ev2', 'quote-changes', at(2), 'The second message.'],
      ] as const;
      for (const [id, kind, when, note] of answered) {
        await old
          .insertInto('enquiry_events')
          .values({ id, enquiry_id: 'e1', at: when, staff_email: 'customer', kind, note } as never)
          .execute();
      }
      const row = (id: string, kind: string, created: string, state = 'pending') => ({
        id,
        enquiry_id: 'e1',
        kind,
        quote_version: 1,
        state,
        attempts: 0,
        next_attempt_at: created,
        created_at: created,
      });
      await old
        .insertInto('outbox')
        .values([
          row('o1', 'quote-changes', at(1)),
          row('o2', 'quote-changes', at(2)),
          row('o3', 'quote-accepted', at(3)),
          row('o4', 'enquiry', at(0), 'sent'),
        ] as never)
        .execute();
      await old.destroy();

      const store = await openStore({ databaseUrl, dataDir });
      try {
        const rows = await store.db
          .selectFrom('outbox')
          .select(['id', 'words'])
          .orderBy('id')
          .execute();
        assert.deepEqual(rows, [
          { id: 'o1', words: JSON.stringify({ message: 'The first message.' }) },
          { id: 'o2', words: JSON.stringify({ message: 'The second message.' }) },
          { id: 'o3', words: JSON.stringify({ name: 'Morag Campbell', po: 'PO-77' }) },
          { id: 'o4', words: null },
        ]);
      } finally {
        await store.close();
      }
    });
  });
}
