import { randomUUID } from 'node:crypto';
import type { Store } from './connect';
import type { StaffRow } from './schema';

/**
 * Staff accounts, in the store so that every instance sees the same. Their sessions are in
 * sessions.ts, their failed sign-ins in sign-in-failures.ts.
 */
export function normaliseEmail(email: string) {
  return email.trim().toLowerCase();
}

/** The key an account's failed sign-ins are kept under (sign-in-failures.ts). */
export function accountKey(email: string) {
  return `account:${normaliseEmail(email)}`;
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
