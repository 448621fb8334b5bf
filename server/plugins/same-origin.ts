import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

type OriginRequest = Pick<FastifyRequest, 'protocol' | 'headers'>;

/**
 * This site as the browser addressed it: the scheme (X-Forwarded-Proto, from the proxies
 * TRUST_PROXY names, loopback by default) and the Host header the browser sent. Never
 * X-Forwarded-Host: nginx clears it, and a client that sends one anyway must not pass as
 * this site.
 */
export function ownOrigin(request: OriginRequest) {
  return `${request.protocol}://${String(request.headers.host ?? '')}`.toLowerCase();
}

/** The strict check of the staff inbox's changes: an Origin header naming this site. */
export function sameOrigin(request: OriginRequest) {
  const { origin } = request.headers;
  return origin !== undefined && origin.toLowerCase() === ownOrigin(request);
}

/**
 * Whether a public form's post (an enquiry, a customer's answer to a quote) came from this
 * site's own page. With `Referrer-Policy: no-referrer` (the enquiry and quote pages)
 * Chromium sends `Origin: null` even on a page's own form posts; so `null` is taken only
 * when the browser also says the post is same-origin (Sec-Fetch-Site, which a page cannot
 * forge). A browser too old to send either header is taken (a customer's answer still
 * needs its page's form token): a cross-site post from any browser of recent years
 * carries an Origin.
 */
export function postFromOwnPage(request: OriginRequest): boolean {
  const { origin } = request.headers;
  const site = request.headers['sec-fetch-site'];
  if (origin === 'null') return site === 'same-origin';
  if (origin !== undefined) return sameOrigin(request);
  return site === undefined || site === 'same-origin';
}

/**
 * Fastify takes `request.host` from X-Forwarded-Host when the proxy is trusted (nginx on
 * loopback, for the visitor's address and scheme). The host is never the proxy's to say:
 * the header is dropped before anything reads it, so `request.host` is the Host header.
 */
export const hostAsSent = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      delete request.raw.headers['x-forwarded-host'];
    });
  },
  { name: 'host-as-sent' },
);
