/**
 * Issue 25, items 2 and 4, against both stores (SQLite and a throwaway PostgreSQL): an
 * idempotency key repeats an enquiry and never reveals one; the enquiry endpoint takes
 * posts from this site only; no X-Forwarded-Host makes another site look like this one;
 * and nothing under /staff gives out a stored key or token.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { sentQuote } from '../../support/customer-test-kit';
import { hashPassword } from '../staff/passwords';
import { addStaff } from '../store/staff';
import { startPostgres } from '../../support/postgres.js';
import {
  contactAnswers,
  formBody,
  newKey,
  postForm,
  postJson,
  startSite,
} from '../../support/site';

/** What Fastify's inject takes this site to be (Host: localhost:80). */
const OWN_ORIGIN = 'http://localhost:80';
const PASSWORD = 'Tall ships on the Clyde';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

type Response = import('light-my-request').Response;

function cookieValue(response: Response, name: string) {
  const header = response.headers['set-cookie'] ?? [];
  const line = (Array.isArray(header) ? header : [header])
    .map(String)
    .find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`keys and origins on ${storeKind}`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;

    beforeAll(async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('origin_keys') : undefined;
      site = await startSite({ databaseUrl });
    });
    afterAll(() => site?.close());

    /** A post to /api/enquiries as a browser sends it, with the headers the test names. */
    function post(
      kind: 'json' | 'form',
      fields: Record<string, string>,
      headers: Record<string, string> = {},
    ) {
      return site.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: {
          'content-type':
            kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
          ...headers,
        },
        payload: kind === 'json' ? JSON.stringify(fields) : formBody(fields),
      });
    }

    const storedWith = (message: string) =>
      site.store.db
        .selectFrom('enquiries')
        .select(['reference', 'access_token'])
        .where('message', '=', message)
        .execute();

    const contact = (message: string) => ({ kind: 'contact', ...contactAnswers, message });

    test('a stored key sent with other words gets 409 and nothing of its enquiry, as JSON and as a form', async () => {
      const key = newKey();
      const first = await postJson(site.app, {
        ...contact(`Keyed first (${storeKind})`),
        idempotencyKey: key,
      });
      assert.equal(first.statusCode, 201);
      const { reference, confirmationUrl } = first.json<Record<string, string>>();
      const token = String(confirmationUrl).split('/').at(-1) ?? '';
      assert.equal(token.length, 43);

      const others = [
        { ...contact(`Keyed first (${storeKind})`), name: 'Someone Else', idempotencyKey: key },
        { ...contact(`Another message (${storeKind})`), idempotencyKey: key },
        { ...contact(`Keyed first (${storeKind})`), company: 'Other Ltd', idempotencyKey: key },
      ];
      for (const fields of others) {
        const json = await post('json', fields);
        assert.equal(json.statusCode, 409);
        assert.match(json.json<{ message: string }>().message, /different words/);
        assert.ok(!json.body.includes(token), 'no confirmation address');
        assert.ok(!json.body.includes(reference ?? ''), 'no reference');

        const form = await post('form', fields);
        assert.equal(form.statusCode, 409);
        assert.match(String(form.headers['content-type']), /^text\/html/);
        assert.match(form.body, /Your message was not sent/);
        assert.doesNotMatch(form.body, /<form/);
        assert.equal(form.headers.location, undefined);
        assert.ok(!form.body.includes(token), 'no confirmation address');
        assert.ok(!form.body.includes(reference ?? ''), 'no reference');
      }
      assert.equal((await storedWith(`Another message (${storeKind})`)).length, 0);
      const keyed = await site.store.db
        .selectFrom('enquiries')
        .select(['name', 'company'])
        .where('idempotency_key', '=', key)
        .execute();
      assert.deepEqual(keyed, [{ name: contactAnswers.name, company: '' }]);
    });

    test('the same key with the same words is answered as the first: 201, the same reference', async () => {
      const fields = { ...contact(`Keyed retry (${storeKind})`), idempotencyKey: newKey() };
      const first = await post('json', fields, { origin: OWN_ORIGIN });
      assert.equal(first.statusCode, 201);
      const again = await post('json', fields, { origin: OWN_ORIGIN });
      assert.equal(again.statusCode, 201);
      assert.deepEqual(again.json(), first.json());
      // The same post without JavaScript goes to the same confirmation.
      const form = await post('form', fields);
      assert.equal(form.statusCode, 303);
      assert.equal(
        form.headers.location,
        first.json<{ confirmationUrl: string }>().confirmationUrl,
      );
      assert.equal((await storedWith(fields.message)).length, 1);
    });

    test('a keyless exact repeat within the window gets the same confirmation; a changed one is a new enquiry', async () => {
      const fields = contact(`Keyless repeat (${storeKind})`);
      const first = await postForm(site.app, fields);
      const again = await postForm(site.app, fields);
      assert.equal(first.statusCode, 303);
      assert.equal(again.headers.location, first.headers.location);
      const json = await postJson(site.app, fields);
      assert.equal(json.statusCode, 201);
      assert.equal(
        json.json<{ confirmationUrl: string }>().confirmationUrl,
        first.headers.location,
      );

      const changed = await postForm(site.app, { ...fields, phone: '0141 496 0999' });
      assert.equal(changed.statusCode, 303);
      assert.notEqual(changed.headers.location, first.headers.location);
      assert.equal((await storedWith(fields.message)).length, 2);
    });

    test('a post from another site gets 403 and nothing is stored: a plain page for a form, a message for JSON', async () => {
      const message = `From another site (${storeKind})`;
      const foreign: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'http://localhost:8080' },
        { origin: 'https://localhost:80' },
        { origin: 'null' },
        { origin: 'null', 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'cross-site' },
      ];
      for (const headers of foreign) {
        const form = await post('form', contact(message), headers);
        assert.equal(form.statusCode, 403, JSON.stringify(headers));
        assert.match(String(form.headers['content-type']), /^text\/html/);
        assert.match(form.body, /Your message was not sent/);
        assert.match(form.body, /another website/);
        assert.doesNotMatch(form.body, /<form/);
        assert.ok(!form.body.includes(message), 'none of what was sent');

        const json = await post('json', contact(message), headers);
        assert.equal(json.statusCode, 403, JSON.stringify(headers));
        assert.match(json.json<{ message: string }>().message, /another website/);
      }
      assert.equal((await storedWith(message)).length, 0);
    });

    test('a post from this site, one with no Origin, and a same-origin Origin: null are taken', async () => {
      for (const [name, headers] of [
        ['own', { origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' }],
        ['none', {}],
        ['null', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
      ] as const) {
        const message = `Taken, Origin ${name} (${storeKind})`;
        const form = await post('form', contact(`${message}, form`), headers);
        assert.equal(form.statusCode, 303, name);
        const json = await post('json', contact(`${message}, JSON`), headers);
        assert.equal(json.statusCode, 201, name);
        assert.equal((await storedWith(`${message}, form`)).length, 1);
        assert.equal((await storedWith(`${message}, JSON`)).length, 1);
      }
    });

    /** Another site's Origin, with the client's own X-Forwarded-Host naming that site. */
    const forged = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' };

    test('a forged X-Forwarded-Host does not make another site this one for an enquiry', async () => {
      const message = `Forged host (${storeKind})`;
      assert.equal((await post('form', contact(message), forged)).statusCode, 403);
      assert.equal((await post('json', contact(message), forged)).statusCode, 403);
      assert.equal((await storedWith(message)).length, 0);
    });

    test("a forged X-Forwarded-Host does not pass the inbox's Origin check", async () => {
      // A valid session and token: only the Origin is another site's.
      const session = await signIn('forged-host@example.co.uk');
      const sent = await postJson(site.app, contact(`To be worked (${storeKind})`));
      const row = await site.store.db
        .selectFrom('enquiries')
        .select('id')
        .where('reference', '=', sent.json<{ reference: string }>().reference)
        .executeTakeFirstOrThrow();
      const page = await site.app.inject({
        url: `/staff/enquiries/${row.id}`,
        headers: { cookie: `staff_session=${session}` },
      });
      const csrf = page.body.match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '';
      const change = (headers: Record<string, string>) =>
        site.app.inject({
          method: 'POST',
          url: `/staff/enquiries/${row.id}/status`,
          headers: {
            cookie: `staff_session=${session}`,
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
          },
          payload: formBody({ _csrf: csrf, status: 'won' }),
        });
      const refused = await change(forged);
      assert.equal(refused.statusCode, 403);
      const unchanged = await site.store.db
        .selectFrom('enquiries')
        .select('status')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      assert.equal(unchanged.status, 'new');
      // The same change from this site goes through: the test's session and token are good.
      assert.equal((await change({ origin: OWN_ORIGIN })).statusCode, 303);
    });

    test('a forged X-Forwarded-Host does not make a public name loopback for plain-HTTP sign-in', async () => {
      const page = await site.app.inject({
        url: '/staff/sign-in',
        headers: { host: 'shop.example', 'x-forwarded-host': 'localhost' },
      });
      assert.equal(page.statusCode, 403);
    });

    /** Signs a new account in through the form, as a browser does; its session's id. */
    async function signIn(email: string) {
      await addStaff(site.store, email, await hashPassword(PASSWORD));
      const page = await site.app.inject({ url: '/staff/sign-in' });
      const token = cookieValue(page, 'staff_sign_in') ?? '';
      const csrf = page.body.match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '';
      const response = await site.app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        headers: {
          origin: OWN_ORIGIN,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `staff_sign_in=${token}`,
        },
        payload: formBody({ _csrf: csrf, email, password: PASSWORD, next: '/staff' }),
      });
      const session = cookieValue(response, 'staff_session');
      assert.ok(session, `signed in (${response.statusCode})`);
      return session;
    }

    test('no page, JSON or CSV under /staff gives out a stored idempotency key, confirmation address or quote token', async () => {
      // Enquiries of every kind of key: the app's, a form's own, and a quote's link.
      await postJson(site.app, {
        ...contact(`Staff view, keyed (${storeKind})`),
        idempotencyKey: newKey(),
      });
      await postForm(site.app, contact(`Staff view, keyless (${storeKind})`));
      const quote = await sentQuote(site.app, site.store, new Date());
      const session = await signIn('no-secrets@example.co.uk');

      const rows = await site.store.db
        .selectFrom('enquiries')
        .select(['id', 'access_token', 'idempotency_key'])
        .execute();
      const quotes = await site.store.db
        .selectFrom('quotes')
        .select(['link_nonce', 'token_hash'])
        .execute();
      const secrets = [
        ...rows.flatMap((row) => [row.access_token, row.idempotency_key]),
        ...quotes.flatMap((row) => [row.link_nonce, row.token_hash]),
      ].filter((secret): secret is string => Boolean(secret));
      assert.ok(
        secrets.some((secret) => secret.startsWith('form-')),
        'a form key is stored',
      );
      assert.ok(secrets.length >= rows.length * 2, 'every enquiry has its key and address');

      const urls = [
        '/staff',
        '/staff?page=1',
        '/staff/api/enquiries',
        '/staff/api/pipeline',
        '/staff/export.csv',
        ...rows.flatMap(({ id }) => [
          `/staff/api/enquiries/${id}`,
          `/staff/enquiries/${id}`,
          `/staff/enquiries/${id}/erase`,
          `/staff/enquiries/${id}/quote`,
          `/staff/enquiries/${id}/quote/withdraw`,
        ]),
      ];
      const seen = new Set<number>();
      for (const url of urls) {
        const response = await site.app.inject({
          url,
          headers: { cookie: `staff_session=${session}` },
        });
        seen.add(response.statusCode);
        for (const secret of secrets) {
          assert.ok(!response.body.includes(secret), `${url} gives out ${secret.slice(0, 8)}…`);
        }
      }
      assert.ok(seen.has(200));

      // What staff copy to the customer is still there: the quote's own link, whole.
      const json = await site.app.inject({
        url: `/staff/api/enquiries/${quote.enquiryId}`,
        headers: { cookie: `staff_session=${session}` },
      });
      const found = json.json<{ enquiry: object; quote: { link?: string } }>();
      assert.match(String(found.quote.link), /\/quotes\/[\w-]{43}$/);
      assert.ok(!('idempotency_key' in found.enquiry) && !('access_token' in found.enquiry));
    });
  });
}
