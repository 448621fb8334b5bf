import type { FastifyPluginAsync } from 'fastify';
import { findByAccessToken } from '../store/enquiries';
import { sendHtml } from './replies';
import { confirmationPage, notFoundPage } from './pages/confirmation-page';
import { urls } from '../urls';

const params = {
  type: 'object',
  properties: { token: { type: 'string', pattern: '^[\\w-]{43}$' } },
  required: ['token'],
} as const;

/**
 * GET /enquiries/{token}: the visitor's confirmation, at an address with 256 random bits.
 * An address that is not one (malformed) is refused before the store is asked, with the
 * same page as one that names no enquiry.
 */
export const confirmation: FastifyPluginAsync = async (app) => {
  const { store } = app;
  app.get<{ Params: { token: string } }>(
    urls.enquiryConfirmation.path,
    {
      schema: { params },
      errorHandler: (_error, _request, reply) => sendHtml(reply, 400, notFoundPage()),
    },
    async (request, reply) => {
      const enquiry = await findByAccessToken(store, request.params.token);
      if (!enquiry) return sendHtml(reply, 404, notFoundPage());
      return sendHtml(reply, 200, confirmationPage(enquiry));
    },
  );
};
