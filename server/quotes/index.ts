import { cookiePlugin } from '../plugins/cookie';
import { formbodyPlugin } from '../plugins/formbody';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { room } from '../plugins/services';
import { againRoute } from './again-route';
import { answerRoutes } from './answer-routes';
import { failurePage, notAQuote } from './fallback';
import { quotePages } from './page-routes';
import { quotePdfRoutes } from './pdf-routes';
import { postFromOwnPage } from '../plugins/same-origin';
import { PRIVATE_HEADERS, tokenOf, sendPage } from './replies';
import { notFromPage } from './pages/result-pages';
import { urls } from '../urls';

/**
 * The customers' room: a sent quote at its private address /quotes/{token}, its PDF, and
 * what the customer answers (accept with a purchase order number, ask for changes,
 * decline), all without an account and without JavaScript; once accepted, the same address
 * is the order's page.
 * - onRequest: a post from anywhere but this site's own page is refused before its body
 *   is read (403).
 * - onSend: every answer here is private, sends no referrer and is never indexed.
 * Failures are pages too (fallback.ts).
 */
export const customerQuotes = room('customer-quotes', async (app) => {
  await app.register(formbodyPlugin, { bodyLimit: 16 * 1024, formsOnly: true });
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin, { store: app.store });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || postFromOwnPage(request)) return;
    return sendPage(reply, 403, notFromPage(tokenOf(request.params)));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) reply.header(name, value);
    return payload;
  });

  app.setErrorHandler(failurePage);
  app.all(urls.quote.any.path, notAQuote);
  await app.register(quotePages);
  await app.register(quotePdfRoutes);
  await app.register(answerRoutes);
  await app.register(againRoute);
});
