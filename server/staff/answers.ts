import type { FastifyReply } from 'fastify';
import { pagePolicy } from '../csp';
import { styleHash } from '../html/style';
import type { Session } from '../store/staff';
import { messagePage } from './pages/simple-pages';

const PAGE_POLICY = pagePolicy([], [styleHash]);

export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(html);
}

export function notFound(reply: FastifyReply, staff: Session) {
  return sendHtml(
    reply,
    404,
    messagePage({
      staff,
      heading: 'No such enquiry',
      text: 'It may have been deleted after 24 months.',
    }),
  );
}
