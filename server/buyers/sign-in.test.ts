/**
 * The buyer's sign-in by e-mailed link (PRODUCT.md "The buyer's own page"), against every
 * store the server supports, with a real SMTP server in this process and a clock the test
 * moves: the link works once and not after 30 minutes; the answer is the same, in words,
 * status and time, for an address the team quoted and one it never did; no mail goes to an
 * address never quoted; the limits per address and per network; sessions ended.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { describe, test } from 'vitest';
import { contactAnswers, eventually, newKey, postJson } from '../../support/site';
import { STORE_KINDS, withPostgres } from '../../support/store-sites';
import { sentQuote, withQuoteSite } from '../../support/customer-test-kit';
import {
  askForLink,
  buyerPage,
  buyerPost,
  openSignInLink,
  signInToken,
} from '../../support/buyer-test-kit';

const postgres = withPostgres();

/** In the past, as every time the test's clock reaches: the outbox sends by the real time. */
const START = new Date('2026-10-01T08:00:00Z');
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

/** The sign-in links that went to the address (its quotes' e-mails left out). */
const mailTo = (smtp: { received: { to: string[]; raw: string }[] }, address: string) =>
  smtp.received.filter(
    (message) => message.to.includes(address) && signInToken(message.raw) !== undefined,
  );

let network = 0;
/** A network of its own, so the per-network limit counts only what a test means it to. */
const freshNetwork = () => `198.51.100.${(network += 1) % 250}`;

for (const storeKind of STORE_KINDS) {
  describe(`the buyer's sign-in on ${storeKind}`, () => {
    let now = START;
    const site = withQuoteSite(postgres, storeKind, 'buyer_sign_in', () => now);

    /** Asks for a link for the address and reads it from the e-mail that arrives. */
    async function linkFor(address: string) {
      const before = mailTo(site.smtp, address).length;
      const answer = await askForLink(site.app, address, { from: freshNetwork() });
      assert.equal(answer.statusCode, 200);
      await eventually(() => mailTo(site.smtp, address).length > before);
      const token = signInToken(mailTo(site.smtp, address).at(-1)?.raw ?? '');
      assert.ok(token, 'the e-mail carries a sign-in link');
      return token;
    }

    test('a quoted address is e-mailed a link that signs in once, and the page lists its quote', async () => {
      now = new Date(START.getTime() + 10 * HOUR);
      const address = 'ailsa.link@example.co.uk';
      const quote = await sentQuote(site.app, site.store, now, {
        email: 'Ailsa.Link@Example.co.uk',
      });
      // Typed in another case than the enquiry's: the same address.
      const token = await linkFor(address);
      const mail = mailTo(site.smtp, address).at(-1)?.raw ?? '';
      assert.match(mail, /Subject: Your link to your quotes and orders/);

      // A look that is not a visit (a mail scanner's HEAD) does not use the link up.
      const look = await site.app.inject({ method: 'HEAD', url: `/account/sign-in/${token}` });
      assert.notEqual(look.statusCode, 303);
      assert.equal(look.headers['set-cookie'], undefined);

      const first = await openSignInLink(site.app, token);
      assert.equal(first.response.statusCode, 303);
      assert.equal(first.response.headers.location, '/account');
      assert.ok(first.cookie, 'a session cookie is set');
      const setCookie = String(first.response.headers['set-cookie']);
      assert.match(setCookie, /HttpOnly/);
      assert.match(setCookie, /SameSite=Lax/);
      assert.match(setCookie, /Max-Age=2592000/);

      const page = await buyerPage(site.app, first.cookie);
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<h1>Your quotes and orders<\/h1>/);
      assert.ok(page.body.includes(`${quote.reference} v1`), 'the quote is listed');
      assert.ok(page.body.includes(`href="/quotes/${quote.token}"`), 'linking to its page');
      assert.equal(page.headers['cache-control'], 'private, no-store');
      assert.equal(page.headers['referrer-policy'], 'no-referrer');

      const again = await openSignInLink(site.app, token);
      assert.equal(again.response.statusCode, 410, 'a link works once');
      assert.equal(again.cookie, undefined);
      assert.match(again.response.body, /This link no longer works/);
    });

    test('a link does not work after 30 minutes', async () => {
      now = new Date(START.getTime() + 20 * HOUR);
      const address = 'late.opener@example.co.uk';
      await sentQuote(site.app, site.store, now, { email: address });
      const token = await linkFor(address);
      now = new Date(now.getTime() + 30 * MINUTE + 1000);
      const late = await openSignInLink(site.app, token);
      assert.equal(late.response.statusCode, 410);
      assert.equal(late.cookie, undefined);
    });

    test('a link used within its 30 minutes signs in; a session ends after 30 days', async () => {
      now = new Date(START.getTime() + 30 * HOUR);
      const address = 'month.long@example.co.uk';
      await sentQuote(site.app, site.store, now, { email: address });
      const token = await linkFor(address);
      now = new Date(now.getTime() + 29 * MINUTE);
      const { cookie } = await openSignInLink(site.app, token);
      assert.ok(cookie);
      now = new Date(now.getTime() + 29 * 24 * HOUR);
      assert.match((await buyerPage(site.app, cookie)).body, /Signed in as/);
      now = new Date(now.getTime() + 1 * 24 * HOUR + MINUTE);
      const ended = await buyerPage(site.app, cookie);
      assert.doesNotMatch(ended.body, /Signed in as/);
      assert.match(ended.body, /Email me a link/);
    });

    test('no mail goes to an address the team never quoted, nor to one that only wrote to it', async () => {
      now = new Date(START.getTime() + 40 * HOUR);
      const wroteOnly = 'wrote.only@example.co.uk';
      await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        email: wroteOnly,
        idempotencyKey: newKey(),
      });
      const stranger = 'never.quoted@example.co.uk';
      for (const address of [wroteOnly, stranger]) {
        const answer = await askForLink(site.app, address, { from: freshNetwork() });
        assert.equal(answer.statusCode, 200);
      }
      // A quoted address asked after them: once its link has arrived, theirs would have too.
      const quoted = 'quoted.after@example.co.uk';
      await sentQuote(site.app, site.store, now, { email: quoted });
      await linkFor(quoted);
      assert.equal(mailTo(site.smtp, wroteOnly).length, 0);
      assert.equal(mailTo(site.smtp, stranger).length, 0);
      const made = await site.store.db
        .selectFrom('buyer_links')
        .select('email')
        .where('email', 'in', [wroteOnly, stranger])
        .execute();
      assert.deepEqual(made, []);
    });

    test('the answer is the same in status, words and time for a known and an unknown address', async () => {
      now = new Date(START.getTime() + 50 * HOUR);
      const known = 'known.buyer@example.co.uk';
      const unknown = 'unknown.buyer@example.co.uk';
      await sentQuote(site.app, site.store, now, { email: known });
      const times: Record<string, number[]> = { [known]: [], [unknown]: [] };
      const bodies = new Set<string>();
      const statuses = new Set<number>();
      // Alternated, an hour apart on the test's clock (the per-address limit is three an
      // hour), each from a network of its own (the per-network limit): 50 tries each.
      for (let round = 0; round < 50; round += 1) {
        now = new Date(now.getTime() + HOUR + MINUTE);
        for (const address of round % 2 ? [known, unknown] : [unknown, known]) {
          const started = performance.now();
          const answer = await askForLink(site.app, address, { from: freshNetwork() });
          times[address]?.push(performance.now() - started);
          bodies.add(answer.body);
          statuses.add(answer.statusCode);
        }
      }
      assert.deepEqual([...statuses], [200]);
      assert.equal(bodies.size, 1, 'the same words for both');
      const median = (values: number[]) =>
        values.toSorted((a, b) => a - b)[values.length >> 1] ?? 0;
      const gap = Math.abs(median(times[known] ?? []) - median(times[unknown] ?? []));
      // The store is asked whether the address was quoted only after the answer has gone.
      assert.ok(
        gap < 3,
        `medians ${median(times[known] ?? [])} and ${median(times[unknown] ?? [])} ms`,
      );
      // Each known try made a link (the clock has moved past most of them since: not sent).
      const made = async () =>
        (
          await site.store.db
            .selectFrom('buyer_links')
            .select('id')
            .where('email', 'in', [known, unknown])
            .execute()
        ).length;
      await eventually(async () => (await made()) >= 50);
      assert.equal(await made(), 50);
    }, 60_000);

    test('three links an hour per address, said the same whether or not it is known', async () => {
      now = new Date(START.getTime() + 200 * HOUR);
      const known = 'three.an.hour@example.co.uk';
      const unknown = 'three.unknown@example.co.uk';
      await sentQuote(site.app, site.store, now, { email: known });
      const fourth: string[] = [];
      for (const address of [known, unknown]) {
        for (let n = 1; n <= 4; n += 1) {
          const answer = await askForLink(site.app, address, { from: freshNetwork() });
          assert.equal(answer.statusCode, n <= 3 ? 200 : 429, `request ${n} for ${address}`);
          if (n === 4) fourth.push(answer.body);
        }
      }
      assert.equal(fourth[0], fourth[1]);
      assert.match(fourth[0] ?? '', /asked for 3 links in the last hour/);
      await eventually(() => mailTo(site.smtp, known).length === 3);
      now = new Date(now.getTime() + HOUR + MINUTE);
      assert.equal((await askForLink(site.app, known, { from: freshNetwork() })).statusCode, 200);
    });

    test('ten link requests per network in ten minutes, then a wait is said', async () => {
      now = new Date(START.getTime() + 300 * HOUR);
      const from = '203.0.113.77';
      for (let n = 1; n <= 10; n += 1) {
        const answer = await askForLink(site.app, `visitor${n}@example.co.uk`, { from });
        assert.equal(answer.statusCode, 200);
      }
      const refused = await askForLink(site.app, 'visitor11@example.co.uk', { from });
      assert.equal(refused.statusCode, 429);
      assert.match(refused.body, /many requests for links from your network/);
      // Another network is not held up by it.
      const other = await askForLink(site.app, 'visitor12@example.co.uk', { from: '203.0.113.78' });
      assert.equal(other.statusCode, 200);
    });

    test('a wrong address is said beside its field; nothing is counted or sent', async () => {
      const answer = await askForLink(site.app, 'not an address', { from: freshNetwork() });
      assert.equal(answer.statusCode, 400);
      assert.match(answer.body, /Enter an email address in the right format/);
      assert.match(answer.body, /value="not an address"/);
      assert.match(answer.body, /aria-invalid="true"/);
    });

    test('"Sign out everywhere" ends every session of the address and its unused links', async () => {
      now = new Date(START.getTime() + 400 * HOUR);
      const address = 'two.browsers@example.co.uk';
      await sentQuote(site.app, site.store, now, { email: address });
      const phone = (await openSignInLink(site.app, await linkFor(address))).cookie;
      const laptop = (await openSignInLink(site.app, await linkFor(address))).cookie;
      const unused = await linkFor(address);
      assert.ok(phone && laptop);
      const listed = await buyerPage(site.app, laptop);
      assert.match(listed.body, /\(this browser\)/);
      assert.equal((listed.body.match(/, since /g) ?? []).length, 2, 'both sessions are listed');

      const out = await buyerPost(site.app, laptop, '/account/sign-out-everywhere');
      assert.equal(out.statusCode, 303);
      assert.equal(out.headers.location, '/account?signedOut=everywhere');
      for (const cookie of [phone, laptop]) {
        assert.doesNotMatch((await buyerPage(site.app, cookie)).body, /Signed in as/);
      }
      assert.equal((await openSignInLink(site.app, unused)).response.statusCode, 410);
      const left = await site.store.db
        .selectFrom('buyer_sessions')
        .select('id_hash')
        .where('email', '=', address)
        .execute();
      assert.deepEqual(left, []);
    });

    test('"Sign out" ends this browser only; forged and missing sessions are signed out', async () => {
      now = new Date(START.getTime() + 500 * HOUR);
      const address = 'one.out@example.co.uk';
      await sentQuote(site.app, site.store, now, { email: address });
      const first = (await openSignInLink(site.app, await linkFor(address))).cookie;
      const second = (await openSignInLink(site.app, await linkFor(address))).cookie;
      const out = await buyerPost(site.app, first, '/account/sign-out');
      assert.equal(out.headers.location, '/account?signedOut=here');
      assert.match(String(out.headers['set-cookie']), /buyer_session=;/);
      assert.doesNotMatch((await buyerPage(site.app, first)).body, /Signed in as/);
      assert.match((await buyerPage(site.app, second)).body, /Signed in as/);
      for (const forged of ['buyer_session=forged', `buyer_session=${'A'.repeat(43)}`, undefined]) {
        const page = await buyerPage(site.app, forged);
        assert.equal(page.statusCode, 200);
        assert.doesNotMatch(page.body, /Signed in as/);
      }
    });

    test('a post from another site is refused before anything is done', async () => {
      const response = await site.app.inject({
        method: 'POST',
        url: '/account/link',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: 'https://evil.example',
        },
        payload: 'email=morag%40example.co.uk',
      });
      assert.equal(response.statusCode, 403);
      const malformed = await site.app.inject({ method: 'GET', url: '/account/sign-in/short' });
      assert.equal(malformed.statusCode, 404);
      assert.match(malformed.body, /This link no longer works/);
      const nothing = await site.app.inject({ method: 'GET', url: '/account/anything' });
      assert.equal(nothing.statusCode, 404);
    });
  });
}
