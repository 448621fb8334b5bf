import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { countRequest, readCount } from '../store/rate-limits';
import {
  endOtherSessions,
  listSessions,
  SESSION_LIFETIME_MS,
  startSession,
} from '../store/sessions';
import { findStaff, setPassword } from '../store/staff';
import { sendHtml } from './replies';
import { accountPage, passwordPage, type PasswordErrors } from './pages/account-pages';
import { messagePage } from './pages/simple-pages';
import { hashPassword, passwordProblem, verifyPassword } from './passwords';
import { staffOf } from './request-staff';
import { emptyBody } from './schemas';
import { cookieOptions, sessionCookie } from '../auth/session-rules';
import { ACCOUNT_DONE, urls, type AccountDone } from '../urls';

const text = { type: 'string', maxLength: 1000 } as const;
const accountQuery = {
  type: 'object',
  properties: { done: { type: 'string', enum: ACCOUNT_DONE } },
} as const;
const passwordBody = {
  type: 'object',
  properties: {
    _csrf: { type: 'string', maxLength: 100 },
    username: text,
    currentPassword: text,
    newPassword: text,
    newPasswordAgain: text,
  },
} as const;
interface PasswordForm {
  currentPassword?: string;
  newPassword?: string;
  newPasswordAgain?: string;
}

/** Wrong current passwords allowed per account in WRONG_WINDOW_MS: a stolen session cannot guess on. */
const WRONG_LIMIT = 5;
const WRONG_WINDOW_MS = 15 * 60 * 1000;

/** The asking session's own id: the scope's hook found the session by it. */
const sessionIdOf = (request: FastifyRequest) => request.cookies[sessionCookie(request)] ?? '';

/**
 * The current password checked, or 'busy' when the server's password checks are queued
 * full (passwords.ts refuses a check then, with an error named HashingBusy).
 */
async function checked(password: string, stored: string | undefined) {
  try {
    return await verifyPassword(password, stored);
  } catch (error) {
    if (error instanceof Error && error.name === 'HashingBusy') return 'busy' as const;
    throw error;
  }
}

/** What is wrong with the new password and its repetition, whatever the current one. */
function newPasswordErrors(form: PasswordForm, email: string): PasswordErrors {
  const { newPassword = '', newPasswordAgain = '', currentPassword = '' } = form;
  const errors: PasswordErrors = {};
  if (!newPassword) errors.newPassword = 'Enter a new password.';
  else if (newPassword === currentPassword) {
    errors.newPassword = 'The new password must be different from your current one.';
  } else errors.newPassword = passwordProblem(newPassword, email);
  if (!newPasswordAgain) errors.newPasswordAgain = 'Enter the new password again.';
  else if (newPassword && newPasswordAgain !== newPassword) {
    errors.newPasswordAgain = 'The two new passwords are not the same.';
  }
  return errors;
}

/**
 * The signed-in staff member's own account: where they are signed in, "Sign out everywhere
 * else", and a new password (the current one first). Inside the staff scope, so a session,
 * the CSRF token and this site's Origin are checked before any of these run.
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const { store } = app;
  app.get<{ Querystring: { done?: AccountDone } }>(
    urls.staff.account.path,
    { schema: { querystring: accountQuery } },
    async (request, reply) => {
      const staff = staffOf(request);
      const sessions = await listSessions(store, staff.staffId, sessionIdOf(request));
      return sendHtml(reply, 200, accountPage({ staff, sessions, done: request.query.done }));
    },
  );

  app.post(
    urls.staff.signOutOthers.path,
    { schema: { body: emptyBody } },
    async (request, reply) => {
      await endOtherSessions(store, staffOf(request).staffId, sessionIdOf(request));
      return reply.redirect(urls.staff.account.href('others'), 303);
    },
  );

  app.get(urls.staff.password.path, async (request, reply) =>
    sendHtml(reply, 200, passwordPage({ staff: staffOf(request) })),
  );

  app.post<{ Body: PasswordForm }>(
    urls.staff.password.path,
    { schema: { body: passwordBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const errors = newPasswordErrors(request.body, staff.email);
      const current = request.body.currentPassword ?? '';
      const wrongKey = `password-change:${staff.staffId}`;
      const wrong = await readCount(store, wrongKey);
      let status = 400;
      if (!current) errors.currentPassword = 'Enter your current password.';
      else if (wrong.current >= WRONG_LIMIT) {
        const minutes = Math.max(1, Math.ceil(wrong.ttl / 60_000));
        errors.currentPassword = `Too many wrong current passwords: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
        status = 429;
      } else {
        const account = await findStaff(store, staff.email);
        const valid = await checked(current.slice(0, 200), account?.password_hash);
        if (valid === 'busy') {
          errors.currentPassword = 'The server is busy checking passwords: try again in a moment.';
          status = 503;
        } else if (!valid) {
          await countRequest(store, wrongKey, WRONG_WINDOW_MS);
          errors.currentPassword = 'That is not your current password.';
        }
      }
      if (Object.values(errors).some(Boolean)) {
        return sendHtml(reply, status, passwordPage({ staff, errors }));
      }

      // setPassword ends every session of the account, this one too: it goes on as a new
      // session (a new id and token) in the same browser.
      const newHash = await hashPassword(request.body.newPassword ?? '');
      if (!(await setPassword(store, staff.email, newHash))) {
        const gone = { heading: 'No such account', text: 'Your account has been removed.' };
        return sendHtml(reply, 404, messagePage(gone));
      }
      const session = await startSession(store, { id: staff.staffId });
      reply.setCookie(sessionCookie(request), session.id, {
        ...cookieOptions(request),
        maxAge: SESSION_LIFETIME_MS / 1000,
      });
      return reply.redirect(urls.staff.account.href('password'), 303);
    },
  );
};
