import fp from 'fastify-plugin';
import { resourcePolicy } from '../csp';
import { serverPath } from '../owned-paths';
import { MAX_URL_LENGTH, pathOf } from './request-path';

/**
 * What every answer shares: GET and HEAD only (POST where the server's own routes take it),
 * no overlong URL, and the site's headers on everything, refusals included.
 */
export const guards = fp<{ serverRoutes: boolean }>(
  async (app, { serverRoutes }) => {
    app.addHook('onRequest', async (request, reply) => {
      const posting =
        request.method === 'POST' && serverRoutes && serverPath(pathOf(request.url))?.post;
      if (request.method !== 'GET' && request.method !== 'HEAD' && !posting) {
        return reply
          .code(405)
          .header('allow', 'GET, HEAD')
          .type('text/plain')
          .send('Method Not Allowed');
      }
      if (request.originalUrl.length > MAX_URL_LENGTH) {
        return reply.code(414).type('text/plain').send('URI Too Long');
      }
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      reply.removeHeader('x-powered-by');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
      if (!reply.hasHeader('content-security-policy')) {
        reply.header('content-security-policy', resourcePolicy);
      }
      return payload;
    });
  },
  { name: 'guards' },
);
