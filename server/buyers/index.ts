import { cookiePlugin } from '../plugins/cookie';
import { formbodyPlugin } from '../plugins/formbody';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { postFromOwnPage } from '../plugins/same-origin';
import { room } from '../plugins/services';
import { failureWords } from '../html/failure-words';
import { PRIVATE_HEADERS } from '../html/private-page';
import { sendPage } from '../html/send-page';
import { urls } from '../urls';
import { linkRoutes } from './link-routes';
import { failedPage, notFromHerePage, notHerePage } from './pages';
import { pageRoutes } from './page-routes';

/**
 * The buyers' room (PRODUCT.md "The buyer's own page"): /account, where a buyer asks for a
 * sign-in link by e-mail and, signed in, sees every quote, order and invoice for their
 * address; all without JavaScript and without a password.
 * - onRequest: a post from anywhere but this site's own page is refused before its body
 *   is read (403).
 * - onSend: every answer is private, sends no referrer and is never indexed.
 * Failures are pages too.
 */
export const buyerPages = room('buyer-pages', async (app) => {
  await app.register(formbodyPlugin, { bodyLimit: 16 * 1024, formsOnly: true });
  await app.register(cookiePlugin);
  await app.register(rateLimitPlugin, { store: app.store });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || postFromOwnPage(request)) return;
    return sendPage(reply, 403, notFromHerePage());
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(PRIVATE_HEADERS)) reply.header(name, value);
    return payload;
  });
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return sendPage(reply, status === 413 ? 413 : 400, failedPage());
    request.log.error(error);
    const failed = failureWords(error, 'show this page');
    return sendPage(reply, failed.status, failedPage(failed.text, failed));
  });

  app.all(urls.buyer.any.path, (_request, reply) => sendPage(reply, 404, notHerePage()));
  await app.register(linkRoutes);
  await app.register(pageRoutes);
});
