import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '../plugins/address-key';
import { rateLimitPlugin } from '../plugins/rate-limit';
import {
  clearSignInFailures,
  recordSignInFailure,
  signInKeys,
  signInWait,
  type SignInWait,
} from '../store/sign-in-failures';
import { endSession, findSession, SESSION_LIFETIME_MS, startSession } from '../store/sessions';
import { findStaff, normaliseEmail, upgradePasswordHash } from '../store/staff';
import { sendHtml } from './replies';
import { csrfAccepted } from './csrf';
import { messagePage, signInPage } from './pages/simple-pages';
import { HashingBusy, hashPassword, needsRehash, verifyPassword } from './passwords';
import {
  cookieOptions,
  safeNext,
  SIGN_IN_TOKEN_COOKIE,
  sessionCookie,
  transportAllowed,
} from '../auth/session-rules';
import { urls } from '../urls';

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
    path: urls.staff.inbox.path,
    maxAge: 3600,
  });
  return token;
}

/**
 * Sign-in posts per visitor (an IPv6 one by its /64) per minute, counted before anything
 * the form says is checked: each can cost a password hash, so a flood is cut off here, and
 * a person retyping a password never comes near it.
 */
const SIGN_IN_RATE_LIMIT = { max: 20, timeWindow: 60 * 1000 };

/** "30 seconds", "2 minutes": a wait as the page says it, rounded up. */
function waitText(ms: number) {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

function waitMessage({ ms, reason }: SignInWait) {
  return reason === 'account'
    ? `Too many failed sign-ins for this account. Wait ${waitText(ms)} before trying again, or ask the administrator to reset your password.`
    : `Too many failed sign-ins from your network: sign-in from it is paused. Wait ${waitText(ms)} before trying again.`;
}

/**
 * GET and POST /staff/sign-in: the one staff address open without a session. `now` is the
 * clock the guessing delays read (a test's own in tests).
 */
export const signIn: FastifyPluginAsync = async (app) => {
  const { store, clock: now } = app;
  await app.register(rateLimitPlugin, { store });

  /** The form again, as it was sent (never the password), with what went wrong. */
  const again = (request: FastifyRequest, reply: FastifyReply, status: number, problem: string) => {
    const body = (request.body ?? {}) as SignInForm;
    return sendHtml(
      reply,
      status,
      signInPage({
        csrfToken: signInToken(request, reply),
        email: normaliseEmail(body.email ?? '').slice(0, 254),
        next: safeNext(body.next),
        problem,
      }),
    );
  };

  app.setErrorHandler((error, request, reply) => {
    if ((error as { statusCode?: number }).statusCode !== 429) throw error;
    const seconds = Number(reply.getHeader('retry-after')) || 60;
    return again(
      request,
      reply,
      429,
      `Too many sign-in attempts from your network. Wait ${waitText(seconds * 1000)} before trying again.`,
    );
  });

  app.get<{ Querystring: { next?: string; signedOut?: string } }>(
    urls.staff.signIn.path,
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
        return reply.redirect(urls.staff.inbox.href(), 303);
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
    urls.staff.signIn.path,
    {
      schema: { body: signInBody },
      config: {
        rateLimit: {
          ...SIGN_IN_RATE_LIMIT,
          keyGenerator: (request: FastifyRequest) => `sign-in ${addressKey(request.ip)}`,
        },
      },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email ?? '').slice(0, 254);
      const password = (request.body.password ?? '').slice(0, 200);
      const next = safeNext(request.body.next);
      const refuse = (status: number, problem: string) => again(request, reply, status, problem);

      if (!transportAllowed(request)) return refuse(403, 'Staff sign-in works only over HTTPS.');
      if (!csrfAccepted(request, request.cookies[SIGN_IN_TOKEN_COOKIE])) {
        return refuse(403, 'The sign-in form had expired: please sign in again.');
      }
      const keys = signInKeys(email, addressKey(request.ip));
      const wait = await signInWait(store, keys, now());
      if (wait) {
        reply.header('retry-after', Math.ceil(wait.ms / 1000));
        return refuse(429, waitMessage(wait));
      }
      const account = email ? await findStaff(store, email) : undefined;
      let valid;
      try {
        // Checked against a decoy hash when there is no such account: the same answer, in the same time.
        valid = await verifyPassword(password, account?.password_hash);
      } catch (error) {
        if (!(error instanceof HashingBusy)) throw error;
        reply.header('retry-after', 5);
        return refuse(503, 'Sign-in is busy, try again in a moment.');
      }
      if (!account || !valid) {
        await recordSignInFailure(store, keys, now());
        return refuse(401, 'The email address or the password is not right.');
      }
      await clearSignInFailures(store, keys.account);
      if (needsRehash(account.password_hash)) {
        await upgradePasswordHash(store, account, await hashPassword(password));
      }
      const previous = request.cookies[sessionCookie(request)];
      if (previous) await endSession(store, previous);
      const session = await startSession(store, account);
      reply.setCookie(sessionCookie(request), session.id, {
        ...cookieOptions(request),
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
      reply.clearCookie(SIGN_IN_TOKEN_COOKIE, {
        ...cookieOptions(request),
        path: urls.staff.inbox.path,
      });
      return reply.redirect(next, 303);
    },
  );
};
