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

/** A page of the customers' room, sent as every server page is (html/send-page.ts). */
export { sendPage } from '../html/send-page';

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
