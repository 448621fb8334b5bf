/**
 * What the staff inbox's tests share (orders, quotes, send-state): a member of staff signed
 * in, their pages and form posts as the browser sends them, and a quote accepted by the
 * customer through the store, as the customer's page takes it.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../server/staff/passwords';
import { findByTokenHash } from '../server/store/customer-answers';
import { acceptQuote } from '../server/store/accept-quote';
import type { Store } from '../server/store/connect';
import { startSession } from '../server/store/sessions';
import { addStaff } from '../server/store/staff';
import { ADDRESSES } from './customer-test-kit';

/** What Fastify's inject takes this site to be: a form post from its own page says so. */
export const ORIGIN = 'http://localhost:80';

/** The page's words, as a reader gets them: no tags, entities read, spaces collapsed. */
export function pageWords(html: string) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

export interface StaffSession {
  id: string;
  csrfToken: string;
}

/** A member of staff added with a real password hash, and signed in: their session. */
export async function signedIn(store: Store, email: string): Promise<StaffSession> {
  const password = await hashPassword('Tall ships on the Clyde');
  return startSession(store, await addStaff(store, email, password));
}

/** A page of the inbox as the signed-in member of staff asks for it. */
export function staffGet(app: FastifyInstance, session: StaffSession, url: string) {
  return app.inject({ url, headers: { cookie: `staff_session=${session.id}` } });
}

/**
 * A form post from the inbox's own page with the session's form token; a test of the walls
 * gives another origin, or another token ('' for none).
 */
export function staffPost(
  app: FastifyInstance,
  session: StaffSession,
  url: string,
  fields: Record<string, string> = {},
  { origin = ORIGIN, token = session.csrfToken }: { origin?: string; token?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: `staff_session=${session.id}`,
      origin,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({ ...(token ? { _csrf: token } : {}), ...fields }).toString(),
  });
}

/** The quote the customer's link names (the token, as the link carries it), as the store finds it. */
export async function quoteByToken(store: Store, token: string) {
  return quoteByHash(store, createHash('sha256').update(token).digest('hex'));
}

/** The quote whose link's hash the quote's row keeps, as the store finds it. */
export async function quoteByHash(store: Store, hash: string) {
  const found = await findByTokenHash(store, hash);
  assert.ok(found, 'the link names a quote');
  return found;
}

/** The customer's acceptance of a version, billed at the kit's address, with no email sent. */
export function acceptAs(
  store: Store,
  found: Awaited<ReturnType<typeof quoteByHash>>,
  { version = 1, name, po, now }: { version?: number; name: string; po: string; now: Date },
) {
  return acceptQuote(store, found, {
    version,
    ...ADDRESSES,
    name,
    po,
    now,
    mail: 'not-configured',
  });
}
