import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Store } from '../store/connect';
import { sharedRateLimitStore } from '../store/rate-limits';
import { addressKey } from './address-key';

/**
 * Rate limits for the routes that ask for one (`config.rateLimit`), counted once the body
 * is read, so a refused form post can be shown again as it was; counted in the store, so
 * every instance on one PostgreSQL counts a visitor once. A visitor is an address, an IPv6
 * one by its /64 (address-key.ts). A count the store cannot make lets the request through.
 */
export const rateLimitPlugin = fp<{ store: Store }>(
  async (app, { store }) => {
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      store: sharedRateLimitStore(store, 'enquiry '),
      keyGenerator: (request) => addressKey(request.ip),
      skipOnError: true,
    });
  },
  { name: 'rate-limit-settings' },
);
