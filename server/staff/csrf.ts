import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sameOrigin } from '../plugins/same-origin';

/**
 * A change (a form post) is accepted only from the site's own pages: the browser's Origin
 * header names this site, and the form carries the token the page was given (in the body,
 * or the X-CSRF-Token header for a script). SameSite=Strict cookies are the first wall;
 * this is the second.
 */
type ChangeRequest = Pick<FastifyRequest, 'protocol' | 'headers' | 'body'>;

/** A text field of a parsed form or JSON body; '' when absent or not text. */
export function field(body: unknown, name: string): string {
  const value: unknown =
    body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

function sameToken(sent: string, expected: string) {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether a change carries the expected token and comes from this site. */
export function csrfAccepted(request: ChangeRequest, expected: string | undefined) {
  const sent = field(request.body, '_csrf') || String(request.headers['x-csrf-token'] ?? '');
  return sameOrigin(request) && Boolean(expected) && sameToken(sent, expected ?? '');
}
