import type { FastifyPluginAsync } from 'fastify';
import { findByAccessToken } from '../store/enquiries';
import { sendHtml } from './replies';
import { failureWords } from '../html/failure-words';
import { confirmationPage, notFoundPage, notShownPage } from './pages/confirmation-page';
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
      // A token that is not one is a link that does not work; any other failure (the
      // store's) is not, and says so.
      errorHandler: (error, request, reply) => {
        if (error.validation) return sendHtml(reply, 400, notFoundPage());
        request.log.error(error);
        const failed = failureWords(error, 'show this page');
        return sendHtml(reply, failed.status, notShownPage(failed.text));
      },
    },
    async (request, reply) => {
      const enquiry = await findByAccessToken(store, request.params.token);
      if (!enquiry) return sendHtml(reply, 404, notFoundPage());
      return sendHtml(reply, 200, confirmationPage(enquiry));
    },
  );
};
