import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Store } from './connect';
import type { SessionRow, StaffRow } from './schema';

/**
 * Staff accounts, their sessions and failed sign-ins, all in the store so that every
 * instance sees the same. A session's id is given to the browser only; the table keeps its
 * SHA-256.
 */
export interface Session {
  email: string;
  staffId: string;
  csrfToken: string;
}

export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;
export const FAILURE_LIMIT = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** How long a failed sign-in (the e-mail address typed, the address it came from) is kept. */
export const FAILURE_KEPT_MS = 24 * 60 * 60 * 1000;

export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

function sha256(value: string) {
  return createHash('sha256').update(value).digest('base64url');
}

export async function addStaff(store: Store, email: string, passwordHash: string) {
  const row = {
    id: randomUUID(),
    email: normaliseEmail(email),
    password_hash: passwordHash,
    created_at: new Date().toISOString(),
  };
  await store.db.insertInto('staff').values(row).execute();
  return row;
}

export function listStaff(store: Store) {
  return store.db.selectFrom('staff').select(['email', 'created_at']).orderBy('email').execute();
}

export function findStaff(store: Store, email: string) {
  return store.db
    .selectFrom('staff')
    .selectAll()
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

export async function removeStaff(store: Store, email: string): Promise<boolean> {
  const result = await store.db
    .deleteFrom('staff')
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A new password ends every session of the account. */
export async function setPassword(
  store: Store,
  email: string,
  passwordHash: string,
): Promise<boolean> {
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

/** A new session for a staff member who has just signed in: a new id every time. */
export async function startSession(
  store: Store,
  account: Pick<StaffRow, 'id'>,
): Promise<{ id: string; csrfToken: string }> {
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
 * The rules of a session's time: ended when idle for 12 hours or older than 7 days; its
 * last_seen_at rewritten when more than a minute old, so an active session stays open.
 */
export function sessionState(
  session: Pick<SessionRow, 'created_at' | 'last_seen_at'>,
  now: Date,
): 'ended' | 'to-touch' | 'fresh' {
  const age = now.getTime() - Date.parse(session.created_at);
  const idle = now.getTime() - Date.parse(session.last_seen_at);
  if (age > SESSION_LIFETIME_MS || idle > SESSION_IDLE_MS) return 'ended';
  return idle > TOUCH_EVERY_MS ? 'to-touch' : 'fresh';
}

/**
 * The signed-in staff member of a session id, or undefined when it is unknown, ended,
 * idle for 12 hours or older than 7 days (and then it is deleted).
 */
export async function findSession(
  store: Store,
  id: string | undefined,
  now = new Date(),
): Promise<Session | undefined> {
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
  const state = sessionState(row, now);
  if (state === 'ended') {
    await endSession(store, id);
    return undefined;
  }
  if (state === 'to-touch') {
    await store.db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { email: row.email, staffId: row.id, csrfToken: row.csrf_token };
}

export async function endSession(store: Store, id: string) {
  await store.db.deleteFrom('staff_sessions').where('id_hash', '=', sha256(id)).execute();
}

/** A signed-in session as its owner sees it: when, and whether it is the one asking. */
export interface SessionSummary {
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/**
 * The account's open sessions, newest first; `currentId` (the asking session's cookie)
 * is marked. Sessions that have ended but are not yet swept are left out; no id, hash
 * or token leaves the store.
 */
export async function listSessions(
  store: Store,
  staffId: string,
  currentId: string,
  now = new Date(),
): Promise<SessionSummary[]> {
  const rows = await store.db
    .selectFrom('staff_sessions')
    .select(['id_hash', 'created_at', 'last_seen_at'])
    .where('staff_id', '=', staffId)
    .orderBy('created_at', 'desc')
    .execute();
  const current = sha256(currentId);
  return rows
    .filter((row) => sessionState(row, now) !== 'ended')
    .map((row) => ({
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.id_hash === current,
    }));
}

/** Ends every session of the account but `keepId` (the asking one); how many ended. */
export async function endOtherSessions(store: Store, staffId: string, keepId: string) {
  const result = await store.db
    .deleteFrom('staff_sessions')
    .where('staff_id', '=', staffId)
    .where('id_hash', '!=', sha256(keepId))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Whether sign-in is refused for any of these keys: 5 failures in the last 15 minutes. */
export async function signInLocked(store: Store, keys: string[], now = new Date()) {
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

export async function recordSignInFailure(store: Store, keys: string[]) {
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

export async function clearSignInFailures(store: Store, key: string) {
  await store.db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}

/**
 * Deletes the sessions that have ended (idle for 12 hours or older than 7 days) and the
 * sign-in failures older than a day: the retention sweep calls it, so neither a session
 * nobody signs out of nor an address typed at the sign-in form stays until touched.
 */
export async function deleteEndedSignIns(store: Store, now: Date) {
  const sessions = await store.db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', new Date(now.getTime() - SESSION_LIFETIME_MS).toISOString()),
        eb('last_seen_at', '<', new Date(now.getTime() - SESSION_IDLE_MS).toISOString()),
      ]),
    )
    .executeTakeFirst();
  const failures = await store.db
    .deleteFrom('sign_in_failures')
    .where('at', '<', new Date(now.getTime() - FAILURE_KEPT_MS).toISOString())
    .executeTakeFirst();
  return {
    sessions: Number(sessions.numDeletedRows),
    failures: Number(failures.numDeletedRows),
  };
}
