import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { emailAddress } from '../../app/enquiries/fields';
import { browserLabel } from '../auth/browser-label';
import { buyerCookie, buyerCookieOptions, transportAllowed } from '../auth/session-rules';
import { addressKey } from '../plugins/address-key';
import { tokenParams } from '../html/private-page';
import { sendPage } from '../html/send-page';
import {
  BUYER_SESSION_MS,
  buyerAddress,
  endBuyerSession,
  makeSignInLink,
  MAX_ADDRESS,
  signInWithLink,
} from '../store/buyers';
import { countRequest } from '../store/rate-limits';
import { urls } from '../urls';
import { linkEndedPage, linkSentPage, requestPage, tooManyPage } from './pages';

/** Links one address may ask for in an hour (PRODUCT.md): counted known or not. */
export const LINKS_PER_ADDRESS = 3;
const ADDRESS_WINDOW_MS = 60 * 60 * 1000;
/** Link requests one network (an IPv6 one by its /64) may make in 10 minutes. */
export const LINK_REQUESTS_PER_NETWORK = { max: 10, timeWindow: 10 * 60 * 1000 };

const linkBody = {
  type: 'object',
  properties: { email: { type: 'string', maxLength: 1000 } },
} as const;

/** "14:05" in Glasgow: when an address may ask again. */
const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

/**
 * POST /account/link and GET /account/sign-in/{token}. The answer to an address is the
 * same page, status and work whether or not the team has quoted it: the address is
 * checked and counted, the answer sent, and only then, after the reply, is the store asked
 * whether the address was quoted and a link made and queued (server tests measure it). No
 * e-mail ever goes to an address the team never quoted.
 */
export const linkRoutes: FastifyPluginAsync = async (app) => {
  const { store, links, clock: now } = app;
  const after = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...after]);
  });

  /** Work done once the answer has gone, so its length says nothing about the address. */
  function afterReply(task: () => Promise<void>, request: FastifyRequest) {
    const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => request.log.error({ err: error }, 'sign-in link not made'))
      .finally(() => after.delete(done));
    after.add(done);
  }

  app.post<{ Body: { email?: string } }>(
    urls.buyer.link.path,
    {
      schema: { body: linkBody },
      config: {
        rateLimit: {
          ...LINK_REQUESTS_PER_NETWORK,
          keyGenerator: (request: FastifyRequest) => `buyer-link ${addressKey(request.ip)}`,
        },
      },
      errorHandler: (error: { statusCode?: number }, _request, reply: FastifyReply) => {
        if (error.statusCode !== 429) throw error;
        const minutes = Math.max(
          1,
          Math.ceil((Number(reply.getHeader('retry-after')) || 600) / 60),
        );
        return sendPage(
          reply,
          429,
          tooManyPage(
            `We have had many requests for links from your network in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          ),
        );
      },
    },
    async (request, reply) => {
      const typed = request.body.email ?? '';
      const checked = v.safeParse(emailAddress, typed);
      if (!checked.success) {
        return sendPage(
          reply,
          400,
          requestPage({
            email: typed.trim().slice(0, MAX_ADDRESS),
            problem: `${checked.issues[0].message}.`,
          }),
        );
      }
      const email = buyerAddress(checked.output);
      const at = now();
      // Counted by a keyed hash of the address, known or not: the count names nobody.
      const count = await countRequest(
        store,
        `buyer-link-address ${links.addressKey(email)}`,
        ADDRESS_WINDOW_MS,
        at.getTime(),
      );
      if (count.current > LINKS_PER_ADDRESS) {
        const again = TIME.format(new Date(at.getTime() + count.ttl));
        return sendPage(
          reply,
          429,
          tooManyPage(
            `That address has asked for ${LINKS_PER_ADDRESS} links in the last hour. If we have quotes or orders for it, use the latest link we sent, or ask again after ${again}.`,
          ),
        );
      }
      afterReply(async () => {
        if (await makeSignInLink(store, links, email, at, app.mail.state)) app.mail.wake();
      }, request);
      return sendPage(reply, 200, linkSentPage());
    },
  );

  app.get<{ Params: { token: string } }>(
    urls.buyer.signIn.path,
    {
      schema: { params: tokenParams },
      // A HEAD (a mail scanner's or a link preview's look) must not use the link up.
      exposeHeadRoute: false,
      // A token that is not one is a link that does not work; any other failure is the room's.
      errorHandler: (error: { validation?: unknown }, _request, reply: FastifyReply) => {
        if (!error.validation) throw error;
        return sendPage(reply, 404, linkEndedPage());
      },
    },
    async (request, reply) => {
      if (!transportAllowed(request)) {
        return sendPage(reply, 403, requestPage({ notice: 'Sign-in works only over HTTPS.' }));
      }
      const id = await signInWithLink(
        store,
        links.hash(request.params.token),
        browserLabel(request.headers['user-agent']),
        now(),
      );
      if (!id) return sendPage(reply, 410, linkEndedPage());
      // A new session every time, and this browser's old one (any address's) ended.
      const cookie = buyerCookie(request);
      await endBuyerSession(store, request.cookies[cookie]);
      reply.setCookie(cookie, id, buyerCookieOptions(request, BUYER_SESSION_MS / 1000));
      return reply.redirect(urls.buyer.page.href(), 303);
    },
  );
};
