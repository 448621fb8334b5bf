import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { QuoteLinks } from '../auth/links';
import type { Store } from './connect';
import type { OutboxState } from './schema';
import { sha256 } from './sessions';
import { normaliseEmail } from './staff';

/**
 * The buyer's sign-in (PRODUCT.md "The buyer's own page"): a link e-mailed to an address
 * the team has sent a quote to, used once within 30 minutes, that signs one browser in for
 * 30 days. Links and sessions are kept as the staff's sessions are: by a hash only, listed
 * and ended by the address.
 */
export const SIGN_IN_LINK_MS = 30 * 60 * 1000;
export const BUYER_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;
/** Longer than any address a form takes (RFC 5321's 254). */
export const MAX_ADDRESS = 254;

/** An address as the store compares it: trimmed, lower case. */
export const buyerAddress = normaliseEmail;

/**
 * The latest enquiry, not erased, whose quote a member of staff has sent to the address:
 * where a sign-in link's e-mail is filed. None when the team never quoted the address.
 */
export async function quotedEnquiryOf(
  store: Pick<Store, 'db'>,
  email: string,
): Promise<string | undefined> {
  const row = await store.db
    .selectFrom('enquiries')
    .innerJoin('quotes', 'quotes.enquiry_id', 'enquiries.id')
    .select('enquiries.id')
    // lower() on both sides: SQLite's folds ASCII only, and so is compared with itself.
    .where(sql<string>`lower(enquiries.email)`, '=', sql<string>`lower(${buyerAddress(email)})`)
    .where('enquiries.erased_at', 'is', null)
    .where('quotes.latest_version', '>', 0)
    .orderBy('enquiries.created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Makes a sign-in link for the address and queues its e-mail, in one transaction, when the
 * team has quoted the address; otherwise makes nothing. Answers whether a link was made:
 * never shown to the visitor, whose answer is the same either way.
 */
export async function makeSignInLink(
  store: Store,
  links: Pick<QuoteLinks, 'signInToken' | 'hash'>,
  email: string,
  now: Date,
  mail: OutboxState,
): Promise<boolean> {
  const address = buyerAddress(email);
  return store.db.transaction().execute(async (trx) => {
    const enquiryId = await quotedEnquiryOf({ db: trx }, address);
    if (!enquiryId) return false;
    const id = randomUUID();
    const nonce = randomBytes(16).toString('base64url');
    const at = now.toISOString();
    await trx
      .insertInto('buyer_links')
      .values({
        id,
        email: address,
        nonce,
        token_hash: links.hash(links.signInToken({ id, nonce })),
        created_at: at,
        expires_at: new Date(now.getTime() + SIGN_IN_LINK_MS).toISOString(),
        used_at: null,
      })
      .execute();
    await trx
      .insertInto('outbox')
      .values({
        id: randomUUID(),
        enquiry_id: enquiryId,
        kind: 'buyer-link',
        quote_version: null,
        order_step: null,
        invoice_id: null,
        credit_note_id: null,
        buyer_link_id: id,
        words: null,
        state: mail,
        attempts: 0,
        next_attempt_at: at,
        created_at: at,
      })
      .execute();
    return true;
  });
}

/** The link an outbox row sends, while it can still be used; undefined once used or ended. */
export async function linkToSend(store: Store, id: string | null, now: Date) {
  if (!id) return undefined;
  return store.db
    .selectFrom('buyer_links')
    .select(['id', 'nonce', 'email', 'expires_at'])
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/**
 * Signs a browser in with a link: the link used (one conditional write, so a link opened
 * twice at once, or on two instances, signs in once) and the session started, in one
 * transaction, so a failure between them leaves the link unused. Answers the new session's
 * id (for the browser only), or undefined when the token names no link, or one already
 * used or past its 30 minutes.
 */
export async function signInWithLink(
  store: Store,
  tokenHash: string,
  browser: string,
  now: Date,
): Promise<string | undefined> {
  const at = now.toISOString();
  return store.db.transaction().execute(async (trx) => {
    const link = await trx
      .updateTable('buyer_links')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('email')
      .executeTakeFirst();
    if (!link) return undefined;
    const id = randomBytes(32).toString('base64url');
    await trx
      .insertInto('buyer_sessions')
      .values({
        id_hash: sha256(id),
        email: link.email,
        created_at: at,
        last_seen_at: at,
        expires_at: new Date(now.getTime() + BUYER_SESSION_MS).toISOString(),
        browser: browser.slice(0, 60),
      })
      .execute();
    return id;
  });
}

export interface BuyerSession {
  email: string;
  /** The session's own hash: the page marks "this browser" by it. */
  idHash: string;
}

/** The address a browser's session signs in, or undefined when it is unknown or ended. */
export async function findBuyerSession(
  store: Store,
  id: string | undefined,
  now: Date,
): Promise<BuyerSession | undefined> {
  if (!id || id.length > 100) return undefined;
  const idHash = sha256(id);
  const row = await store.db
    .selectFrom('buyer_sessions')
    .select(['email', 'last_seen_at', 'expires_at'])
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  if (row.expires_at <= now.toISOString()) {
    await store.db.deleteFrom('buyer_sessions').where('id_hash', '=', idHash).execute();
    return undefined;
  }
  if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
    await store.db
      .updateTable('buyer_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  }
  return { email: row.email, idHash };
}

/** The address's sessions still open, newest first, for the page's list. */
export function buyerSessions(store: Store, email: string, now: Date) {
  return store.db
    .selectFrom('buyer_sessions')
    .select(['id_hash', 'created_at', 'last_seen_at', 'browser'])
    .where('email', '=', buyerAddress(email))
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .limit(50)
    .execute();
}

export async function endBuyerSession(store: Store, id: string | undefined) {
  if (!id || id.length > 100) return;
  await store.db.deleteFrom('buyer_sessions').where('id_hash', '=', sha256(id)).execute();
}

/** "Sign out everywhere": every session of the address, and its links not yet used. */
export async function endBuyerSessions(store: Store, email: string) {
  const address = buyerAddress(email);
  await store.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('buyer_sessions').where('email', '=', address).execute();
    await trx.deleteFrom('buyer_links').where('email', '=', address).execute();
  });
}

/** Forgets links and sessions that have ended (the retention sweep calls it). */
export async function deleteEndedBuyerSignIns(store: Store, now: Date): Promise<number> {
  const at = now.toISOString();
  const links = await store.db
    .deleteFrom('buyer_links')
    .where((eb) => eb.or([eb('expires_at', '<=', at), eb('used_at', 'is not', null)]))
    .executeTakeFirst();
  const sessions = await store.db
    .deleteFrom('buyer_sessions')
    .where('expires_at', '<=', at)
    .executeTakeFirst();
  return Number(links.numDeletedRows) + Number(sessions.numDeletedRows);
}
