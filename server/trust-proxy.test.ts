/**
 * TRUST_PROXY (issue 36, item 7): behind a proxy that is not on 127.0.0.1 (a platform's
 * router, a container's proxy, a load balancer; here one on 127.0.0.2 sending
 * X-Forwarded-Proto: https), staff sign in over HTTPS and each visitor has a limit of
 * their own once the setting names it; unnamed, it is believed in nothing. On both stores,
 * where the limit is counted.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { startPostgres } from '../support/postgres.js';
import { contactAnswers, newKey, startSite } from '../support/site';
import { readSettings } from './settings';

const PROXY = '127.0.0.2';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

type Site = Awaited<ReturnType<typeof startSite>>;

/** A request as the proxy on 127.0.0.2 forwards it from `visitor` over HTTPS. */
function throughProxy(
  site: Site,
  url: string,
  visitor: string,
  body?: Record<string, unknown>,
  origin?: string,
) {
  return site.app.inject({
    method: body ? 'POST' : 'GET',
    url,
    remoteAddress: PROXY,
    headers: {
      host: 'shop.example',
      'x-forwarded-for': visitor,
      'x-forwarded-proto': 'https',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(origin ? { origin } : {}),
    },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
}

/** Six enquiries from six visitors through the proxy: the statuses. */
async function sixVisitors(site: Site) {
  const statuses = [];
  for (let visitor = 1; visitor <= 6; visitor += 1) {
    const response = await throughProxy(site, '/api/enquiries', `203.0.113.${visitor}`, {
      kind: 'contact',
      ...contactAnswers,
      idempotencyKey: newKey(),
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`a proxy on ${PROXY} on ${storeKind}`, () => {
    test('named by TRUST_PROXY: staff sign-in over HTTPS, and each visitor has a limit of their own', async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('trusted_proxy') : undefined;
      const site = await startSite({
        databaseUrl,
        env: { ENQUIRY_RATE_LIMIT: '5', TRUST_PROXY: '127.0.0.1, ::1 127.0.0.2/32' },
      });
      try {
        const signIn = await throughProxy(site, '/staff/sign-in', '203.0.113.9');
        assert.equal(signIn.statusCode, 200);
        assert.match(String(signIn.headers['set-cookie']), /Secure/);
        assert.deepEqual(await sixVisitors(site), [201, 201, 201, 201, 201, 201]);
        // A browser's post names the site as it addressed it, over HTTPS: its own origin.
        const fromPage = await throughProxy(
          site,
          '/api/enquiries',
          '203.0.113.7',
          { kind: 'contact', ...contactAnswers, idempotencyKey: newKey() },
          'https://shop.example',
        );
        assert.equal(fromPage.statusCode, 201);
      } finally {
        await site.close();
      }
    });

    test('not named: it is believed in nothing, so sign-in asks for HTTPS and six visitors are one', async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('unnamed_proxy') : undefined;
      const site = await startSite({ databaseUrl, env: { ENQUIRY_RATE_LIMIT: '5' } });
      try {
        const signIn = await throughProxy(site, '/staff/sign-in', '203.0.113.9');
        assert.equal(signIn.statusCode, 403);
        assert.match(signIn.body, /Staff sign-in works only over HTTPS\./);
        assert.deepEqual(await sixVisitors(site), [201, 201, 201, 201, 201, 429]);
      } finally {
        await site.close();
      }
    });
  });
}

test('TRUST_PROXY takes addresses and CIDR ranges, comma- or space-separated; loopback by default', () => {
  assert.deepEqual(readSettings({}).TRUST_PROXY, ['127.0.0.1', '::1']);
  assert.deepEqual(readSettings({ TRUST_PROXY: '  ' }).TRUST_PROXY, ['127.0.0.1', '::1']);
  assert.deepEqual(
    readSettings({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1 fd00::/8,::1' }).TRUST_PROXY,
    ['10.0.0.0/8', '127.0.0.1', 'fd00::/8', '::1'],
  );
});

test.each(['nginx', '10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.1/8/8', '*', '10.0.0.0/'])(
  'TRUST_PROXY=%j stops the start with a message that says what it takes',
  (setting) => {
    assert.throws(
      () => readSettings({ TRUST_PROXY: `127.0.0.1 ${setting}` }),
      new RegExp(
        `^SettingError: TRUST_PROXY must be addresses or CIDR ranges, comma- or space-separated, like "10\\.0\\.0\\.0/8 127\\.0\\.0\\.1"; "${setting.replace(/[*/.]/g, '\\$&')}" is not$`,
      ),
    );
  },
);
