/**
 * POST /api/enquiries and the confirmation pages, against every store the server
 * supports: the embedded SQLite file and a real PostgreSQL (a throwaway cluster from
 * Debian's package, started here), with a real SMTP server in this process.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { storedLines } from '../html/enquiry-words';
import { ORDER_RETENTION_MONTHS, retentionCutoff, startRetention } from './retention';
import { repeatKeys } from '../sales/repeat-keys';
import { deletePastRetention } from '../store/enquiries';
import { sentQuote } from '../../support/customer-test-kit';
import { acceptAs, quoteByToken } from '../../support/staff-test-kit';
import { countRequest, deleteEndedCounts, readCount } from '../store/rate-limits';
import { startPostgres } from '../../support/postgres.js';
import { startSmtp } from '../../support/smtp.js';
import {
  contactAnswers,
  eventually,
  newKey,
  postForm,
  postJson,
  startSite,
} from '../../support/site';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

const stores = ['sqlite', 'postgres'] as const;

for (const storeKind of stores) {
  describe(`enquiries on ${storeKind}`, () => {
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let site: Awaited<ReturnType<typeof startSite>>;
    let databaseUrl: string | undefined;

    beforeAll(async () => {
      smtp = await startSmtp();
      if (storeKind === 'postgres') databaseUrl = await postgres.createDatabase('enquiries');
      site = await startSite({ databaseUrl, smtpUrl: smtp.url });
    });
    afterAll(async () => {
      await site?.close();
      await smtp?.close();
    });

    const rowsFor = (reference: string) =>
      site.store.db
        .selectFrom('enquiries')
        .selectAll()
        .where('reference', '=', reference)
        .execute();

    test('a form posted twice without JavaScript (a double click, a resend) stores one enquiry; other words another', async () => {
      const answers = {
        ...contactAnswers,
        message: `Sent twice without JavaScript (${storeKind})`,
      };
      const [first, second] = await Promise.all([
        postForm(site.app, answers),
        postForm(site.app, answers),
      ]);
      assert.equal(first.statusCode, 303);
      assert.equal(second.statusCode, 303);
      assert.equal(second.headers.location, first.headers.location);
      const edited = await postForm(site.app, {
        ...answers,
        message: `${answers.message}, edited`,
      });
      assert.equal(edited.statusCode, 303);
      assert.notEqual(edited.headers.location, first.headers.location);
      const stored = await site.store.db
        .selectFrom('enquiries')
        .select('id')
        .where('message', '=', answers.message)
        .execute();
      assert.equal(stored.length, 1);
    });

    test('a plain form post of the contact fields is answered 303 with its confirmation page', async () => {
      const response = await postForm(site.app, contactAnswers);
      assert.equal(response.statusCode, 303);
      const location = String(response.headers.location);
      assert.match(location, /^\/enquiries\/[\w-]{43}$/, 'at least 128 random bits in the address');

      const page = await site.app.inject({ url: location });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /Your reference is <span class="reference">CS-\d{6}<\/span>/);
      assert.match(page.body, /Do you fit shelving in Paisley\?/);
      assert.equal(page.headers['cache-control'], 'no-store');
      assert.equal(page.headers['referrer-policy'], 'no-referrer');
      assert.equal(page.headers['x-robots-tag'], 'noindex');
      assert.match(page.body, /<meta name="robots" content="noindex, nofollow"\/>/);
      assert.match(String(page.headers['content-security-policy']), /script-src 'self';/);
      assert.doesNotMatch(page.body, /<script/);
    });

    test('the app gets 201 with the reference and the address; the same key stores it once', async () => {
      const key = newKey();
      const body = { kind: 'contact', ...contactAnswers, idempotencyKey: key };
      const first = await postJson(site.app, body);
      assert.equal(first.statusCode, 201);
      const answer = first.json();
      assert.match(answer.reference, /^CS-\d{6}$/);
      assert.match(answer.confirmationUrl, /^\/enquiries\/[\w-]{43}$/);

      const again = await postJson(site.app, body);
      assert.equal(again.statusCode, 201);
      assert.deepEqual(again.json(), answer);
      const stored = await site.store.db
        .selectFrom('enquiries')
        .select('reference')
        .where('idempotency_key', '=', key)
        .execute();
      assert.equal(stored.length, 1);
    });

    test('invalid answers come back field by field: JSON for the app, the form with its values without JavaScript', async () => {
      const json = await postJson(site.app, {
        kind: 'contact',
        name: '',
        email: 'not-an-address',
        subject: 'nonsense',
        message: '',
      });
      assert.equal(json.statusCode, 400);
      assert.deepEqual(json.json().errors, {
        name: 'Enter your full name',
        email: 'Enter an email address in the right format, like name@example.co.uk',
        subject: 'Choose a subject',
        message: 'Enter your message',
      });

      const form = await postForm(site.app, {
        ...contactAnswers,
        email: 'morag.example',
        message: 'Keep <this> & that',
      });
      assert.equal(form.statusCode, 400);
      assert.match(form.body, /Error: Enter an email address in the right format/);
      assert.match(form.body, /value="morag\.example"/);
      assert.match(form.body, /Keep &lt;this&gt; &amp; that<\/textarea>/);
      assert.match(form.body, /<option value="general" selected="">/);
      assert.match(form.body, /<form[^>]* action="\/api\/enquiries" method="post"/);
    });

    test('the site survey request is stored with its own answers', async () => {
      const response = await postJson(site.app, {
        kind: 'site-survey',
        name: 'Iain Fraser',
        email: 'iain@example.co.uk',
        phone: '07700 900123',
        company: 'Fraser Convenience',
        address: '12 Argyle Street, Glasgow',
        postcode: 'g2 8aa',
        workType: 'fascia-signage',
        preferredTimes: 'Tuesday mornings',
        notes: 'Parking at the back',
      });
      assert.equal(response.statusCode, 201);
      const [row] = await rowsFor(response.json().reference);
      assert.equal(row?.kind, 'site-survey');
      assert.equal(row?.company, 'Fraser Convenience');
      assert.deepEqual(JSON.parse(row?.details ?? '{}'), {
        address: '12 Argyle Street, Glasgow',
        postcode: 'g2 8aa',
        workType: 'fascia-signage',
        preferredTimes: 'Tuesday mornings',
        notes: 'Parking at the back',
      });
    });

    test('the server prices a quote from the catalogue: unknown lines dropped, stock applied, sent prices ignored', async () => {
      const response = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        subject: 'quote',
        lines: [
          // Stock 5: nine asked, five quoted.
          {
            productId: 'premium-glass',
            options: { size: '1800', glassType: 'frosted', ledColor: 'rgb' },
            quantity: 9,
            unitPrice: 1,
          },
          { productId: 'no-such-product', options: {}, quantity: 1 },
          {
            productId: 'standard-wall-shelf',
            options: { colour: 'grey', width: '9999', eposColor: 'none' },
            quantity: 1,
          },
          {
            productId: 'standard-wall-shelf',
            options: { colour: 'grey', width: '1200', eposColor: 'none' },
            quantity: 2,
            price: 0.01,
          },
        ],
        total: 1,
      });
      assert.equal(response.statusCode, 201);
      const [row] = await rowsFor(response.json().reference);
      assert.equal(row?.kind, 'quote');
      const lines = storedLines({ lines: row?.lines ?? null });
      assert.deepEqual(
        lines.map((line) => [line.productId, line.quantity, line.unitPrice, line.lineTotal]),
        [
          // £1,599.99 + Frosted £100 + RGB £200
          ['premium-glass', 5, 189999, 949995],
          // £115 + 1200 mm £30
          ['standard-wall-shelf', 2, 14500, 29000],
        ],
      );
      // The Total inc VAT of record: the lines ex VAT, VAT once on their sum (not £9,789.95).
      assert.equal(Number(row?.total_pence), 978997);

      const page = await site.app.inject({ url: response.json().confirmationUrl });
      for (const text of [
        // £1,899.99 / 1.2 = £1,583.325, half up; five of them; two shelves at £120.83
        'Unit price ex VAT',
        '£1,583.33',
        '£7,916.65',
        '£120.83',
        '£241.66',
        'Total ex VAT',
        '£8,158.31',
        'VAT (20%)',
        '£1,631.66',
        'Total inc VAT',
        '£9,789.97',
      ]) {
        assert.ok(page.body.includes(text), `the confirmation shows ${text}`);
      }
    });

    test('markup and SQL in every field are stored as typed and shown as text', async () => {
      const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
      const sql = "Robert'); DROP TABLE enquiries;--";
      const response = await postJson(site.app, {
        kind: 'contact',
        name: `${sql} ${hostile}`,
        email: 'o.reilly+test@example.co.uk',
        phone: '',
        company: hostile,
        subject: 'general',
        message: `${hostile}\n${sql}`,
      });
      assert.equal(response.statusCode, 201);
      const [row] = await rowsFor(response.json().reference);
      assert.equal(row?.message, `${hostile}\n${sql}`);
      assert.equal(row?.company, hostile);
      const page = await site.app.inject({ url: response.json().confirmationUrl });
      assert.doesNotMatch(page.body, /<script>alert|<img src=x/);
      assert.match(page.body, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
      assert.match(page.body, /Robert&#x27;\); DROP TABLE enquiries;--/);
    });

    test('wrong types, oversized fields and bodies, and other formats are refused', async () => {
      const types = await postJson(site.app, {
        kind: 'contact',
        name: 42,
        email: ['a'],
        subject: {},
        message: null,
      });
      assert.equal(types.statusCode, 400);
      assert.deepEqual(Object.keys(types.json().errors).sort(), [
        'email',
        'message',
        'name',
        'subject',
      ]);

      const long = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        message: 'x'.repeat(3001),
      });
      assert.equal(long.statusCode, 400);
      assert.equal(long.json().errors.message, 'Your message must be 3,000 characters or fewer');

      const huge = await site.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...contactAnswers, message: 'x'.repeat(10 * 1024 * 1024) }),
      });
      assert.equal(huge.statusCode, 413);

      const xml = await site.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': 'application/xml' },
        payload: '<enquiry/>',
      });
      assert.equal(xml.statusCode, 415);

      const broken = await site.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      assert.equal(broken.statusCode, 400);

      const lines = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        lines: [{ productId: 'x', options: {}, quantity: 1e9 }],
      });
      assert.equal(lines.statusCode, 400);
      assert.equal(lines.json().errors.lines, 'The quote could not be read');
    });

    test('a filled honeypot is stored as spam and never emailed', async () => {
      const response = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        website: 'http://spam.example',
      });
      assert.equal(response.statusCode, 201);
      const [row] = await rowsFor(response.json().reference);
      assert.equal(Number(row?.spam), 1);
      const mail = await site.store.db
        .selectFrom('outbox')
        .select('state')
        .where('enquiry_id', '=', String(row?.id))
        .executeTakeFirst();
      assert.equal(mail?.state, 'spam');
    });

    /** An instance on the same store with the default limit, 5 per address per 10 minutes. */
    const limitedSite = () =>
      startSite({ databaseUrl, dataDir: site.dataDir, env: { ENQUIRY_RATE_LIMIT: '5' } });

    test('five enquiries per address per 10 minutes, then 429 with Retry-After and the text kept', async () => {
      const from = storeKind === 'sqlite' ? '203.0.113.7' : '203.0.113.8';
      const limited = await limitedSite();
      try {
        for (let sent = 0; sent < 5; sent += 1) {
          const response = await postJson(
            limited.app,
            { kind: 'contact', ...contactAnswers },
            { from },
          );
          assert.equal(response.statusCode, 201);
        }
        const json = await postJson(limited.app, { kind: 'contact', ...contactAnswers }, { from });
        assert.equal(json.statusCode, 429);
        assert.ok(Number(json.headers['retry-after']) > 0);
        assert.match(json.json().message, /several messages from your connection/);

        const form = await postForm(
          limited.app,
          { ...contactAnswers, message: 'Still here' },
          { from },
        );
        assert.equal(form.statusCode, 429);
        assert.match(form.body, /several messages from your connection/);
        assert.match(form.body, /Still here<\/textarea>/);

        // Another visitor is not held back by this one.
        const other = await postJson(
          limited.app,
          { kind: 'contact', ...contactAnswers },
          { from: '198.51.100.1' },
        );
        assert.equal(other.statusCode, 201);
      } finally {
        await limited.close({ keepData: true });
      }
    });

    test('loopback is counted like any visitor: a proxy that forwards no address cannot turn the limit off', async () => {
      const limited = await limitedSite();
      try {
        // A request with no forwarded address, from this machine (Fastify inject's 127.0.0.1).
        const codes = [];
        for (let sent = 0; sent < 7; sent += 1) {
          const response = await postJson(limited.app, {
            kind: 'contact',
            ...contactAnswers,
            message: `From loopback ${storeKind} ${sent}`,
          });
          codes.push(response.statusCode);
        }
        assert.ok(codes.includes(429), `loopback was limited: ${codes.join(', ')}`);
      } finally {
        await limited.store.db.deleteFrom('rate_limits').execute();
        await limited.close({ keepData: true });
      }
    });

    test('the limit is counted in the store: a second instance on it, or a restart, counts the same visitor', async () => {
      const from = storeKind === 'sqlite' ? '203.0.113.17' : '203.0.113.18';
      const first = await limitedSite();
      const other = await limitedSite();
      try {
        for (const app of [first.app, other.app, first.app, other.app, first.app]) {
          const response = await postJson(app, { kind: 'contact', ...contactAnswers }, { from });
          assert.equal(response.statusCode, 201);
        }
        for (const app of [other.app, first.app]) {
          const refused = await postJson(app, { kind: 'contact', ...contactAnswers }, { from });
          assert.equal(refused.statusCode, 429);
          assert.ok(Number(refused.headers['retry-after']) > 0);
        }
      } finally {
        await other.close({ keepData: true });
        await first.close({ keepData: true });
      }
      const restarted = await limitedSite();
      try {
        const response = await postJson(
          restarted.app,
          { kind: 'contact', ...contactAnswers },
          { from },
        );
        assert.equal(response.statusCode, 429);
      } finally {
        await restarted.close({ keepData: true });
      }
    });

    test('counts start again when their window ends, lose nothing counted at once, and are swept once ended', async () => {
      // Long past, so no real request's count shares the test's windows.
      const start = Date.parse('2020-01-06T09:00:00Z');
      const key = `test ${storeKind}`;
      const first = await countRequest(site.store, key, 60_000, start);
      assert.deepEqual(first, { current: 1, ttl: 60_000 });
      const second = await countRequest(site.store, key, 60_000, start + 59_000);
      assert.deepEqual(second, { current: 2, ttl: 1_000 });
      assert.deepEqual(await readCount(site.store, key, start + 59_500), { current: 2, ttl: 500 });
      const next = await countRequest(site.store, key, 60_000, start + 60_000);
      assert.deepEqual(next, { current: 1, ttl: 60_000 });

      // Twenty requests counted together (on PostgreSQL over several connections).
      const together = await Promise.all(
        Array.from({ length: 20 }, () =>
          countRequest(site.store, `${key} together`, 60_000, start),
        ),
      );
      assert.deepEqual(
        together.map((count) => count.current).sort((a, b) => a - b),
        Array.from({ length: 20 }, (_, index) => index + 1),
      );

      assert.equal(await deleteEndedCounts(site.store, new Date(start + 60_000)), 1);
      assert.deepEqual(await readCount(site.store, `${key} together`, start + 60_000), {
        current: 0,
        ttl: 0,
      });
      assert.deepEqual(await readCount(site.store, key, start + 60_000), {
        current: 1,
        ttl: 60_000,
      });
      // The retention sweep forgets it, its window long over.
      await startRetention({ store: site.store }).stop();
      assert.deepEqual(await readCount(site.store, key, start + 60_000), { current: 0, ttl: 0 });
    });

    test('an address that names no enquiry is a 404, and one that cannot be an address a 400, with the same page', async () => {
      for (const [url, status] of [
        ['/enquiries/' + 'A'.repeat(43), 404],
        ['/enquiries/short', 400],
        ["/enquiries/'%20or%201=1--", 400],
        ['/enquiries/%3Cscript%3E', 400],
      ] as const) {
        const response = await site.app.inject({ url });
        assert.equal(response.statusCode, status, url);
        assert.match(response.body, /We cannot find that enquiry/);
        assert.equal(response.headers['cache-control'], 'no-store');
      }
    });

    test('each enquiry is emailed once to the sales team, in text and HTML, with a link to the staff inbox', async () => {
      const before = smtp.received.length;
      const response = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        message: 'One email please',
      });
      const { reference } = response.json();
      await eventually(() => smtp.received.some((mail) => mail.raw.includes(reference)));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const mails = smtp.received.slice(before).filter((mail) => mail.raw.includes(reference));
      assert.equal(mails.length, 1);
      const [mail] = mails;
      assert.deepEqual(mail?.to, ['sales-team@example.test']);
      assert.match(mail?.raw ?? '', /Content-Type: text\/plain/);
      assert.match(mail?.raw ?? '', /Content-Type: text\/html/);
      const [row] = await rowsFor(reference);
      assert.ok(mail?.raw.replace(/=\r\n/g, '').includes(`/staff/enquiries/${row?.id}`));
      assert.match(mail?.raw ?? '', /Reply-To: Morag Campbell <morag@example\.co\.uk>/);
      const outbox = await site.store.db
        .selectFrom('outbox')
        .selectAll()
        .where('enquiry_id', '=', String(row?.id))
        .executeTakeFirst();
      assert.equal(outbox?.state, 'sent');
      assert.ok(outbox?.sent_at);
    });

    test('while the mail server refuses, the email waits and is sent once it accepts', async () => {
      smtp.refuse(true);
      const response = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        message: 'Sent later',
      });
      const { reference } = response.json();
      const [row] = await rowsFor(reference);
      await eventually(async () => {
        const outbox = await site.store.db
          .selectFrom('outbox')
          .selectAll()
          .where('enquiry_id', '=', String(row?.id))
          .executeTakeFirst();
        return Number(outbox?.attempts) >= 2 && outbox?.state === 'pending';
      });
      assert.equal(smtp.received.filter((mail) => mail.raw.includes(reference)).length, 0);
      smtp.refuse(false);
      await eventually(() => smtp.received.some((mail) => mail.raw.includes(reference)), 15_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal(smtp.received.filter((mail) => mail.raw.includes(reference)).length, 1);
    });

    test('enquiries older than 24 months are deleted with their emails', async () => {
      const old = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        message: 'Old one',
      });
      const recent = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        message: 'New one',
      });
      const now = new Date('2026-11-24T12:00:00Z');
      const longAgo = new Date(retentionCutoff(now).getTime() - 1000).toISOString();
      await site.store.db
        .updateTable('enquiries')
        .set({ created_at: longAgo })
        .where('reference', '=', old.json().reference)
        .execute();
      const deleted = await deletePastRetention(site.store, {
        cutoff: retentionCutoff(now),
        orderCutoff: retentionCutoff(now, ORDER_RETENTION_MONTHS),
      });
      assert.equal(deleted, 1);
      assert.equal((await rowsFor(old.json().reference)).length, 0);
      assert.equal((await rowsFor(recent.json().reference)).length, 1);
      assert.equal(retentionCutoff(now).toISOString(), '2024-11-24T12:00:00.000Z');
    });

    test('an enquiry that became an order is kept while the order is open, then seven years after its last step', async () => {
      const now = new Date('2033-06-01T12:00:00Z');
      const cutoffs = {
        cutoff: retentionCutoff(now),
        orderCutoff: retentionCutoff(now, ORDER_RETENTION_MONTHS),
      };
      const received = new Date('2025-01-10T10:00:00Z');
      const sent = await sentQuote(site.app, site.store, received, { validUntil: '2025-02-10' });
      const accepted = await acceptAs(site.store, await quoteByToken(site.store, sent.token), {
        name: 'Morag Campbell',
        po: 'PO-1',
        now: received,
      });
      assert.equal(accepted.kind, 'accepted');
      const reference = sent.reference;
      const order = (fields: { stage?: 'accepted' | 'completed'; updated_at?: string }) =>
        site.store.db
          .updateTable('orders')
          .set(fields)
          .where('enquiry_id', '=', sent.enquiryId)
          .execute();
      const kept = async () =>
        (
          await site.store.db
            .selectFrom('enquiries')
            .select('id')
            .where('reference', '=', reference)
            .execute()
        ).length === 1;

      // Received eight years before: open, the job stays.
      await order({ stage: 'accepted', updated_at: '2025-01-10T10:00:00.000Z' });
      await deletePastRetention(site.store, cutoffs);
      assert.ok(await kept(), 'an open order');
      // Completed six years ago: within its seven.
      await order({ stage: 'completed', updated_at: '2027-06-01T12:00:00.000Z' });
      await deletePastRetention(site.store, cutoffs);
      assert.ok(await kept(), 'completed six years ago');
      // Completed seven years and a day ago: past its time.
      await order({ updated_at: '2026-05-31T12:00:00.000Z' });
      await deletePastRetention(site.store, cutoffs);
      assert.ok(!(await kept()), 'completed over seven years ago');
    });
  });
}

test('without SMTP_URL the outbox records that no mail is configured, and a restart keeps every enquiry', async () => {
  const site = await startSite();
  const response = await postForm(site.app, contactAnswers);
  const location = String(response.headers.location);
  const [row] = await site.store.db.selectFrom('outbox').select('state').execute();
  assert.equal(row?.state, 'not-configured');
  await site.close({ keepData: true });

  const restarted = await startSite({ dataDir: site.dataDir });
  try {
    const page = await restarted.app.inject({ url: location });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /Do you fit shelving in Paisley\?/);
  } finally {
    await restarted.close();
  }
});

test('DATA_DIR inside the build is refused', async () => {
  await assert.rejects(
    startSite({ dataDir: 'build/client/data' }),
    /^SettingError: DATA_DIR must be a folder outside the build/,
  );
});

test('a rate-limit count the store cannot make lets the enquiry through to be saved', async () => {
  const lone = await startSite();
  try {
    await lone.store.db.schema.dropTable('rate_limits').execute();
    const response = await postJson(
      lone.app,
      { kind: 'contact', ...contactAnswers },
      { from: '203.0.113.19' },
    );
    assert.equal(response.statusCode, 201);
  } finally {
    await lone.close();
  }
});

test('the keys of a form without JavaScript are its words in this ten-minute window and the one before', () => {
  const fields = { kind: 'contact', message: 'Hello' };
  const at = Date.UTC(2026, 10, 24, 10, 9, 59, 900);
  const [key, before] = repeatKeys(fields, at);
  assert.match(key, /^form-[0-9a-f]{64}$/);
  assert.ok(key.length > 64, 'longer than any key a browser may send');
  assert.equal(repeatKeys({ ...fields }, at - 9 * 60 * 1000)[0], key);
  // A double click across the window's edge: the second post finds the first's key.
  assert.equal(repeatKeys(fields, at + 200)[1], key);
  assert.notEqual(before, key);
  assert.notEqual(repeatKeys({ ...fields, message: 'Hello!' }, at)[0], key);
  assert.notEqual(repeatKeys(fields, at + 20 * 60 * 1000)[1], key);
});
