import type { FastifyReply } from 'fastify';
import { pagePolicy } from '../csp';
import { styleHash } from './style';

/**
 * The policy of every page the server writes (confirmations, the forms without JavaScript,
 * the staff inbox, the customer's quote): scripts only from the site's own files, and the
 * one inline style sheet by its hash (html/style.ts).
 */
export const SERVER_PAGE_POLICY = pagePolicy([], [styleHash]);

/**
 * How a page the server writes is sent: its status, the server pages' policy, any headers
 * the room adds (a private page's caching and referrer rules), and the HTML as UTF-8. The
 * one place those headers are written, so no room's page can leave its policy out.
 */
export function sendPage(
  reply: FastifyReply,
  status: number,
  html: string,
  headers: Readonly<Record<string, string>> = {},
) {
  return reply
    .code(status)
    .headers({ 'content-security-policy': SERVER_PAGE_POLICY, ...headers })
    .type('text/html; charset=utf-8')
    .send(html);
}
