import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Store } from '../store/connect';
import {
  clearSignInFailures,
  endSession,
  findSession,
  findStaff,
  normaliseEmail,
  recordSignInFailure,
  SESSION_LIFETIME_MS,
  signInLocked,
  startSession,
} from '../store/staff';
import { sendHtml } from './answers';
import { csrfAccepted } from './csrf';
import { messagePage, signInPage } from './pages/simple-pages';
import { verifyPassword } from './passwords';
import {
  cookieOptions,
  safeNext,
  SIGN_IN_TOKEN_COOKIE,
  sessionCookie,
  transportAllowed,
} from './session-rules';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const signInQuery = {
  type: 'object',
  properties: { next: text(2000), signedOut: text(1) },
} as const;
const signInBody = {
  type: 'object',
  properties: { email: text(1000), password: text(1000), next: text(2000), _csrf: text(100) },
} as const;
interface SignInForm {
  email?: string;
  password?: string;
  next?: string;
  _csrf?: string;
}

/** The sign-in form's own token: a cookie, and the same value in the form. */
function signInToken(request: FastifyRequest, reply: FastifyReply) {
  const existing = request.cookies[SIGN_IN_TOKEN_COOKIE];
  if (existing && /^[\w-]{43}$/.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  reply.setCookie(SIGN_IN_TOKEN_COOKIE, token, {
    ...cookieOptions(request),
    path: '/staff',
    maxAge: 3600,
  });
  return token;
}

/** GET and POST /staff/sign-in: the one staff address open without a session. */
export const signIn: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  app.get<{ Querystring: { next?: string; signedOut?: string } }>(
    '/staff/sign-in',
    { schema: { querystring: signInQuery } },
    async (request, reply) => {
      if (!transportAllowed(request)) {
        return sendHtml(
          reply,
          403,
          messagePage({ heading: 'Use HTTPS', text: 'Staff sign-in works only over HTTPS.' }),
        );
      }
      if (await findSession(store, request.cookies[sessionCookie(request)])) {
        return reply.redirect('/staff', 303);
      }
      const { next, signedOut } = request.query;
      return sendHtml(
        reply,
        200,
        signInPage({
          csrfToken: signInToken(request, reply),
          next: safeNext(next),
          notice: signedOut === '1' ? 'You have signed out.' : undefined,
        }),
      );
    },
  );

  app.post<{ Body: SignInForm }>(
    '/staff/sign-in',
    { schema: { body: signInBody } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email ?? '').slice(0, 254);
      const password = (request.body.password ?? '').slice(0, 200);
      const next = safeNext(request.body.next);
      const again = (status: number, problem: string) =>
        sendHtml(
          reply,
          status,
          signInPage({ csrfToken: signInToken(request, reply), email, next, problem }),
        );

      if (!transportAllowed(request)) return again(403, 'Staff sign-in works only over HTTPS.');
      if (!csrfAccepted(request, request.cookies[SIGN_IN_TOKEN_COOKIE])) {
        return again(403, 'The sign-in form had expired: please sign in again.');
      }
      const keys = [`account:${email}`, `address:${request.ip}`];
      if (await signInLocked(store, keys)) {
        return again(
          429,
          'Too many failed sign-ins. For your security, sign-in is paused for 15 minutes: try again later, or ask the administrator to reset your password.',
        );
      }
      const account = email ? await findStaff(store, email) : undefined;
      // Checked against a decoy hash when there is no such account: the same answer, in the same time.
      const valid = await verifyPassword(password, account?.password_hash);
      if (!account || !valid) {
        await recordSignInFailure(store, keys);
        return again(401, 'The email address or the password is not right.');
      }
      await clearSignInFailures(store, `account:${email}`);
      const previous = request.cookies[sessionCookie(request)];
      if (previous) await endSession(store, previous);
      const session = await startSession(store, account);
      reply.setCookie(sessionCookie(request), session.id, {
        ...cookieOptions(request),
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
      reply.clearCookie(SIGN_IN_TOKEN_COOKIE, { ...cookieOptions(request), path: '/staff' });
      return reply.redirect(next, 303);
    },
  );
};
