import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendPage } from '../html/send-page';
import { enquiryForms } from '../../app/enquiries/enquiry-forms';
import type { EnquiryKind } from '../../app/enquiries/schema';
import { formPage } from './pages/form-page';
import { notSentPage } from './pages/not-sent-page';

/**
 * How the enquiry routes answer: the app (JSON) with a status and a message, a browser
 * without JavaScript with a page.
 */
/** Every question of either form, and a quote's lines. */
const FORM_FIELDS = [
  ...new Set(Object.values(enquiryForms).flatMap(({ fields }) => fields.map(({ name }) => name))),
  'lines',
];

export const SERVER_BUSY =
  'Our server could not take your message just now. Please send it again in a moment, or call us. Nothing you typed has been lost.';

/** A post from another site's page (403): the refusal says why, and keeps nothing. */
export const NOT_FROM_THIS_SITE =
  'Your message came from a page on another website, not from our own form, so we did not take it.';
/** An idempotency key sent again with other words (409): it repeats, it never reveals. */
export const KEY_TAKEN =
  'Your message came with the key of another message we already have, with different words, so we did not take it.';

export function tooManyMessage(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `We have had several messages from your connection in a short time. Please send it again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us. Nothing you typed has been lost.`;
}

export function wantsJson(request: FastifyRequest) {
  return String(request.headers['content-type'] ?? '').startsWith('application/json');
}

/** What a plain form post carried, as strings, for the form page to show again. */
export function sentValues(body: unknown) {
  const values: Record<string, string> = {};
  if (!body || typeof body !== 'object') return values;
  for (const name of FORM_FIELDS) {
    const value: unknown = (body as Record<string, unknown>)[name];
    const text: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string') values[name] = text.slice(0, 10_000);
  }
  return values;
}

export function formKind(body: unknown): EnquiryKind {
  const kind = body && typeof body === 'object' && 'kind' in body ? body.kind : undefined;
  return kind === 'site-survey' ? 'site-survey' : 'contact';
}

/** What makes a page of the enquiry routes private to one visitor: never cached, never indexed. */
const PRIVATE_PAGE = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

/** A page of the enquiry routes, sent as every server page is, private to its visitor. */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return sendPage(reply, status, html, PRIVATE_PAGE);
}

/** A failure the visitor can do nothing about but wait: a message above the form. */
export function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) {
  if (wantsJson(request)) {
    return reply.code(status).header('cache-control', 'no-store').send({ message });
  }
  const page = formPage({
    kind: formKind(request.body),
    values: sentValues(request.body),
    notice: message,
  });
  return sendHtml(reply, status, page);
}

/**
 * A post refused as a whole: a message for the app, a plain page (no form, none of what
 * was sent) for a browser without JavaScript.
 */
export function refuseOutright(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
) {
  if (wantsJson(request)) return refuse(request, reply, status, message);
  return sendHtml(reply, status, notSentPage(message));
}
