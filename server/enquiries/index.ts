import { formbodyPlugin } from '../plugins/formbody';
import { rateLimitPlugin } from '../plugins/rate-limit';
import { room } from '../plugins/services';
import { postFromOwnPage } from '../plugins/same-origin';
import { NOT_FROM_THIS_SITE, SERVER_BUSY, refuse, refuseOutright, tooManyMessage } from './replies';
import { confirmation } from './confirmation';
import { BODY_LIMIT, receiveEnquiry } from './receive';

/**
 * The enquiries room: what a visitor sends (POST /api/enquiries) and their confirmation
 * (GET /enquiries/{token}), with the answers every failure gets. A post from another
 * site's page is refused (403) before its body is read or counted against the visitor.
 */
export const enquiries = room('enquiries', async (app) => {
  await app.register(formbodyPlugin, { bodyLimit: BODY_LIMIT });
  await app.register(rateLimitPlugin, { store: app.store });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || postFromOwnPage(request)) return;
    return refuseOutright(request, reply, 403, NOT_FROM_THIS_SITE);
  });

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) {
      return refuse(
        request,
        reply,
        429,
        tooManyMessage(Number(reply.getHeader('retry-after')) || 600),
      );
    }
    if (status === 413) {
      return reply
        .code(413)
        .send({ message: 'Your message is too long to send. Please shorten it.' });
    }
    if (status === 415) {
      return reply.code(415).send({ message: 'Send the form as a form post or as JSON.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ message: 'The form could not be read. Please send it again.' });
    }
    request.log.error(error);
    return refuse(request, reply, 503, SERVER_BUSY);
  });

  await app.register(receiveEnquiry);
  await app.register(confirmation);
});
