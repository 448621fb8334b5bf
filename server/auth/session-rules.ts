import type { FastifyRequest } from 'fastify';

/**
 * The rules of a staff session's cookies and of where sign-in is allowed: pure functions
 * of the request, so each is tested on its own (session-rules.test.ts).
 */
const LOOPBACK_HOSTS = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/;
export const SIGN_IN_TOKEN_COOKIE = 'staff_sign_in';

type RequestLike = Pick<FastifyRequest, 'protocol' | 'host'>;

/** The session cookie: `__Host-` (Secure, path /, no domain) except over plain HTTP on loopback. */
export function sessionCookie(request: Pick<FastifyRequest, 'protocol'>) {
  return request.protocol === 'https' ? '__Host-staff_session' : 'staff_session';
}

export function cookieOptions(request: Pick<FastifyRequest, 'protocol'>) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  } as const;
}

/** Plain HTTP only where nobody can listen in: this machine, for development. */
export function transportAllowed(request: RequestLike) {
  return request.protocol === 'https' || LOOPBACK_HOSTS.test(request.host);
}

/** Where to go after signing in: a staff page, never another site. */
export function safeNext(next: string | undefined) {
  return next && /^\/staff(?:\/[\w\-./?=&%]*)?$/.test(next) && !next.startsWith('//')
    ? next
    : '/staff';
}

/**
 * A buyer's session cookie: `__Host-` over HTTPS, like the staff's. SameSite=Lax, not
 * Strict: the buyer arrives from a link in their e-mail, a navigation from another site,
 * and Strict would leave them signed out on the page the link leads to. Lax still keeps
 * the cookie off another site's posts; the room refuses those by their Origin too.
 */
export function buyerCookie(request: Pick<FastifyRequest, 'protocol'>) {
  return request.protocol === 'https' ? '__Host-buyer_session' : 'buyer_session';
}

export function buyerCookieOptions(
  request: Pick<FastifyRequest, 'protocol'>,
  maxAgeSeconds: number,
) {
  return { ...cookieOptions(request), sameSite: 'lax', maxAge: maxAgeSeconds } as const;
}
