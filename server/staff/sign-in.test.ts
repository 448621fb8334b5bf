/**
 * Guessing at the staff sign-in, against both stores (SQLite and a throwaway PostgreSQL),
 * with a clock the test moves (no real waiting): nobody is locked out by a stranger, tries
 * from a network with failures wait a growing delay the page states, an IPv6 network
 * counts as its /64, the route has its own rate limit, a reset forgets the failures, a
 * hash from before is made again at sign-in, and a flood of checks queues or is refused.
 */
import assert from 'node:assert/strict';
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { hashPassword } from './passwords';
import { addStaff, findStaff, setPassword } from '../store/staff';
import { startPostgres } from '../../support/postgres.js';
import { startSite } from '../../support/site';

const ORIGIN = 'http://localhost:80';
const PASSWORD = 'Tall ships on the Clyde';
const WRONG = 'Not the password at all';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

function cookieValue(response: import('light-my-request').Response, name: string) {
  const header = response.headers['set-cookie'] ?? [];
  const line = (Array.isArray(header) ? header : [header])
    .map(String)
    .find((cookie) => cookie.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

/** What the page says went wrong. */
function problem(response: import('light-my-request').Response) {
  return response.body.match(/role="alert">([^<]+)/)?.[1];
}

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`guessing at the staff sign-in on ${storeKind}`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    let now = Date.now();
    const wait = (ms: number) => {
      now += ms;
    };

    beforeAll(async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('sign_in') : undefined;
      site = await startSite({ databaseUrl, clock: () => new Date(now) });
      const hash = await hashPassword(PASSWORD);
      for (const email of ['morag', 'iain', 'ailsa'].map((name) => `${name}@example.co.uk`)) {
        await addStaff(site.store, email, hash);
      }
    });
    afterAll(() => site?.close());
    // Each test's failures and request counts are its own.
    beforeEach(async () => {
      await site?.store.db.deleteFrom('sign_in_failures').execute();
      await site?.store.db.deleteFrom('rate_limits').execute();
    });

    /** The sign-in form's token cookie and field, as a browser at `from` gets them. */
    async function form(from: string) {
      const page = await site.app.inject({
        url: '/staff/sign-in',
        headers: { 'x-forwarded-for': from },
      });
      return {
        token: cookieValue(page, 'staff_sign_in') ?? '',
        csrf: page.body.match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '',
      };
    }

    /** Signs in through the form from `from`, forwarded by the local proxy as nginx does. */
    async function signIn(email: string, password: string, from: string) {
      const { token, csrf } = await form(from);
      const response = await site.app.inject({
        method: 'POST',
        url: '/staff/sign-in',
        headers: {
          origin: ORIGIN,
          'x-forwarded-for': from,
          'content-type': 'application/x-www-form-urlencoded',
          cookie: `staff_sign_in=${token}`,
        },
        payload: new URLSearchParams({ _csrf: csrf, email, password, next: '/staff' }).toString(),
      });
      return { response, session: cookieValue(response, 'staff_session') };
    }

    async function failuresOf(key: string) {
      const rows = await site.store.db
        .selectFrom('sign_in_failures')
        .select('at')
        .where('key', '=', key)
        .execute();
      return rows.length;
    }

    test("a stranger's failures from other addresses never keep the right password out", async () => {
      // The reproduction of issue 25: 5 wrong passwords from 5 addresses locked the account.
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const { response } = await signIn('iain@example.co.uk', WRONG, `192.0.2.${attempt}`);
        assert.equal(response.statusCode, 401);
      }
      const { response, session } = await signIn('iain@example.co.uk', PASSWORD, '192.0.2.99');
      assert.equal(response.statusCode, 303, problem(response));
      assert.ok(session);
      assert.equal(await failuresOf('account:iain@example.co.uk'), 0, 'signing in forgets them');
    });

    test('from a network with failures, each try waits a growing delay that the page states, unchecked', async () => {
      const from = '198.51.100.7';
      // 1 s after the first failure, then 2, 4, 8, 16: each try made once the wait is over.
      for (const [failures, seconds] of [
        [1, '1 second'],
        [2, '2 seconds'],
        [3, '4 seconds'],
        [4, '8 seconds'],
        [5, '16 seconds'],
      ] as const) {
        const { response: wrong } = await signIn('morag@example.co.uk', WRONG, from);
        assert.equal(wrong.statusCode, 401, problem(wrong));
        // The right password in the wait: refused before it is checked, and not counted.
        const { response: early, session } = await signIn('morag@example.co.uk', PASSWORD, from);
        assert.equal(early.statusCode, 429);
        assert.equal(session, undefined);
        assert.equal(
          problem(early),
          `Too many failed sign-ins for this account. Wait ${seconds} before trying again, or ask the administrator to reset your password.`,
        );
        assert.equal(early.headers['retry-after'], String(2 ** (failures - 1)));
        assert.equal(await failuresOf('account:morag@example.co.uk'), failures);
        // Half a second before the wait is over, still refused; then the next try is heard.
        wait(2 ** (failures - 1) * 1000 - 500);
        const { response: almost } = await signIn('morag@example.co.uk', PASSWORD, from);
        assert.equal(almost.statusCode, 429);
        assert.match(problem(almost) ?? '', /Wait 1 second before trying again/);
        wait(500);
      }

      // However many failures, the delay stops at 15 minutes.
      const at = new Date(now).toISOString();
      await site.store.db
        .insertInto('sign_in_failures')
        .values(
          Array.from({ length: 20 }, (_, index) => ({
            id: `many-${storeKind}-${index}`,
            key: 'account:morag@example.co.uk',
            at,
          })),
        )
        .execute();
      const { response: capped } = await signIn('morag@example.co.uk', PASSWORD, from);
      assert.match(problem(capped) ?? '', /Wait 15 minutes before trying again/);

      // Meanwhile a network with no failures has the password checked, and gets in.
      const { response: elsewhere } = await signIn('morag@example.co.uk', PASSWORD, '198.51.100.8');
      assert.equal(elsewhere.statusCode, 303, problem(elsewhere));
    });

    test('rotating addresses within one IPv6 /64 is one network, throttled as one', async () => {
      const { response: first } = await signIn('iain@example.co.uk', WRONG, '2001:db8:25::1');
      assert.equal(first.statusCode, 401);
      const { response: next } = await signIn('iain@example.co.uk', PASSWORD, '2001:db8:25::2');
      assert.equal(next.statusCode, 429);
      assert.match(problem(next) ?? '', /Wait 1 second before trying again/);

      // Guesses sprayed over many accounts from new addresses of the /64: 10 pause it.
      for (let attempt = 1; attempt <= 9; attempt += 1) {
        const { response } = await signIn(
          `guess${attempt}@example.co.uk`,
          WRONG,
          `2001:db8:25::${(attempt + 16).toString(16)}`,
        );
        assert.equal(response.statusCode, 401, problem(response));
      }
      const { response: paused } = await signIn(
        'morag@example.co.uk',
        PASSWORD,
        '2001:db8:25:0:ffff:ffff:ffff:ffff',
      );
      assert.equal(paused.statusCode, 429);
      assert.equal(
        problem(paused),
        'Too many failed sign-ins from your network: sign-in from it is paused. Wait 15 minutes before trying again.',
      );
      assert.equal(await failuresOf('address:2001:db8:25::/64'), 10);
      const { response: otherNetwork } = await signIn(
        'morag@example.co.uk',
        PASSWORD,
        '2001:db8:26::1',
      );
      assert.equal(otherNetwork.statusCode, 303, problem(otherNetwork));
    });

    test('the sign-in post has its own rate limit per /64: the 21st in a minute gets a 429 page', async () => {
      // Posts without the form's token: refused 403 before any password is checked, but counted.
      const post = (from: string) =>
        site.app.inject({
          method: 'POST',
          url: '/staff/sign-in',
          headers: {
            origin: ORIGIN,
            'x-forwarded-for': from,
            'content-type': 'application/x-www-form-urlencoded',
          },
          payload: new URLSearchParams({
            email: 'morag@example.co.uk',
            password: WRONG,
          }).toString(),
        });
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const response = await post(`2001:db8:40::${attempt.toString(16)}`);
        assert.equal(response.statusCode, 403);
      }
      const limited = await post('2001:db8:40::ff');
      assert.equal(limited.statusCode, 429);
      assert.match(String(limited.headers['content-type']), /^text\/html/);
      assert.match(
        problem(limited) ?? '',
        /^Too many sign-in attempts from your network\. Wait (\d+ seconds?|1 minute) before trying again\.$/,
      );
      assert.ok(Number(limited.headers['retry-after']) > 0);
      assert.match(limited.body, /<form [^>]*action="\/staff\/sign-in"/);
      assert.equal((await post('2001:db8:41::1')).statusCode, 403, 'another /64 is not limited');
    });

    test("a password reset forgets the account's failures", async () => {
      const from = '203.0.113.9';
      for (let attempt = 0; attempt < 5; attempt += 1) {
        if (attempt > 0) wait(2 ** (attempt - 1) * 1000);
        const { response } = await signIn('ailsa@example.co.uk', WRONG, from);
        assert.equal(response.statusCode, 401);
      }
      const { response: waiting } = await signIn('ailsa@example.co.uk', WRONG, from);
      assert.equal(waiting.statusCode, 429);
      const newPassword = 'A brand new long password';
      await setPassword(site.store, 'ailsa@example.co.uk', await hashPassword(newPassword));
      assert.equal(await failuresOf('account:ailsa@example.co.uk'), 0);
      const { response, session } = await signIn('ailsa@example.co.uk', newPassword, from);
      assert.equal(response.statusCode, 303, problem(response));
      assert.ok(session);
    });

    test("a password hashed at the old cost (scrypt N = 2^15) is hashed again at today's on sign-in", async () => {
      const salt = randomBytes(16);
      const old = scryptSync(PASSWORD, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 2 ** 26 });
      const stored = `scrypt$32768$8$1$${salt.toString('base64')}$${old.toString('base64')}`;
      await addStaff(site.store, 'fergus@example.co.uk', stored);
      const { response } = await signIn('fergus@example.co.uk', PASSWORD, '203.0.113.20');
      assert.equal(response.statusCode, 303, problem(response));
      const upgraded = (await findStaff(site.store, 'fergus@example.co.uk'))?.password_hash ?? '';
      assert.match(upgraded, /^scrypt\$131072\$8\$1\$/);
      const { response: again } = await signIn('fergus@example.co.uk', PASSWORD, '203.0.113.21');
      assert.equal(again.statusCode, 303, 'the new hash verifies the same password');
    });

    test('a flood of sign-ins queues for the password check or is told at once to try again (503)', async () => {
      // 14 at once, each from its own network: 2 are checked, 8 wait their turn, the rest are refused.
      const tries = await Promise.all(
        Array.from({ length: 14 }, async (_, index) => {
          const from = `192.0.2.${100 + index}`;
          const { token, csrf } = await form(from);
          return { from, token, csrf };
        }),
      );
      const answers = await Promise.all(
        tries.map(({ from, token, csrf }) =>
          site.app.inject({
            method: 'POST',
            url: '/staff/sign-in',
            headers: {
              origin: ORIGIN,
              'x-forwarded-for': from,
              'content-type': 'application/x-www-form-urlencoded',
              cookie: `staff_sign_in=${token}`,
            },
            payload: new URLSearchParams({
              _csrf: csrf,
              email: `nobody${from}@example.co.uk`,
              password: WRONG,
            }).toString(),
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      assert.deepEqual(statuses, [...Array(10).fill(401), ...Array(4).fill(503)]);
      const busy = answers.find((answer) => answer.statusCode === 503);
      assert.equal(busy && problem(busy), 'Sign-in is busy, try again in a moment.');
      assert.equal(busy?.headers['retry-after'], '5');
    });
  });
}
