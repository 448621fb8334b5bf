/**
 * What the buyer's page tests share: asking for a link as the page's form posts it, the
 * link read back from the e-mail the real SMTP server took, and signing in with it.
 */
import type { FastifyInstance } from 'fastify';
import { formBody } from './site';
import { OWN_ORIGIN } from './customer-test-kit';
import { mailText } from './mail-text';

/** The address form's post, from the site's own page; `from` is the visitor's network. */
export function askForLink(app: FastifyInstance, email: string, { from }: { from?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/account/link',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: OWN_ORIGIN,
      ...(from ? { 'x-forwarded-for': from } : {}),
    },
    payload: formBody({ email }),
  });
}

/** The sign-in link's token in an e-mail, or undefined when it has none. */
export function signInToken(raw: string) {
  return /\/account\/sign-in\/([\w-]{43})/.exec(mailText(raw))?.[1];
}

/** Opens a sign-in link; answers the session cookie it set ("name=value"), if any. */
export async function openSignInLink(app: FastifyInstance, token: string) {
  const response = await app.inject({ method: 'GET', url: `/account/sign-in/${token}` });
  const set = response.headers['set-cookie'];
  const cookie = (Array.isArray(set) ? set : set ? [set] : [])
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('buyer_session=') && pair !== 'buyer_session=');
  return { response, cookie };
}

/** The buyer's page as the browser holding `cookie` reads it. */
export function buyerPage(app: FastifyInstance, cookie: string | undefined, query = '') {
  return app.inject({
    method: 'GET',
    url: `/account${query}`,
    headers: cookie ? { cookie } : {},
  });
}

/** A post from the buyer's page (sign out, sign out everywhere). */
export function buyerPost(app: FastifyInstance, cookie: string | undefined, url: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: OWN_ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    payload: '',
  });
}
