import { TOKEN_PATTERN } from '../html/private-page';

/** A page of the customers' room, sent as every server page is (html/send-page.ts). */
export { sendPage } from '../html/send-page';
/** Everything here is private to one browser (html/private-page.ts). */
export { PRIVATE_HEADERS, TOKEN_PATTERN, tokenParams } from '../html/private-page';

/** The quote's token a request's address names, or undefined when the text is not one. */
export function tokenOf(params: unknown): string | undefined {
  const token: unknown =
    params && typeof params === 'object' ? (params as { token?: unknown }).token : undefined;
  return typeof token === 'string' && new RegExp(TOKEN_PATTERN).test(token) ? token : undefined;
}
