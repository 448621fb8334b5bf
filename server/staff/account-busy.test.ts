/**
 * When the server's password checks are queued full (passwords.ts throws HashingBusy), a
 * change of password says so beside the current password, with 503, and counts no wrong try.
 */
import assert from 'node:assert/strict';
import { afterAll, beforeAll, test, vi } from 'vitest';
import { addStaff } from '../store/staff';
import { startSession } from '../store/sessions';
import { startSite } from '../../support/site';

vi.mock('./passwords', async (original) => ({
  ...(await original<typeof import('./passwords')>()),
  verifyPassword: async () => {
    const error = new Error('Too many password hashes are waiting');
    error.name = 'HashingBusy';
    throw error;
  },
}));

let site: Awaited<ReturnType<typeof startSite>>;
beforeAll(async () => {
  site = await startSite({});
});
afterAll(() => site?.close());

test('a busy server asks to try again in a moment, and the try is not held against the account', async () => {
  const account = await addStaff(site.store, 'busy@example.co.uk', 'scrypt$x');
  const session = await startSession(site.store, account);
  const response = await site.app.inject({
    method: 'POST',
    url: '/staff/account/password',
    headers: {
      origin: 'http://localhost:80',
      cookie: `staff_session=${session.id}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      _csrf: session.csrfToken,
      currentPassword: 'Tall ships on the Clyde',
      newPassword: 'Herring gulls over Govan pier',
      newPasswordAgain: 'Herring gulls over Govan pier',
    }).toString(),
  });
  assert.equal(response.statusCode, 503);
  assert.ok(
    response.body.includes('The server is busy checking passwords: try again in a moment.'),
  );
  assert.match(response.body, /id="currentPassword"[^>]*aria-invalid="true"/);
  const counted = await site.store.db.selectFrom('rate_limits').selectAll().execute();
  assert.deepEqual(counted, []);
});
