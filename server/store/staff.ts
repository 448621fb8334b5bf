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

/** A new password ends every session of the account and forgets its failed sign-ins. */
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
    await trx.deleteFrom('sign_in_failures').where('key', '=', accountKey(account.email)).execute();
  });
  return true;
}

/**
 * Stores a hash made at today's cost in place of an older one, at sign-in, sessions kept.
 * Only over the hash that was checked: a reset in the meantime wins.
 */
export async function upgradePasswordHash(
  store: Store,
  account: Pick<StaffRow, 'id' | 'password_hash'>,
  passwordHash: string,
) {
  await store.db
    .updateTable('staff')
    .set({ password_hash: passwordHash })
    .where('id', '=', account.id)
    .where('password_hash', '=', account.password_hash)
    .execute();
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

/**
 * Guessing, slowed without locking anyone out (docs/decisions/018, "Guessing"). Each failed
 * sign-in is kept twice: against the account typed (known or not, so the answer says
 * nothing of which exist) and against the address it came from (an IPv6 one by its /64).
 *
 * - An address with no failure in the last 15 minutes always has its password checked:
 *   a stranger's failures can never keep the right password out.
 * - From an address with recent failures, the account's failures of the last day make the
 *   next try wait: 1 second after the last failure for one, doubling with each (2, 4, 8 s
 *   ...), at most 15 minutes. A try in the wait is refused before the password is checked
 *   and is not counted, so waiting it out costs a guesser time and costs the owner at most
 *   15 minutes after their own last failure, never for ever.
 * - An address with 10 failures in 15 minutes, whatever the accounts, is paused until the
 *   oldest of those 10 is 15 minutes old: one network spraying guesses over many accounts.
 * A successful sign-in and a password reset forget the account's failures.
 */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_FAILURE_LIMIT = 10;
export const LONGEST_DELAY_MS = 15 * 60 * 1000;

function accountKey(email: string) {
  return `account:${normaliseEmail(email)}`;
}

/** The keys a sign-in's failures are kept under; `address` as addressKey() gives it. */
export function signInKeys(email: string, address: string) {
  return { account: accountKey(email), address: `address:${address}` };
}

/** How long an account's failures make the next try wait, from its last failure. */
export function accountDelayMs(failures: number) {
  return failures < 1 ? 0 : Math.min(LONGEST_DELAY_MS, 1000 * 2 ** (failures - 1));
}

export interface SignInWait {
  ms: number;
  /** Whose failures it is for: the account's (a growing delay) or the address's (a pause). */
  reason: 'account' | 'address';
}

/** How long this try must wait before its password is checked, or undefined for not at all. */
export async function signInWait(
  store: Store,
  keys: { account: string; address: string },
  now = new Date(),
): Promise<SignInWait | undefined> {
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const fromAddress = await store.db
    .selectFrom('sign_in_failures')
    .select('at')
    .where('key', '=', keys.address)
    .where('at', '>', ago(FAILURE_WINDOW_MS))
    .orderBy('at', 'desc')
    .limit(ADDRESS_FAILURE_LIMIT)
    .execute();
  if (fromAddress.length === 0) return undefined;
  const oldest = fromAddress[ADDRESS_FAILURE_LIMIT - 1];
  if (oldest) {
    return { ms: Date.parse(oldest.at) + FAILURE_WINDOW_MS - now.getTime(), reason: 'address' };
  }
  const account = await store.db
    .selectFrom('sign_in_failures')
    .select([(eb) => eb.fn.countAll().as('failures'), (eb) => eb.fn.max('at').as('last')])
    .where('key', '=', keys.account)
    .where('at', '>', ago(FAILURE_KEPT_MS))
    .executeTakeFirst();
  if (!account?.last) return undefined;
  const ms = Date.parse(account.last) + accountDelayMs(Number(account.failures)) - now.getTime();
  return ms > 0 ? { ms, reason: 'account' } : undefined;
}

export async function recordSignInFailure(
  store: Store,
  keys: { account: string; address: string },
  now = new Date(),
) {
  const at = now.toISOString();
  await store.db
    .insertInto('sign_in_failures')
    .values([keys.account, keys.address].map((key) => ({ id: randomUUID(), key, at })))
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
