import { createHash, randomBytes } from 'node:crypto';
import type { Store } from './connect';
import type { SessionRow, StaffRow } from './schema';

/**
 * Staff sessions, in the store so that every instance sees the same. A session's id is
 * given to the browser only; the table keeps its SHA-256.
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

/** A secret's SHA-256, as the store keeps sessions and links by it: never the secret. */
export function sha256(value: string) {
  return createHash('sha256').update(value).digest('base64url');
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
