import type { FastifyRequest } from 'fastify';

type PostRequest = Pick<FastifyRequest, 'protocol' | 'host' | 'headers'>;

/**
 * Whether a customer's answer was posted from this site's own page. The quote pages send
 * no referrer (the address is the key to the quote), and with `Referrer-Policy:
 * no-referrer` Chromium sends `Origin: null` even on a page's own form posts; so `null`
 * is taken only when the browser also says the post is same-origin (Sec-Fetch-Site,
 * which a page cannot forge). A browser too old to send either header is judged by the
 * page's form token alone, which every post must carry.
 */
export function postFromOwnPage(request: PostRequest): boolean {
  const origin = request.headers.origin;
  const site = request.headers['sec-fetch-site'];
  if (origin === 'null') return site === 'same-origin';
  if (origin !== undefined) return origin === `${request.protocol}://${request.host}`;
  return site === undefined || site === 'same-origin';
}
