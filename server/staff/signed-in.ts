import type { FastifyPluginAsync } from 'fastify';
import { endSession, findSession } from '../store/sessions';
import { stuckMail } from '../store/stuck-mail';
import { accountRoutes } from './account-routes';
import { sendHtml } from './replies';
import { csrfAccepted } from './csrf';
import { enquiryRoutes } from './enquiry-routes';
import { inboxRoutes } from './inbox-routes';
import { invoiceRoutes } from './invoice-routes';
import { orderRoutes } from './order-routes';
import { quoteRoutes } from './quote-routes';
import { statementRoutes } from './statement-routes';
import { exportRoutes } from './export-routes';
import { failurePage, messagePage } from './pages/simple-pages';
import { staffOf } from './request-staff';
import { cookieOptions, sessionCookie } from '../auth/session-rules';
import { urls } from '../urls';

const NOT_SENT = 'Changes need the page they were made on: reload it and try again.';

/**
 * Everything under /staff but the sign-in: one scope whose hooks run before any of its
 * routes, so a route added here cannot forget them (fastify/demo's autohooks).
 * - onRequest: a session, or nothing: 401 for JSON and changes, the sign-in page for a page.
 *   It runs before the body is read, so a stranger's post is not even parsed.
 * - preValidation: every change carries the session's CSRF token and this site's Origin.
 * Then each route's schema refuses malformed input with 400 before its handler runs.
 */
export const signedIn: FastifyPluginAsync = async (app) => {
  const { store } = app;
  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (request, reply) => {
    const session = await findSession(store, request.cookies[sessionCookie(request)]);
    if (session) {
      // Every inbox page says when the sales team's email is stuck (StaffDocument).
      const stuck = request.method === 'GET' ? await stuckMail(store, app.clock()) : undefined;
      request.staff = stuck ? { ...session, stuckMail: stuck } : session;
      return;
    }
    if (request.url.startsWith(urls.staff.api.prefix) || request.method !== 'GET') {
      return reply.code(401).send({ message: 'Sign in first.' });
    }
    return reply.redirect(urls.staff.signIn.href({ next: request.url }), 303);
  });

  app.addHook('preValidation', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const staff = staffOf(request);
    if (!csrfAccepted(request, staff.csrfToken)) {
      return sendHtml(reply, 403, messagePage({ staff, heading: 'Not changed', text: NOT_SENT }));
    }
  });

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    const message = status < 500 ? 'The request could not be read.' : 'Something went wrong.';
    if (request.url.startsWith(urls.staff.api.prefix)) {
      return reply.code(status < 500 ? 400 : 500).send({ message });
    }
    // A page or a form: the team reads a page, never a line of JSON.
    return sendHtml(
      reply,
      status < 500 ? 400 : 500,
      failurePage(error, request.staff ?? undefined),
    );
  });

  app.post(urls.staff.signOut.path, async (request, reply) => {
    const id = request.cookies[sessionCookie(request)];
    if (id) await endSession(store, id);
    reply.clearCookie(sessionCookie(request), cookieOptions(request));
    return reply.redirect(urls.staff.signIn.href({ signedOut: 1 }), 303);
  });

  await app.register(inboxRoutes);
  await app.register(enquiryRoutes);
  await app.register(quoteRoutes);
  await app.register(orderRoutes);
  await app.register(invoiceRoutes);
  await app.register(accountRoutes);
  await app.register(statementRoutes);
  await app.register(exportRoutes);

  // Anything else under /staff: the same answer with or without a session, so nothing is learnt.
  app.all(urls.staff.any.path, async (_request, reply) =>
    reply.code(404).send({ message: 'Not found.' }),
  );
};
