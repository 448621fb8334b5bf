import type { FastifyRequest } from 'fastify';
import { addressKey } from '../plugins/address-key';

/** Requests from this machine (the developer, a health check) are not counted. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export const QUOTE_RATE_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 };

/**
 * A route's limit per visitor address (behind nginx, the address it forwards; an IPv6 one
 * by its /64), counted
 * apart from the enquiry form's (`what`), in the store every instance shares.
 */
export function ratePerAddress(what: string) {
  return {
    ...QUOTE_RATE_LIMIT,
    keyGenerator: (request: FastifyRequest) => `${what} ${addressKey(request.ip)}`,
    allowList: (request: FastifyRequest) => LOOPBACK.has(request.ip),
  };
}
