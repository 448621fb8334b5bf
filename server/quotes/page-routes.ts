import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { recordView } from '../store/customer-answers';
import { customerView } from './customer-view';
import { findQuote, formContext, staffIsLooking } from './lookup';
import { pdfName, quotePage } from './pages/quote-page';
import { notValidPage, withdrawnPdfPage } from './pages/result-pages';
import { sendPage, tokenParams } from './replies';
import type { QuoteServices } from './services';
import { ratePerAddress } from './rate';

/**
 * GET /quotes/{token}: the latest version sent, its first view recorded (not a HEAD, not
 * staff checking it); and GET /quotes/{token}/pdf, the same quote as a PDF file (410 with
 * a page for a withdrawn one; a declined or expired one keeps its PDF as a record).
 * A malformed address is refused before the store is asked; one that names no quote
 * (mistyped, or erased) gets the same page with 404.
 */
export const quotePages: FastifyPluginAsync<QuoteServices> = async (app, services) => {
  const { store, links, now } = services;
  const malformed = {
    schema: { params: tokenParams },
    errorHandler: (_error: unknown, _request: unknown, reply: FastifyReply) =>
      sendPage(reply, 400, notValidPage()),
  };

  app.get<{ Params: { token: string } }>('/quotes/:token', malformed, async (request, reply) => {
    const { token } = request.params;
    const found = await findQuote(services, token);
    if (!found) return sendPage(reply, 404, notValidPage());
    if (request.method === 'GET' && !(await staffIsLooking(request, store))) {
      await recordView(store, found, now());
    }
    const view = customerView(found, now());
    return sendPage(reply, 200, quotePage({ view, context: formContext(links, token, found) }));
  });

  app.get<{ Params: { token: string } }>(
    '/quotes/:token/pdf',
    { ...malformed, config: { rateLimit: ratePerAddress('quote-pdf') } },
    async (request, reply) => {
      const found = await findQuote(services, request.params.token);
      if (!found) return sendPage(reply, 404, notValidPage());
      const view = customerView(found, now());
      // Gone: a withdrawn quote is no longer the shop's offer (its page says so).
      if (view.status === 'withdrawn') {
        return sendPage(reply, 410, withdrawnPdfPage(view, request.params.token));
      }
      // react-pdf loads with the first PDF asked for, not with the server.
      const { renderQuotePdf } = await import('./pdf/quote-pdf');
      const pdf = await renderQuotePdf(view);
      return reply
        .code(200)
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdfName(view)}"`)
        .send(pdf);
    },
  );
};
