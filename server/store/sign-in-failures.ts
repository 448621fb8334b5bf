import { randomUUID } from 'node:crypto';
import type { Store } from './connect';
import { SESSION_IDLE_MS, SESSION_LIFETIME_MS } from './sessions';
import { accountKey } from './staff';

/** How long a failed sign-in (the e-mail address typed, the address it came from) is kept. */
export const FAILURE_KEPT_MS = 24 * 60 * 60 * 1000;

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
