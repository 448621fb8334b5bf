// @ts-check
import { createHash, randomBytes, randomUUID } from 'node:crypto';

/**
 * Staff accounts, their sessions and failed sign-ins, all in the store so that every
 * instance sees the same. A session's id is given to the browser only; the table keeps its
 * SHA-256.
 *
 * @typedef {import('./connect.js').Store} Store
 * @typedef {import('./schema.js').StaffRow} StaffRow
 */

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;
export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** @param {string} email */
export function normaliseEmail(email) {
  return email.trim().toLowerCase();
}

/** @param {string} value */
function sha256(value) {
  return createHash('sha256').update(value).digest('base64url');
}

/** @param {Store} store @param {string} email @param {string} passwordHash */
export async function addStaff(store, email, passwordHash) {
  const row = {
    id: randomUUID(),
    email: normaliseEmail(email),
    password_hash: passwordHash,
    created_at: new Date().toISOString(),
  };
  await store.db.insertInto('staff').values(row).execute();
  return row;
}

/** @param {Store} store */
export function listStaff(store) {
  return store.db.selectFrom('staff').select(['email', 'created_at']).orderBy('email').execute();
}

/** @param {Store} store @param {string} email */
export function findStaff(store, email) {
  return store.db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

/** @param {Store} store @param {string} email @returns {Promise<boolean>} */
export async function removeStaff(store, email) {
  const result = await store.db
    .deleteFrom('staff')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * A new password ends every session of the account.
 * @param {Store} store @param {string} email @param {string} passwordHash
 * @returns {Promise<boolean>}
 */
export async function setPassword(store, email, passwordHash) {
  const account = await findStaff(store, email);
  if (!account) return false;
  await store.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('staff')
      .set({ password_hash: passwordHash })
      .where('id', '=', account.id)
      .execute();
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', account.id).execute();
  });
  return true;
}

/**
 * A new session for a staff member who has just signed in: a new id every time.
 * @param {Store} store @param {StaffRow} account
 * @returns {Promise<{ id: string; csrfToken: string }>}
 */
export async function startSession(store, account) {
  const id = randomBytes(32).toString('base64url');
  const csrfToken = randomBytes(32).toString('base64url');
  const now = new Date().toISOString();
  await store.db
    .insertInto('staff_sessions')
    .values({
      id_hash: sha256(id),
      staff_id: account.id,
      csrf_token: csrfToken,
      created_at: now,
      last_seen_at: now,
    })
    .execute();
  return { id, csrfToken };
}

/**
 * The signed-in staff member of a session id, or undefined when it is unknown, ended,
 * idle for 12 hours or older than 7 days (and then it is deleted).
 * @param {Store} store @param {string | undefined} id @param {Date} [now]
 * @returns {Promise<{ email: string; staffId: string; csrfToken: string } | undefined>}
 */
export async function findSession(store, id, now = new Date()) {
  if (!id || id.length > 100) return undefined;
  const idHash = sha256(id);
  const row = await store.db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.csrf_token',
      'staff_sessions.created_at',
      'staff_sessions.last_seen_at',
      'staff.email',
      'staff.id',
    ])
    .where('staff_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const age = now.getTime() - Date.parse(row.created_at);
  const idle = now.getTime() - Date.parse(row.last_seen_at);
  if (age > SESSION_LIFETIME_MS || idle > SESSION_IDLE_MS) {
    await endSession(store, id);
    return undefined;
  }
  if (idle > TOUCH_EVERY_MS) {
    await store.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { email: row.email, staffId: row.id, csrfToken: row.csrf_token };
}

/** @param {Store} store @param {string} id */
export async function endSession(store, id) {
  await store.db.deleteFrom('staff_sessions').where('id_hash', '=', sha256(id)).execute();
}

/**
 * Whether sign-in is refused for any of these keys: 5 failures in the last 15 minutes.
 * @param {Store} store @param {string[]} keys @param {Date} [now]
 */
export async function signInLocked(store, keys, now = new Date()) {
  const since = new Date(now.getTime() - FAILURE_WINDOW_MS).toISOString();
  const rows = await store.db
    .selectFrom('sign_in_failures')
    .select(['key', (eb) => eb.fn.countAll().as('failures')])
    .where('key', 'in', keys)
    .where('at', '>', since)
    .groupBy('key')
    .execute();
  return rows.some((row) => Number(row.failures) >= FAILURE_LIMIT);
}

/** @param {Store} store @param {string[]} keys */
export async function recordSignInFailure(store, keys) {
  const at = new Date().toISOString();
  await store.db
    .insertInto('sign_in_failures')
    .values(keys.map((key) => ({ id: randomUUID(), key, at })))
    .execute();
  // Old failures count for nothing: keep the table small.
  await store.db
    .deleteFrom('sign_in_failures')
    .where('at', '<', new Date(Date.now() - 2 * FAILURE_WINDOW_MS).toISOString())
    .execute();
}

/** @param {Store} store @param {string} key */
export async function clearSignInFailures(store, key) {
  await store.db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}
