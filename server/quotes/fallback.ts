import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { site } from '../../app/content/site';
import { failureWords } from '../html/failure-words';
import { notValidPage, problemPage } from './pages/result-pages';
import { sendPage } from './replies';

/**
 * What the customers' room answers when its routes cannot: every failure as a page, and
 * any other address under /quotes/ as a quote that is not there.
 */
export function failurePage(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (status === 429) {
    const minutes = Math.max(1, Math.ceil((Number(reply.getHeader('retry-after')) || 600) / 60));
    return sendPage(
      reply,
      429,
      problemPage(
        `We have had many answers from your connection in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us on ${site.phone.display}.`,
      ),
    );
  }
  if (status === 413) {
    return sendPage(reply, 413, problemPage('Your answer is too long to send. Please shorten it.'));
  }
  if (status >= 400 && status < 500) {
    // 415: a body that is not a form (the pages post nothing else), refused unread.
    return sendPage(
      reply,
      status === 415 ? 415 : 400,
      problemPage('Your answer could not be read. Please send it again.'),
    );
  }
  request.log.error(error);
  if (request.method === 'GET' || request.method === 'HEAD') {
    const failed = failureWords(error, 'show this page');
    return sendPage(reply, failed.status, problemPage(failed.text, 'We cannot show this page'));
  }
  const failed = failureWords(error, 'take your answer');
  return sendPage(reply, failed.status, problemPage(failed.text));
}

export function notAQuote(_request: FastifyRequest, reply: FastifyReply) {
  return sendPage(reply, 404, notValidPage());
}
