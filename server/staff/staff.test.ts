/**
 * The staff inbox and every way into it, against both stores (SQLite and a throwaway
 * PostgreSQL): no session, a forged, expired or signed-out one, changes without the CSRF
 * token or from another origin, an unknown account told from a wrong password, and hostile
 * enquiry content. The throttle on guessing has its own tests, with a clock (sign-in.test.ts).
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { hashPassword } from './passwords';
import { addStaff, setPassword } from '../store/staff';
import { startPostgres } from '../../support/postgres.js';
import { contactAnswers, postJson, startSite } from '../../support/site';

const ORIGIN = 'http://localhost:80';
const PASSWORD = 'Tall ships on the Clyde';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

function cookiesOf(response: import('light-my-request').Response) {
  const header = response.headers['set-cookie'] ?? [];
  return (Array.isArray(header) ? header : [header]).map(String);
}

function cookieValue(response: import('light-my-request').Response, name: string) {
  const line = cookiesOf(response).find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`the staff inbox on ${storeKind}`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    let hostile: { reference: string; id: string; confirmationUrl: string };
    const hostileName = '<script>alert("inbox")</script>';

    beforeAll(async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('staff') : undefined;
      site = await startSite({ databaseUrl });
      await addStaff(site.store, 'morag@example.co.uk', await hashPassword(PASSWORD));
      await addStaff(site.store, 'iain@example.co.uk', await hashPassword(PASSWORD));
      const response = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        name: hostileName,
        company: '=HYPERLINK("http://evil.example","Click")',
        phone: '+44 141 496 0000',
        message: "@SUM(1+1)\n'); DROP TABLE enquiries;--",
      });
      const { reference, confirmationUrl } = response.json();
      const row = await site.store.db
        .selectFrom('enquiries')
        .select('id')
        .where('reference', '=', reference)
        .executeTakeFirstOrThrow();
      hostile = { reference, id: row.id, confirmationUrl };
    });
    afterAll(() => site?.close());
    // Each test's failed sign-ins and sign-in posts are its own: one test stopped early must
    // not slow the next down, and the file's many sign-ins from loopback stay under the limit.
    beforeEach(async () => {
      await site?.store.db.deleteFrom('sign_in_failures').execute();
      await site?.store.db.deleteFrom('rate_limits').execute();
    });

    /** Signs in through the form, as a browser does: the page, its token cookie, the post. */
    async function signIn(
      email = 'morag@example.co.uk',
      password = PASSWORD,
      { from = '127.0.0.1', cookie = '' } = {},
    ) {
      const page = await site.app.inject({ url: '/staff/sign-in', remoteAddress: from });
      const token = cookieValue(page, 'staff_sign_in') ?? '';
      const csrf = page.body.match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '';
      const response = await site.app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        remoteAddress: from,
        headers: {
          origin: ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: [`staff_sign_in=${token}`, cookie].filter(Boolean).join('; '),
        },
        payload: new URLSearchParams({ _csrf: csrf, email, password, next: '/staff' }).toString(),
      });
      return { response, session: cookieValue(response, 'staff_session') };
    }

    async function csrfOf(session: string) {
      const page = await site.app.inject({
        url: `/staff/enquiries/${hostile.id}`,
        headers: { cookie: `staff_session=${session}` },
      });
      return page.body.match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '';
    }

    const privateUrls = () => [
      '/staff',
      '/staff/?q=a',
      '/staff/api/enquiries',
      `/staff/api/enquiries/${hostile.id}`,
      `/staff/enquiries/${hostile.id}`,
      `/staff/enquiries/${hostile.id}/erase`,
      '/staff/export.csv',
      '/staff/anything-else',
    ];

    function assertNoData(response: import('light-my-request').Response) {
      assert.ok([303, 401].includes(response.statusCode), `status ${response.statusCode}`);
      assert.ok(!response.body.includes(hostile.reference));
      assert.ok(!response.body.includes('alert'));
      if (response.statusCode === 303)
        assert.match(String(response.headers.location), /^\/staff\/sign-in\?next=/);
    }

    test('without a session, every staff page and JSON address answers 401 or sends to sign-in, never data', async () => {
      for (const url of privateUrls()) assertNoData(await site.app.inject({ url }));
      for (const url of [
        '/staff/sign-out',
        `/staff/enquiries/${hostile.id}/status`,
        `/staff/enquiries/${hostile.id}/notes`,
        `/staff/enquiries/${hostile.id}/erase`,
      ]) {
        const response = await site.app.inject({
          method: 'POST',
          url,
          headers: { origin: ORIGIN },
          payload: { status: 'won' },
        });
        assert.equal(response.statusCode, 401, url);
      }
      const [row] = await site.store.db
        .selectFrom('enquiries')
        .select('status')
        .where('id', '=', hostile.id)
        .execute();
      assert.equal(row?.status, 'new');
    });

    test('a forged, an expired and a signed-out session open nothing', async () => {
      const forged = ['x', 'A'.repeat(43), "' or 1=1 --", hostile.confirmationUrl.split('/').pop()];
      for (const value of forged) {
        for (const url of privateUrls())
          assertNoData(
            await site.app.inject({ url, headers: { cookie: `staff_session=${value}` } }),
          );
      }

      const { session: idle } = await signIn();
      assert.ok(idle);
      await site.store.db
        .updateTable('staff_sessions')
        .set({ last_seen_at: new Date(Date.now() - 13 * 3600_000).toISOString() })
        .execute();
      assertNoData(
        await site.app.inject({ url: '/staff', headers: { cookie: `staff_session=${idle}` } }),
      );

      const { session: old } = await signIn();
      await site.store.db
        .updateTable('staff_sessions')
        .set({ created_at: new Date(Date.now() - 8 * 24 * 3600_000).toISOString() })
        .execute();
      assertNoData(
        await site.app.inject({ url: '/staff', headers: { cookie: `staff_session=${old}` } }),
      );

      const { session } = await signIn();
      assert.equal(
        (await site.app.inject({ url: '/staff', headers: { cookie: `staff_session=${session}` } }))
          .statusCode,
        200,
      );
      const signOut = await site.app.inject({
        method: 'POST',
        url: '/staff/sign-out',
        headers: {
          cookie: `staff_session=${session}`,
          origin: ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: `_csrf=${await csrfOf(String(session))}`,
      });
      assert.equal(signOut.statusCode, 303);
      assertNoData(
        await site.app.inject({ url: '/staff', headers: { cookie: `staff_session=${session}` } }),
      );
    });

    test('a change without the CSRF token, with a wrong one, or from another origin is refused 403', async () => {
      const { session } = await signIn();
      const token = await csrfOf(String(session));
      const attempts = [
        { origin: ORIGIN, body: 'status=won' },
        { origin: ORIGIN, body: 'status=won&_csrf=wrong' },
        { origin: 'https://evil.example', body: `status=won&_csrf=${token}` },
        { origin: 'null', body: `status=won&_csrf=${token}` },
        { origin: undefined, body: `status=won&_csrf=${token}` },
      ];
      for (const { origin, body } of attempts) {
        const response = await site.app.inject({
          method: 'POST',
          url: `/staff/enquiries/${hostile.id}/status`,
          headers: {
            cookie: `staff_session=${session}`,
            'content-type': 'application/x-www-form-urlencoded',
            ...(origin ? { origin } : {}),
          },
          payload: body,
        });
        assert.equal(response.statusCode, 403, `${origin} ${body}`);
      }
      const [row] = await site.store.db
        .selectFrom('enquiries')
        .select('status')
        .where('id', '=', hostile.id)
        .execute();
      assert.equal(row?.status, 'new');

      const sign = await site.app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        headers: {
          origin: 'https://evil.example',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          email: 'morag@example.co.uk',
          password: PASSWORD,
        }).toString(),
      });
      assert.equal(sign.statusCode, 403);
      assert.equal(cookieValue(sign, 'staff_session'), undefined);
    });

    test('an unknown email and a wrong password get the same answer, in similar time', async () => {
      const timed = async (email: string, from: string) => {
        const started = performance.now();
        const { response } = await signIn(email, 'Not the password at all', { from });
        return { response, ms: performance.now() - started };
      };
      // Three of each, taken in turn; the fastest of each is the work it costs, whatever
      // else the machine was doing at the time. Each from a network with no failures, so
      // each is checked rather than told to wait.
      const unknowns = [];
      const wrongs = [];
      for (let round = 0; round < 3; round += 1) {
        unknowns.push(await timed('nobody@example.co.uk', `198.51.100.${10 + round}`));
        wrongs.push(await timed('iain@example.co.uk', `198.51.100.${20 + round}`));
      }
      const fastest = <Try extends { ms: number }>(tries: Try[]) =>
        tries.reduce((best, next) => (next.ms < best.ms ? next : best));
      const unknown = fastest(unknowns);
      const wrong = fastest(wrongs);
      assert.equal(unknown.response.statusCode, 401);
      assert.equal(wrong.response.statusCode, 401);
      const message = (body: string) => body.match(/role="alert">([^<]+)/)?.[1];
      assert.equal(
        message(unknown.response.body),
        'The email address or the password is not right.',
      );
      assert.equal(message(wrong.response.body), message(unknown.response.body));
      // Both check a password hash (a decoy for the unknown account): within a factor of 3.
      assert.ok(
        unknown.ms > wrong.ms / 3 && unknown.ms < wrong.ms * 3,
        `${unknown.ms} vs ${wrong.ms}`,
      );
      await site.store.db.deleteFrom('sign_in_failures').execute();
    });

    test('signing in makes a new session id; the cookie is HttpOnly, SameSite=Strict and __Host- over HTTPS', async () => {
      const first = await signIn();
      const second = await signIn('morag@example.co.uk', PASSWORD, {
        cookie: `staff_session=${first.session}`,
      });
      assert.ok(first.session && second.session);
      assert.notEqual(first.session, second.session);
      assertNoData(
        await site.app.inject({
          url: '/staff',
          headers: { cookie: `staff_session=${first.session}` },
        }),
      );
      const line = cookiesOf(second.response).find((cookie) => cookie.startsWith('staff_session='));
      assert.match(String(line), /HttpOnly/);
      assert.match(String(line), /SameSite=Strict/);
      assert.match(String(line), /Path=\//);
      const stored = await site.store.db.selectFrom('staff_sessions').select('id_hash').execute();
      assert.ok(
        stored.every((row) => row.id_hash !== second.session),
        'the table holds hashes only',
      );

      // Behind the TLS proxy (nginx on this machine says https).
      const page = await site.app.inject({
        url: '/staff/sign-in',
        headers: { 'x-forwarded-proto': 'https', host: 'shop.example' },
      });
      const token = cookieValue(page, 'staff_sign_in');
      assert.match(cookiesOf(page).join(), /Secure/);
      const response = await site.app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        headers: {
          'x-forwarded-proto': 'https',
          host: 'shop.example',
          origin: 'https://shop.example',
          cookie: `staff_sign_in=${token}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({
          _csrf: String(token),
          email: 'morag@example.co.uk',
          password: PASSWORD,
        }).toString(),
      });
      const secure = cookiesOf(response).find((cookie) =>
        cookie.startsWith('__Host-staff_session='),
      );
      assert.match(String(secure), /; Path=\/; HttpOnly; Secure; SameSite=Strict/);
      assert.doesNotMatch(String(secure), /Domain=/);

      // Plain HTTP to a public name is refused outright.
      const plain = await site.app.inject({
        url: '/staff/sign-in',
        headers: { host: 'shop.example' },
      });
      assert.equal(plain.statusCode, 403);
    });

    test('markup in an enquiry is text in the inbox; formulas are inert in the CSV; pages are private and uncached', async () => {
      const { session } = await signIn();
      const headers = { cookie: `staff_session=${session}` };
      for (const url of ['/staff', `/staff/enquiries/${hostile.id}`]) {
        const page = await site.app.inject({ url, headers });
        assert.equal(page.statusCode, 200);
        assert.ok(!page.body.includes(hostileName));
        assert.ok(page.body.includes('&lt;script&gt;alert(&quot;inbox&quot;)&lt;/script&gt;'));
        assert.equal(page.headers['cache-control'], 'no-store');
        assert.equal(page.headers['x-robots-tag'], 'noindex, nofollow');
        assert.match(page.body, /<meta name="robots" content="noindex, nofollow"\/>/);
        assert.doesNotMatch(page.body, /<script/);
      }
      const csv = await site.app.inject({ url: '/staff/export.csv', headers });
      assert.equal(csv.statusCode, 200);
      assert.match(String(csv.headers['content-type']), /^text\/csv/);
      assert.match(String(csv.headers['content-disposition']), /^attachment; filename="enquiries-/);
      const row = csv.body.split('\r\n').find((line) => line.includes(hostile.reference)) ?? '';
      assert.ok(row.includes(`"'=HYPERLINK(""http://evil.example"",""Click"")"`), row);
      assert.ok(row.includes(`"'+44 141 496 0000"`), row);
      assert.ok(row.includes(`"'@SUM(1+1)`), row);
      assert.ok(!/(^|,)"[=+\-@]/.test(row), 'no cell starts with a formula character');
    });

    test('SQL in search and filters is only text to look for', async () => {
      const { session } = await signIn();
      const headers = { cookie: `staff_session=${session}` };
      for (const q of ["' OR '1'='1", "'; DROP TABLE enquiries;--", '%', '_', '\\', 'CS-%']) {
        const response = await site.app.inject({
          url: `/staff/api/enquiries?q=${encodeURIComponent(q)}`,
          headers,
        });
        assert.equal(response.statusCode, 200, q);
        assert.equal(response.json().total, 0, q);
      }
      // A filter that is not one of the list's is refused by the route's schema, unread.
      for (const query of [
        `status=${encodeURIComponent("new' OR 1=1 --")}`,
        'type=x',
        'page=-1',
        'page=1%20or%201',
      ]) {
        const injected = await site.app.inject({ url: `/staff/api/enquiries?${query}`, headers });
        assert.equal(injected.statusCode, 400, query);
        assert.ok(!injected.body.includes(hostile.reference));
      }
      const byReference = await site.app.inject({
        url: `/staff/api/enquiries?q=${hostile.reference.toLowerCase()}`,
        headers,
      });
      assert.equal(byReference.json().total, 1);
      const byName = await site.app.inject({
        url: `/staff/api/enquiries?q=${encodeURIComponent('<SCRIPT>')}`,
        headers,
      });
      assert.equal(byName.json().total, 1);
      const count = await site.store.db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      assert.ok(Number(count?.n) >= 1, 'the table is still there');
    });

    test('status and notes record who and when; erasure keeps that it happened, not what was said', async () => {
      const { session } = await signIn();
      const token = await csrfOf(String(session));
      const post = (path: string, body: string) =>
        site.app.inject({
          method: 'POST',
          url: `/staff/enquiries/${hostile.id}/${path}`,
          headers: {
            cookie: `staff_session=${session}`,
            origin: ORIGIN,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: `_csrf=${token}&${body}`,
        });
      assert.equal((await post('status', 'status=quoted')).statusCode, 303);
      assert.equal(
        (await post('notes', 'note=Quoted+3+bays+%3Cb%3Ebold%3C%2Fb%3E')).statusCode,
        303,
      );
      const page = await site.app.inject({
        url: `/staff/enquiries/${hostile.id}?done=note`,
        headers: { cookie: `staff_session=${session}` },
      });
      assert.match(
        page.body,
        /morag@example\.co\.uk: <span class="pre">Status changed from New to Quoted/,
      );
      assert.match(page.body, /Note: Quoted 3 bays &lt;b&gt;bold&lt;\/b&gt;/);

      assert.equal((await post('erase', '')).statusCode, 303);
      const erased = await site.app.inject({
        url: `/staff/enquiries/${hostile.id}`,
        headers: { cookie: `staff_session=${session}` },
      });
      assert.ok(!erased.body.includes('alert'));
      assert.ok(!erased.body.includes('Quoted 3 bays'));
      assert.match(erased.body, /Erased at the customer’s request/);
      assert.match(erased.body, /Status changed from New to Quoted/);
      const [row] = await site.store.db
        .selectFrom('enquiries')
        .selectAll()
        .where('id', '=', hostile.id)
        .execute();
      assert.equal(row?.name, '');
      assert.equal(row?.message, '');
      assert.equal(row?.reference, hostile.reference);
      const confirmation = await site.app.inject({ url: hostile.confirmationUrl });
      assert.equal(confirmation.statusCode, 404, 'an erased enquiry has no confirmation page');
    });

    test('a password reset ends every session of that account', async () => {
      const { session } = await signIn('iain@example.co.uk');
      assert.ok(session);
      await setPassword(
        site.store,
        'iain@example.co.uk',
        await hashPassword('A brand new long password'),
      );
      assertNoData(
        await site.app.inject({ url: '/staff', headers: { cookie: `staff_session=${session}` } }),
      );
    });

    test('the email link to an enquiry leads there after sign-in', async () => {
      const link = `/staff/enquiries/${hostile.id}`;
      const first = await site.app.inject({ url: link });
      assert.equal(first.headers.location, `/staff/sign-in?next=${encodeURIComponent(link)}`);
      const page = await site.app.inject({ url: String(first.headers.location) });
      assert.match(page.body, new RegExp(`name="next" value="${link}"`));
      const next = await site.app.inject({ url: '/staff/sign-in?next=https://evil.example/' });
      assert.match(next.body, /name="next" value="\/staff"/);
    });

    test('no public page and no confirmation page shows inbox data', async () => {
      const other = await postJson(site.app, {
        kind: 'contact',
        ...contactAnswers,
        name: 'Visible Only To Staff',
      });
      for (const url of [
        '/',
        '/contact',
        '/cart',
        '/privacy',
        '/sitemap.xml',
        '/search-index.json',
        other.json().confirmationUrl,
      ]) {
        const response = await site.app.inject({ url });
        assert.ok(!response.body.includes('Status changed'), url);
        assert.ok(!response.body.includes(hostile.reference), url);
      }
      const sitemap = await site.app.inject({ url: '/sitemap.xml' });
      assert.ok(!sitemap.body.includes('/staff'));
      const confirmation = await site.app.inject({ url: other.json().confirmationUrl });
      assert.ok(!confirmation.body.includes('/staff'));
    });
  });
}
