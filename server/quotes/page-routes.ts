import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { recordView } from '../store/customer-answers';
import { getOrder } from '../store/order-rows';
import { invoiceRecords } from '../store/sales-documents';
import { customerView } from './customer-view';
import { findQuote, formContext, staffIsLooking } from './lookup';
import { orderPage } from './pages/order-page';
import { quotePage } from './pages/quote-page';
import { notValidPage } from './pages/result-pages';
import { sendPage, tokenParams } from './replies';
import { urls } from '../urls';

/**
 * GET /quotes/{token}: the latest version sent, its first view recorded (not a HEAD, not
 * staff checking it); once accepted and its order made, the order's page instead. Its PDF
 * is pdf-routes.ts's. A malformed address is refused before the store is asked; one that
 * names no quote (mistyped, or erased) gets the same page with 404.
 */
export const quotePages: FastifyPluginAsync = async (app) => {
  const { store, links, clock: now } = app;
  const malformed = {
    schema: { params: tokenParams },
    // A token that is not one; any other failure (the store's) is the room's (fallback.ts),
    // not a link that does not work.
    errorHandler: (error: { validation?: unknown }, _request: unknown, reply: FastifyReply) => {
      if (!error.validation) throw error;
      return sendPage(reply, 400, notValidPage());
    },
  };

  app.get<{ Params: { token: string } }>(
    urls.quote.page.path,
    malformed,
    async (request, reply) => {
      const { token } = request.params;
      const found = await findQuote(app, token);
      if (!found) return sendPage(reply, 404, notValidPage());
      const order =
        found.quote.state === 'accepted'
          ? await getOrder(store.db, found.enquiry.id, found.enquiry.reference)
          : undefined;
      if (order) {
        const invoices = await invoiceRecords(store.db, found.enquiry.id);
        const context = formContext(links, token, found);
        const page = orderPage({ order: order.order, token, invoices, now: now(), context });
        return sendPage(reply, 200, page);
      }
      if (request.method === 'GET' && !(await staffIsLooking(request, store))) {
        await recordView(store, found, now());
      }
      const view = customerView(found, now());
      return sendPage(reply, 200, quotePage({ view, context: formContext(links, token, found) }));
    },
  );
};
