import type { FastifyPluginAsync } from 'fastify';
import { findProduct } from '../../app/catalogue/registry';
import { repeatKeys } from '../sales/repeat-keys';
import type { RouteServices } from '../plugins/services';
import { buyAgain } from '../sales/reorder';
import { saveEnquiry } from '../store/enquiries';
import { getOrder } from '../store/order-rows';
import { parseLines } from '../store/quote-rows';
import { urls } from '../urls';
import { againRequest } from './again-request';
import { findQuote } from './lookup';
import { notFromPage, notValidPage } from './pages/result-pages';
import { ratePerAddress } from './rate';
import { sendPage, tokenParams } from './replies';

/**
 * POST /quotes/{token}/again, "Ask for a new quote" under "Buy these again": a new quote
 * request for the sales team with the same lines (again-request.ts), then the new enquiry's
 * confirmation (303). Checked as the answers are: the quote (404), the page's form token
 * (403); the same press twice within the repeat window is one enquiry. Only the team is
 * e-mailed, as for any enquiry.
 */
export const againRoute: FastifyPluginAsync = async (app) => {
  const services: RouteServices = app;
  const { store, links, clock: now, mail } = services;
  app.post<{ Params: { token: string }; Body: unknown }>(
    urls.quote.again.path,
    { schema: { params: tokenParams }, config: { rateLimit: ratePerAddress('quote-again') } },
    async (request, reply) => {
      const { token } = request.params;
      const found = await findQuote(services, token);
      if (!found) return sendPage(reply, 404, notValidPage());
      const body = (request.body ?? {}) as Record<string, unknown>;
      const version = /^\d{1,6}$/.test(String(body.version)) ? Number(body.version) : undefined;
      const formToken = typeof body._form === 'string' ? body._form : '';
      if (
        version === undefined ||
        !links.formTokenAccepted(formToken, links.hash(token), version)
      ) {
        return sendPage(reply, 403, notFromPage(token));
      }
      // A page open since a newer version was sent: back to the page, which shows it.
      if (version !== found.latest.version) {
        return reply.redirect(urls.quote.page.href(token), 303);
      }
      const order =
        found.quote.state === 'accepted'
          ? await getOrder(store.db, found.enquiry.id, found.enquiry.reference)
          : undefined;
      const lines = order ? order.order.lines : parseLines(found.latest.lines);
      const fields = againRequest(found.enquiry, {
        document: order ? 'order' : 'quote',
        version: found.latest.version,
        again: buyAgain(lines, findProduct),
      });
      const at = now();
      const [key, keyBefore] = repeatKeys(fields, at.getTime());
      const saved = await saveEnquiry(
        store,
        { ...fields, idempotency_key: key },
        { mail: mail.state, earlierKeys: [keyBefore], now: at },
      );
      if (saved.created && mail.state === 'pending') mail.wake();
      return reply
        .header('cache-control', 'no-store')
        .redirect(urls.enquiryConfirmation.href(saved.enquiry.access_token), 303);
    },
  );
};
