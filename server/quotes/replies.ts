import type { FastifyReply } from 'fastify';
import { pagePolicy } from '../csp';
import { styleHash } from '../html/style';

/**
 * How the customers' room answers. A quote's address is the key to it, so everything here
 * (pages, refusals and the PDF) is private to one browser (never kept by a shared cache),
 * sends no referrer that would carry the address to another site, and is never indexed.
 */
export const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

const PAGE_POLICY = pagePolicy([], [styleHash]);

/** A page: the enquiry pages' policy (no script, the one hashed style sheet). */
export function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}

/** The address a quote's token names, or undefined when the text is not one. */
export const TOKEN_PATTERN = '^[\\w-]{43}$';
export const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', pattern: TOKEN_PATTERN } },
  required: ['token'],
} as const;

export function tokenOf(params: unknown): string | undefined {
  const token: unknown =
    params && typeof params === 'object' ? (params as { token?: unknown }).token : undefined;
  return typeof token === 'string' && new RegExp(TOKEN_PATTERN).test(token) ? token : undefined;
}
