import type { FastifyPluginAsync } from 'fastify';
import { formbodyPlugin } from '../plugins/formbody';
import type { QuoteServices } from './services';

/**
 * The customers' room: a sent quote at its private address /quotes/{token}, its PDF, and
 * what the customer answers (accept with a purchase order number, ask for changes,
 * decline), all without an account and without JavaScript.
 */
export const customerQuotes: FastifyPluginAsync<QuoteServices> = async (app) => {
  await app.register(formbodyPlugin, { bodyLimit: 16 * 1024 });
};
