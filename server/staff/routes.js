// @ts-check
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { randomBytes } from 'node:crypto';
import { pagePolicy } from '../csp.js';
import { styleHash } from '../enquiries/pages.js';
import {
  addNote,
  allMatching,
  changeStatus,
  eraseEnquiry,
  getEnquiry,
  KINDS,
  listEnquiries,
  MAX_NOTE_LENGTH,
  STATUSES,
} from '../store/inbox.js';
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
} from '../store/staff.js';
import { enquiriesCsv } from './csv.js';
import { enquiryPage, erasePage, inboxPage, messagePage, signInPage } from './pages.js';
import { verifyPassword } from './passwords.js';

/**
 * The staff inbox under /staff: sign-in, the list, one enquiry, status, notes, erasure
 * and the CSV export, as pages and as JSON (/staff/api/...). Nothing here is public:
 * every address but the sign-in needs a session, every change a CSRF token and a
 * same-origin Origin header. Never cached, never indexed.
 *
 * @typedef {{ store: import('../store/connect.js').Store; domain: import('../enquiries/present.js').Domain }} StaffOptions
 * @typedef {import('fastify').FastifyRequest} Request
 * @typedef {import('fastify').FastifyReply} Reply
 * @typedef {{ email: string; staffId: string; csrfToken: string }} Session
 */

const PAGE_POLICY = pagePolicy([], [styleHash]);
const LOOPBACK_HOSTS = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?$/;
const ID = /^[0-9a-f-]{36}$/;
const SIGN_IN_TOKEN_COOKIE = 'staff_sign_in';
const NOT_SENT = 'Changes need the page they were made on: reload it and try again.';

/** The session cookie: `__Host-` (Secure, path /, no domain) except over plain HTTP on loopback. */
/** @param {Request} request */
function sessionCookie(request) {
  return request.protocol === 'https' ? '__Host-staff_session' : 'staff_session';
}

/** @param {Request} request */
function cookieOptions(request) {
  return /** @type {const} */ ({
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
  });
}

/** Plain HTTP only where nobody can listen in: this machine, for development. */
/** @param {Request} request */
function transportAllowed(request) {
  return request.protocol === 'https' || LOOPBACK_HOSTS.test(request.host);
}

/** @param {Request} request */
function sameOrigin(request) {
  return request.headers.origin === `${request.protocol}://${request.host}`;
}

/** @param {string | undefined} next */
function safeNext(next) {
  return next && /^\/staff(?:\/[\w\-./?=&%]*)?$/.test(next) && !next.startsWith('//')
    ? next
    : '/staff';
}

/** @param {unknown} body @param {string} name */
function field(body, name) {
  const value =
    body && typeof body === 'object'
      ? /** @type {Record<string, unknown>} */ (body)[name]
      : undefined;
  return typeof value === 'string' ? value : '';
}

/** @param {Record<string, unknown>} query */
function listQuery(query) {
  const text = (/** @type {string} */ name) =>
    typeof query[name] === 'string' ? /** @type {string} */ (query[name]) : '';
  const status = STATUSES.find((value) => value === text('status'));
  const kind = KINDS.find((value) => value === text('type'));
  const page = Number.parseInt(text('page'), 10);
  return {
    status,
    kind,
    search: text('q').slice(0, 100),
    page: Number.isFinite(page) && page > 0 && page < 100_000 ? page : 1,
  };
}

/** @type {import('fastify').FastifyPluginAsync<StaffOptions>} */
export async function staffRoutes(app, { store, domain }) {
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });

  /** @param {Reply} reply @param {number} status @param {string} html */
  function sendHtml(reply, status, html) {
    return reply
      .code(status)
      .header('content-security-policy', PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex, nofollow');
    // Not no-referrer: with it, Chromium sends `Origin: null` on the pages' own form posts,
    // and the same-origin check needs the real origin.
    reply.header('referrer-policy', 'same-origin');
    return payload;
  });

  /** The session of a request, or undefined. @param {Request} request @returns {Promise<Session | undefined>} */
  async function sessionOf(request) {
    return findSession(store, request.cookies[sessionCookie(request)]);
  }

  /**
   * Lets a signed-in request through, else answers it: 401 for JSON and changes, a
   * redirect to the sign-in page for a page.
   * @param {Request} request @param {Reply} reply @returns {Promise<Session | undefined>}
   */
  async function requireStaff(request, reply) {
    const session = await sessionOf(request);
    if (session) return session;
    if (request.url.startsWith('/staff/api/') || request.method !== 'GET') {
      await reply.code(401).send({ message: 'Sign in first.' });
      return undefined;
    }
    await reply.redirect(`/staff/sign-in?next=${encodeURIComponent(request.url)}`, 303);
    return undefined;
  }

  /**
   * A change needs a session, a same-origin Origin and the session's CSRF token.
   * @param {Request} request @param {Reply} reply @returns {Promise<Session | undefined>}
   */
  async function requireChange(request, reply) {
    const session = await requireStaff(request, reply);
    if (!session) return undefined;
    const token = field(request.body, '_csrf') || String(request.headers['x-csrf-token'] ?? '');
    if (!sameOrigin(request) || token !== session.csrfToken) {
      await sendHtml(
        reply,
        403,
        messagePage(domain, { staff: session, heading: 'Not changed', text: NOT_SENT }),
      );
      return undefined;
    }
    return session;
  }

  /** @param {Request} request @param {Reply} reply */
  function signInToken(request, reply) {
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

  app.get('/staff/sign-in', async (request, reply) => {
    if (!transportAllowed(request)) {
      return sendHtml(
        reply,
        403,
        messagePage(domain, { heading: 'Use HTTPS', text: 'Staff sign-in works only over HTTPS.' }),
      );
    }
    if (await sessionOf(request)) return reply.redirect('/staff', 303);
    const { next, signedOut } = /** @type {{ next?: string; signedOut?: string }} */ (
      request.query
    );
    return sendHtml(
      reply,
      200,
      signInPage(domain, {
        csrfToken: signInToken(request, reply),
        next: safeNext(next),
        notice: signedOut === '1' ? 'You have signed out.' : undefined,
      }),
    );
  });

  app.post('/staff/sign-in', async (request, reply) => {
    const email = normaliseEmail(field(request.body, 'email')).slice(0, 254);
    const password = field(request.body, 'password').slice(0, 200);
    const next = safeNext(field(request.body, 'next'));
    const again = (/** @type {number} */ status, /** @type {string} */ problem) =>
      sendHtml(
        reply,
        status,
        signInPage(domain, { csrfToken: signInToken(request, reply), email, next, problem }),
      );

    if (!transportAllowed(request)) return again(403, 'Staff sign-in works only over HTTPS.');
    const expected = request.cookies[SIGN_IN_TOKEN_COOKIE];
    if (!sameOrigin(request) || !expected || field(request.body, '_csrf') !== expected) {
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
  });

  app.post('/staff/sign-out', async (request, reply) => {
    const session = await requireChange(request, reply);
    if (!session) return reply;
    const id = request.cookies[sessionCookie(request)];
    if (id) await endSession(store, id);
    reply.clearCookie(sessionCookie(request), cookieOptions(request));
    return reply.redirect('/staff/sign-in?signedOut=1', 303);
  });

  app.get('/staff', async (request, reply) => {
    const session = await requireStaff(request, reply);
    if (!session) return reply;
    const query = listQuery(/** @type {Record<string, unknown>} */ (request.query));
    const { rows, total, page } = await listEnquiries(store, query);
    return sendHtml(reply, 200, inboxPage(domain, { staff: session, rows, total, page, query }));
  });

  app.get('/staff/api/enquiries', async (request, reply) => {
    const session = await requireStaff(request, reply);
    if (!session) return reply;
    return listEnquiries(store, listQuery(/** @type {Record<string, unknown>} */ (request.query)));
  });

  app.get('/staff/export.csv', async (request, reply) => {
    const session = await requireStaff(request, reply);
    if (!session) return reply;
    const rows = await allMatching(
      store,
      listQuery(/** @type {Record<string, unknown>} */ (request.query)),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`,
      )
      .send(enquiriesCsv(domain, rows));
  });

  /** @param {Request} request */
  const enquiryId = (request) => {
    const { id } = /** @type {{ id: string }} */ (request.params);
    return ID.test(id) ? id : undefined;
  };

  /** @param {Reply} reply @param {Session} session */
  const notFound = (reply, session) =>
    sendHtml(
      reply,
      404,
      messagePage(domain, {
        staff: session,
        heading: 'No such enquiry',
        text: 'It may have been deleted after 24 months.',
      }),
    );

  app.get('/staff/api/enquiries/:id', async (request, reply) => {
    const session = await requireStaff(request, reply);
    if (!session) return reply;
    const id = enquiryId(request);
    const found = id ? await getEnquiry(store, id) : undefined;
    if (!found) return reply.code(404).send({ message: 'No such enquiry.' });
    // The visitor's confirmation address is theirs, not the inbox's to hand out.
    const enquiry = { ...found.enquiry, access_token: undefined };
    return { enquiry, events: found.events, mail: found.mail };
  });

  app.get('/staff/enquiries/:id', async (request, reply) => {
    const session = await requireStaff(request, reply);
    if (!session) return reply;
    const id = enquiryId(request);
    const found = id ? await getEnquiry(store, id) : undefined;
    if (!found) return notFound(reply, session);
    const { done } = /** @type {{ done?: string }} */ (request.query);
    const flash = {
      status: 'Status changed.',
      note: 'Note added.',
      erased: 'The enquiry has been erased.',
    }[done ?? ''];
    return sendHtml(reply, 200, enquiryPage(domain, { staff: session, ...found, flash }));
  });

  app.post('/staff/enquiries/:id/status', async (request, reply) => {
    const session = await requireChange(request, reply);
    if (!session) return reply;
    const id = enquiryId(request);
    const status = STATUSES.find((value) => value === field(request.body, 'status'));
    if (!id || !status) return reply.code(400).send({ message: 'Choose a status.' });
    if (!(await changeStatus(store, id, status, session.email))) return notFound(reply, session);
    return reply.redirect(`/staff/enquiries/${id}?done=status`, 303);
  });

  app.post('/staff/enquiries/:id/notes', async (request, reply) => {
    const session = await requireChange(request, reply);
    if (!session) return reply;
    const id = enquiryId(request);
    const note = field(request.body, 'note').trim();
    if (!id) return notFound(reply, session);
    const found = await getEnquiry(store, id);
    if (!found) return notFound(reply, session);
    if (!note || note.length > MAX_NOTE_LENGTH) {
      const problem = note
        ? `A note must be ${MAX_NOTE_LENGTH.toLocaleString('en-GB')} characters or fewer.`
        : 'Write the note first.';
      return sendHtml(reply, 400, enquiryPage(domain, { staff: session, ...found, problem }));
    }
    await addNote(store, id, note, session.email);
    return reply.redirect(`/staff/enquiries/${id}?done=note`, 303);
  });

  app.get('/staff/enquiries/:id/erase', async (request, reply) => {
    const session = await requireStaff(request, reply);
    if (!session) return reply;
    const id = enquiryId(request);
    const found = id ? await getEnquiry(store, id) : undefined;
    if (!found) return notFound(reply, session);
    return sendHtml(reply, 200, erasePage(domain, { staff: session, enquiry: found.enquiry }));
  });

  app.post('/staff/enquiries/:id/erase', async (request, reply) => {
    const session = await requireChange(request, reply);
    if (!session) return reply;
    const id = enquiryId(request);
    if (!id || !(await eraseEnquiry(store, id, session.email))) return notFound(reply, session);
    return reply.redirect(`/staff/enquiries/${id}?done=erased`, 303);
  });

  // Anything else under /staff: the same answer with or without a session, so nothing is learnt.
  app.all('/staff/*', async (request, reply) => {
    const session = await requireStaff(request, reply);
    if (!session) return reply;
    return reply.code(404).send({ message: 'Not found.' });
  });
}
