/**
 * Every room's pages leave by the same door (send-page.ts): the server pages' policy and
 * UTF-8 HTML, with the room's own additions, byte for byte what each room sent before.
 */
import assert from 'node:assert/strict';
import Fastify, { type FastifyReply } from 'fastify';
import { test } from 'vitest';
import { pagePolicy } from '../csp';
import { sendHtml as sendEnquiryPage } from '../enquiries/replies';
import { sendPage as sendQuotePage } from '../quotes/replies';
import { sendHtml as sendStaffPage } from '../staff/replies';
import { styleHash } from './style';

const HTML = '<!doctype html><p>Sent \u202e\u00a3120.00</p>';

async function sent(send: (reply: FastifyReply, status: number, html: string) => unknown) {
  const app = Fastify();
  app.get('/', (_request, reply) => send(reply, 409, HTML));
  const answer = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  // The date and connection are Fastify's own, the same for every answer.
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !['date', 'connection'].includes(name)),
  );
  return { status: answer.statusCode, headers, body: answer.rawPayload };
}

const policy = pagePolicy([], [styleHash]);
const page = {
  'content-security-policy': policy,
  'content-type': 'text/html; charset=utf-8',
};

test.each([
  ['the customer\u2019s quote room', sendQuotePage, page, HTML],
  [
    'the enquiry room, private to its visitor',
    sendEnquiryPage,
    {
      'content-security-policy': policy,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex',
      'content-type': 'text/html; charset=utf-8',
    },
    HTML,
  ],
  [
    'the staff room, a hidden character shown',
    sendStaffPage,
    page,
    HTML.replace('\u202e', '\ufffd'),
  ],
])('%s sends its page with the server pages\u2019 policy', async (_room, send, headers, html) => {
  const answer = await sent(send);
  assert.equal(answer.status, 409);
  assert.deepEqual(Object.keys(answer.headers), [...Object.keys(headers), 'content-length']);
  assert.deepEqual(answer.headers, {
    ...headers,
    'content-length': String(Buffer.byteLength(html)),
  });
  assert.deepEqual(answer.body, Buffer.from(html));
});
