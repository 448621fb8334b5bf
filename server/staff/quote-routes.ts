import type { FastifyPluginAsync } from 'fastify';
import type { QuoteServices } from '../quotes/services';

/** An enquiry's quote in the inbox: prepare, save, send, revise and withdraw it. */
export const quoteRoutes: FastifyPluginAsync<QuoteServices> = async () => {};
