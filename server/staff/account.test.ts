/**
 * A staff member's own account, against both stores (SQLite and a throwaway PostgreSQL):
 * the sessions they are signed in with, "Sign out everywhere else", and changing their
 * password, each change refused without the current password, the CSRF token or this
 * site's Origin.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';
import { addStaff, findStaff } from '../store/staff';
import { startSession } from '../store/sessions';
import { startPostgres } from '../../support/postgres.js';
import { startSite } from '../../support/site';

const ORIGIN = 'http://localhost:80';
const PASSWORD = 'Tall ships on the Clyde';
const NEW_PASSWORD = 'Herring gulls over Govan pier';
const EMAIL = 'morag@example.co.uk';

let postgres: Awaited<ReturnType<typeof startPostgres>>;
beforeAll(async () => {
  postgres = await startPostgres();
});
afterAll(() => postgres?.kill());

type Session = { id: string; csrfToken: string };

for (const storeKind of ['sqlite', 'postgres'] as const) {
  describe(`your account on ${storeKind}`, () => {
    let site: Awaited<ReturnType<typeof startSite>>;
    let staffId: string;

    beforeAll(async () => {
      const databaseUrl =
        storeKind === 'postgres' ? await postgres.createDatabase('account') : undefined;
      site = await startSite({ databaseUrl });
      staffId = (await addStaff(site.store, EMAIL, await hashPassword(PASSWORD))).id;
    });
    afterAll(() => site?.close());

    const newSession = () => startSession(site.store, { id: staffId });
    const get = (url: string, session: Session) =>
      site.app.inject({ url, headers: { cookie: `staff_session=${session.id}` } });
    /** Whether a session's cookie still opens the inbox. */
    const opens = async (session: Session) => (await get('/staff', session)).statusCode === 200;

    function post(
      url: string,
      session: Session,
      fields: Record<string, string>,
      { origin = ORIGIN, token = session.csrfToken } = {},
    ) {
      return site.app.inject({
        method: 'POST',
        url,
        headers: {
          origin,
          cookie: `staff_session=${session.id}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams({ _csrf: token, ...fields }).toString(),
      });
    }

    test('every staff page links to your account, which lists your sessions and marks this one', async () => {
      const here = await newSession();
      const there = await newSession();
      const someoneElse = await startSession(
        site.store,
        await addStaff(site.store, `iain.${storeKind}@example.co.uk`, 'scrypt$x'),
      );
      assert.match(
        (await get('/staff', here)).body,
        /<a href="\/staff\/account">Your account<\/a>/,
      );

      const page = await get('/staff/account', here);
      assert.equal(page.statusCode, 200);
      assert.equal(page.body.match(/This session/g)?.length, 1);
      assert.ok(page.body.includes('Another browser or device'));
      assert.ok(page.body.includes('Sign out everywhere else'));
      // Nothing that would open or forge another session is on the page.
      for (const secret of [there.id, there.csrfToken, someoneElse.id, someoneElse.csrfToken]) {
        assert.ok(!page.body.includes(secret));
      }
      assert.ok(!page.body.includes('iain.'));
      await site.store.db.deleteFrom('staff_sessions').execute();
    });

    test('"Sign out everywhere else" needs the token and this site\'s Origin, then ends every other session and keeps this one', async () => {
      const here = await newSession();
      const there = await newSession();
      const url = '/staff/account/sign-out-others';

      for (const refused of [
        await post(url, here, {}, { token: '' }),
        await post(url, here, {}, { token: there.csrfToken }),
        await post(url, here, {}, { origin: 'https://evil.example' }),
      ]) {
        assert.equal(refused.statusCode, 403);
      }
      assert.ok(await opens(there), 'refused posts end nothing');

      const done = await post(url, here, {});
      assert.equal(done.statusCode, 303);
      assert.equal(done.headers.location, '/staff/account?done=others');
      assert.equal(await opens(there), false);
      assert.equal(await opens(here), true);
      const page = await get('/staff/account?done=others', here);
      assert.ok(page.body.includes('Signed out everywhere else'));
      assert.ok(page.body.includes('You are not signed in anywhere else.'));
      assert.equal(page.body.match(/This session/g)?.length, 1);
      assert.ok(!page.body.includes('Another browser or device'));
      await site.store.db.deleteFrom('staff_sessions').execute();
    });

    test('the password page has a labelled field for each password, none filled in', async () => {
      const page = await get('/staff/account/password', await newSession());
      assert.equal(page.statusCode, 200);
      for (const [id, label] of [
        ['currentPassword', 'Current password'],
        ['newPassword', 'New password'],
        ['newPasswordAgain', 'New password again'],
      ]) {
        assert.match(page.body, new RegExp(`<label for="${id}">${label}</label>`));
        assert.match(page.body, new RegExp(`<input id="${id}" type="password"[^>]* name="${id}"`));
      }
      assert.match(page.body, /autocomplete="current-password"/i);
      assert.equal(page.body.match(/autocomplete="new-password"/gi)?.length, 2);
    });

    test('a change of password is refused without the token, from another site, or with a wrong current password', async () => {
      const here = await newSession();
      const there = await newSession();
      const url = '/staff/account/password';
      const form = {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        newPasswordAgain: NEW_PASSWORD,
      };
      assert.equal((await post(url, here, form, { token: '' })).statusCode, 403);
      assert.equal(
        (await post(url, here, form, { origin: 'https://evil.example' })).statusCode,
        403,
      );
      assert.equal((await post(url, here, form, { origin: 'null' })).statusCode, 403);

      const wrong = await post(url, here, { ...form, currentPassword: 'Tall ships on the Forth' });
      assert.equal(wrong.statusCode, 400);
      assert.ok(wrong.body.includes('That is not your current password.'));
      assert.match(wrong.body, /id="currentPassword"[^>]*aria-invalid="true"/);
      assert.match(wrong.body, /aria-describedby="currentPassword-error"/);
      assert.ok(wrong.body.includes('href="#currentPassword"'), 'the summary leads to the field');

      const empty = await post(url, here, { ...form, currentPassword: '' });
      assert.equal(empty.statusCode, 400);
      assert.ok(empty.body.includes('Enter your current password.'));

      const { password_hash } = (await findStaff(site.store, EMAIL)) ?? { password_hash: '' };
      assert.equal(
        await verifyPassword(PASSWORD, password_hash),
        true,
        'the password is unchanged',
      );
      assert.ok((await opens(here)) && (await opens(there)), 'no session ended');
      await site.store.db.deleteFrom('staff_sessions').execute();
      await site.store.db.deleteFrom('rate_limits').execute();
    });

    test('a new password that is short, common, the current one or not repeated the same is refused with its message', async () => {
      const here = await newSession();
      const url = '/staff/account/password';
      const cases: [string, string, string, string][] = [
        ['Short1!', 'Short1!', 'newPassword', 'The password must be at least 12 characters.'],
        [
          'sunshine2026!',
          'sunshine2026!',
          'newPassword',
          'That password is too common or too easy to guess: choose another.',
        ],
        [
          PASSWORD,
          PASSWORD,
          'newPassword',
          'The new password must be different from your current one.',
        ],
        ['', '', 'newPassword', 'Enter a new password.'],
        [NEW_PASSWORD, '', 'newPasswordAgain', 'Enter the new password again.'],
        [
          NEW_PASSWORD,
          'Herring gulls over Partick',
          'newPasswordAgain',
          'The two new passwords are not the same.',
        ],
      ];
      for (const [newPassword, newPasswordAgain, field, message] of cases) {
        const response = await post(url, here, {
          currentPassword: PASSWORD,
          newPassword,
          newPasswordAgain,
        });
        assert.equal(response.statusCode, 400, message);
        assert.ok(response.body.includes(message), message);
        assert.match(response.body, new RegExp(`id="${field}"[^>]*aria-invalid="true"`));
        assert.ok(!response.body.includes(PASSWORD), 'no password is written back');
      }
      const { password_hash } = (await findStaff(site.store, EMAIL)) ?? { password_hash: '' };
      assert.equal(await verifyPassword(PASSWORD, password_hash), true);
      await site.store.db.deleteFrom('staff_sessions').execute();
    });

    test("after 5 wrong current passwords the account's next tries are refused for a while, even the right one", async () => {
      const here = await newSession();
      const url = '/staff/account/password';
      const form = { newPassword: NEW_PASSWORD, newPasswordAgain: NEW_PASSWORD };
      for (let i = 0; i < 5; i += 1) {
        const wrong = await post(url, here, {
          ...form,
          currentPassword: `Wrong guess number ${i}`,
        });
        assert.equal(wrong.statusCode, 400);
      }
      const paused = await post(url, here, { ...form, currentPassword: PASSWORD });
      assert.equal(paused.statusCode, 429);
      assert.match(paused.body, /Too many wrong current passwords: try again in 1[45] minutes\./);
      const { password_hash } = (await findStaff(site.store, EMAIL)) ?? { password_hash: '' };
      assert.equal(await verifyPassword(PASSWORD, password_hash), true);
      await site.store.db.deleteFrom('rate_limits').execute();
      await site.store.db.deleteFrom('staff_sessions').execute();
    });

    test('the right change sets the new password, ends every other session and keeps this browser signed in', async () => {
      const here = await newSession();
      const there = await newSession();
      const done = await post('/staff/account/password', here, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        newPasswordAgain: NEW_PASSWORD,
      });
      assert.equal(done.statusCode, 303);
      assert.equal(done.headers.location, '/staff/account?done=password');
      const cookie = [done.headers['set-cookie'] ?? []].flat().map(String);
      const renewed = cookie.find((line) => line.startsWith('staff_session='));
      assert.ok(renewed, 'this browser gets a new session');
      assert.match(renewed, /HttpOnly/);
      assert.match(renewed, /SameSite=Strict/);
      const id = renewed.slice('staff_session='.length).split(';')[0] ?? '';

      assert.equal(await opens(there), false, 'the other session has ended');
      assert.equal(await opens(here), false, 'the old id of this one too: it was renewed');
      const page = await get('/staff/account?done=password', { id, csrfToken: '' });
      assert.equal(page.statusCode, 200);
      assert.ok(page.body.includes('Your password has been changed.'));
      assert.ok(page.body.includes('You are not signed in anywhere else.'));

      const { password_hash } = (await findStaff(site.store, EMAIL)) ?? { password_hash: '' };
      assert.equal(await verifyPassword(NEW_PASSWORD, password_hash), true);
      assert.equal(await verifyPassword(PASSWORD, password_hash), false);
    });
  });
}
