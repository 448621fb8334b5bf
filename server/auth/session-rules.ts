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
