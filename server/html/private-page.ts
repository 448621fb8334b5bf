/**
 * How the private rooms answer (a customer's quote, a buyer's own page). A quote's address
 * and a buyer's session are keys, so everything there (pages, refusals and PDFs) is private to one browser (never kept by a shared cache),
 * sends no referrer that would carry the address to another site, and is never indexed.
 */
export const PRIVATE_HEADERS = {
  'cache-control': 'private, no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

/** A link's token (a quote's, a sign-in link's): 256 bits as base64url. */
export const TOKEN_PATTERN = '^[\\w-]{43}$';
export const tokenParams = {
  type: 'object',
  properties: { token: { type: 'string', pattern: TOKEN_PATTERN } },
  required: ['token'],
} as const;
