import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { buyerCookie, buyerCookieOptions } from '../auth/session-rules';
import { sendPage } from '../html/send-page';
import { buyerView } from '../sales/buyer-view';
import { formatDay, londonDate } from '../sales/calendar';
import { buyerJobs } from '../store/buyer-documents';
import {
  buyerSessions,
  endBuyerSession,
  endBuyerSessions,
  findBuyerSession,
} from '../store/buyers';
import { urls } from '../urls';
import { buyerPage } from './buyer-page';
import { requestPage } from './pages';

const pageQuery = {
  type: 'object',
  properties: { signedOut: { type: 'string', maxLength: 40 } },
} as const;

const SIGNED_OUT: Record<string, string> = {
  here: 'You have signed out.',
  everywhere:
    'You have signed out on every browser. Any link we sent that was not used no longer works.',
};

/**
 * GET /account: signed in, every quote, order and invoice for the address; signed out, the
 * form that asks for a link. POST /account/sign-out ends this browser's session; POST
 * /account/sign-out-everywhere ends every session of the address and its unused links.
 */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  const { store, links, clock: now } = app;

  const sessionOf = (request: FastifyRequest) =>
    findBuyerSession(store, request.cookies[buyerCookie(request)], now());

  app.get<{ Querystring: { signedOut?: string } }>(
    urls.buyer.page.path,
    { schema: { querystring: pageQuery } },
    async (request, reply) => {
      const session = await sessionOf(request);
      if (!session) {
        const { signedOut = '' } = request.query;
        return sendPage(
          reply,
          200,
          requestPage({
            notice: Object.hasOwn(SIGNED_OUT, signedOut) ? SIGNED_OUT[signedOut] : undefined,
          }),
        );
      }
      const at = now();
      const [jobs, sessions] = await Promise.all([
        buyerJobs(store, session.email),
        buyerSessions(store, session.email, at),
      ]);
      const view = buyerView(
        jobs.map((job) => ({
          ...job,
          token: job.quote.link_nonce
            ? links.token({ id: job.quote.id, link_nonce: job.quote.link_nonce })
            : undefined,
        })),
        at,
      );
      const day = (iso: string) => formatDay(londonDate(new Date(iso)));
      return sendPage(
        reply,
        200,
        buyerPage({
          email: session.email,
          view,
          sessions: sessions.map((row) => ({
            key: row.id_hash,
            browser: row.browser,
            since: day(row.created_at),
            lastUsed: day(row.last_seen_at),
            current: row.id_hash === session.idHash,
          })),
        }),
      );
    },
  );

  app.post(urls.buyer.signOut.path, async (request, reply) => {
    const cookie = buyerCookie(request);
    await endBuyerSession(store, request.cookies[cookie]);
    reply.clearCookie(cookie, buyerCookieOptions(request, 0));
    return reply.redirect(urls.buyer.page.href({ signedOut: 'here' }), 303);
  });

  app.post(urls.buyer.signOutEverywhere.path, async (request, reply) => {
    const cookie = buyerCookie(request);
    const session = await sessionOf(request);
    if (session) await endBuyerSessions(store, session.email);
    reply.clearCookie(cookie, buyerCookieOptions(request, 0));
    return reply.redirect(urls.buyer.page.href({ signedOut: 'everywhere' }), 303);
  });
};
