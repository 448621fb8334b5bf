// @ts-check
import { createHash } from 'node:crypto';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import { pagePolicy } from '../csp.js';
import { findByAccessToken, saveEnquiry } from '../store/enquiries.js';
import { sharedRateLimitStore } from '../store/rate-limits.js';
import { confirmationPage, formPage, notFoundPage, styleHash } from './pages.js';

/**
 * POST /api/enquiries, the one address every form sends to, and GET /enquiries/{token},
 * the visitor's confirmation. The app posts JSON and gets 201 with the reference; a
 * browser without JavaScript posts the form and is sent on (303) to the confirmation, or
 * gets the form back with its errors and every value.
 *
 * @typedef {import('./present.js').Domain} Domain
 * @typedef {{
 *   store: import('../store/connect.js').Store;
 *   domain: Domain;
 *   mailConfigured: boolean;
 *   wakeOutbox: () => void;
 *   rateLimit: { max: number; timeWindow: number };
 * }} EnquiryOptions
 */

export const ENQUIRY_PATH = '/api/enquiries';
/** Also nginx's client_max_body_size for the endpoint (scripts/nginx-config.js). */
export const ENQUIRY_BODY_LIMIT = '64k';
const BODY_LIMIT = 64 * 1024;
const TOKEN = /^[\w-]{43}$/;
const FORM_FIELDS = [
  'name',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'address',
  'postcode',
  'workType',
  'preferredTimes',
  'notes',
  'lines',
];
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PAGE_POLICY = pagePolicy([], [styleHash]);

const SERVER_BUSY =
  'Our server could not take your message just now. Please send it again in a moment, or call us. Nothing you typed has been lost.';

/** @param {import('fastify').FastifyRequest} request */
function wantsJson(request) {
  return String(request.headers['content-type'] ?? '').startsWith('application/json');
}

/** @param {number} seconds */
function tooManyMessage(seconds) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `We have had several messages from your connection in a short time. Please send it again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call us. Nothing you typed has been lost.`;
}

/**
 * What a plain form post carried, as strings, for the form page to show again.
 * @param {unknown} body
 */
function sentValues(body) {
  /** @type {Record<string, string>} */
  const values = {};
  if (!body || typeof body !== 'object') return values;
  for (const name of FORM_FIELDS) {
    const value = /** @type {Record<string, unknown>} */ (body)[name];
    const text = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string') values[name] = text.slice(0, 10_000);
  }
  return values;
}

/** @param {unknown} body @returns {'contact' | 'site-survey'} */
function formKind(body) {
  const kind = body && typeof body === 'object' && 'kind' in body ? body.kind : undefined;
  return kind === 'site-survey' ? 'site-survey' : 'contact';
}

/** How long the same words, sent again without a key, are one enquiry: ten to twenty minutes. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The idempotency keys of a form posted without JavaScript, which has none of its own (the
 * page is static): a hash of every stored field in this ten-minute window, and the same in
 * the window before, so a double click across a window's edge is still one enquiry. A
 * double click or a resend of the same words stores one enquiry; a change is another. Only
 * what the row itself holds goes in (never the address, which the row does not keep), and
 * erasing an enquiry clears its key. It cannot meet a browser's key (at most 64 characters).
 *
 * @param {Record<string, unknown>} stored the row's fields, before the key
 * @param {number} now
 * @returns {[current: string, previous: string]}
 */
export function repeatKeys(stored, now = Date.now()) {
  const window = Math.floor(now / REPEAT_WINDOW_MS);
  /** @param {number} at */
  const key = (at) =>
    `form-${createHash('sha256')
      .update(JSON.stringify([at, stored]))
      .digest('hex')}`;
  return [key(window), key(window - 1)];
}

/** @type {import('fastify').FastifyPluginAsync<EnquiryOptions>} */
export async function enquiryRoutes(
  app,
  { store, domain, mailConfigured, wakeOutbox, rateLimit: limit },
) {
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  // Counted once the body is read, so a refused form post can be shown again as it was;
  // counted in the store, so every instance on one PostgreSQL counts a visitor once. A
  // count the store cannot make lets the enquiry through to be saved, or refused as busy.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    store: sharedRateLimitStore(store, 'enquiry '),
    skipOnError: true,
  });

  /**
   * @param {import('fastify').FastifyReply} reply
   * @param {number} status
   * @param {string} html
   */
  function sendHtml(reply, status, html) {
    return reply
      .code(status)
      .header('content-security-policy', PAGE_POLICY)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  /**
   * A failure the visitor can do nothing about but wait: a message above the form.
   * @param {import('fastify').FastifyRequest} request
   * @param {import('fastify').FastifyReply} reply
   * @param {number} status
   * @param {string} message
   */
  function refuse(request, reply, status, message) {
    if (wantsJson(request)) {
      return reply.code(status).header('cache-control', 'no-store').send({ message });
    }
    const page = formPage(domain, {
      kind: formKind(request.body),
      values: sentValues(request.body),
      notice: message,
    });
    return sendHtml(reply, status, page);
  }

  app.setErrorHandler((error, request, reply) => {
    const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
    if (status === 429) {
      return refuse(
        request,
        reply,
        429,
        tooManyMessage(Number(reply.getHeader('retry-after')) || 600),
      );
    }
    if (status === 413) {
      return reply
        .code(413)
        .send({ message: 'Your message is too long to send. Please shorten it.' });
    }
    if (status === 415) {
      return reply.code(415).send({ message: 'Send the form as a form post or as JSON.' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(400).send({ message: 'The form could not be read. Please send it again.' });
    }
    request.log.error(error);
    return refuse(request, reply, 503, SERVER_BUSY);
  });

  app.post(
    ENQUIRY_PATH,
    {
      bodyLimit: BODY_LIMIT,
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindow,
          // Requests from this machine itself (a health check, the developer, the proxy
          // without a forwarded address) are not counted; behind nginx each visitor is
          // counted by the address nginx forwards.
          allowList: (request) => LOOPBACK.has(request.ip),
        },
      },
    },
    async (request, reply) => {
      const read = domain.readEnquiryRequest(request.body);
      if (!read.ok) {
        if (wantsJson(request)) return reply.code(400).send({ errors: read.errors });
        const page = formPage(domain, {
          kind: read.kind ?? formKind(request.body),
          values: sentValues(request.body),
          errors: read.errors,
        });
        return sendHtml(reply, 400, page);
      }

      const { enquiry } = read;
      const spam = enquiry[domain.HONEYPOT_FIELD] !== '';
      const quote =
        enquiry.kind === 'contact' && enquiry.lines.length > 0
          ? domain.priceQuote(enquiry.lines)
          : undefined;
      const { name, email, phone, company, idempotencyKey } = enquiry;
      /** @type {Record<string, string>} */
      const details =
        enquiry.kind === 'site-survey'
          ? {
              address: enquiry.address,
              postcode: enquiry.postcode,
              workType: enquiry.workType,
              preferredTimes: enquiry.preferredTimes,
              notes: enquiry.notes,
            }
          : {};

      /** @type {Omit<import('../store/schema.js').EnquiryRow, 'id' | 'reference' | 'status' | 'access_token' | 'created_at' | 'erased_at' | 'idempotency_key'>} */
      const fields = {
        kind: quote ? 'quote' : enquiry.kind,
        spam: spam ? 1 : 0,
        name,
        email,
        phone,
        company,
        subject: enquiry.kind === 'contact' ? enquiry.subject : 'site-survey',
        message: enquiry.kind === 'contact' ? enquiry.message : '',
        details: JSON.stringify(details),
        lines: quote ? JSON.stringify(quote.lines) : null,
        total_pence: quote ? quote.totals.incVat : null,
      };
      const [formKey, formKeyBefore] = repeatKeys(fields);
      let saved;
      try {
        saved = await saveEnquiry(
          store,
          { ...fields, idempotency_key: idempotencyKey ?? formKey },
          {
            mail: spam ? 'spam' : mailConfigured ? 'pending' : 'not-configured',
            earlierKeys: idempotencyKey ? [] : [formKeyBefore],
          },
        );
      } catch (error) {
        request.log.error({ err: error }, 'enquiry not stored');
        return refuse(request, reply, 503, SERVER_BUSY);
      }
      if (saved.created && mailConfigured && !spam) wakeOutbox();

      const confirmationUrl = `/enquiries/${saved.enquiry.access_token}`;
      if (!wantsJson(request)) {
        return reply.header('cache-control', 'no-store').redirect(confirmationUrl, 303);
      }
      // A repeat of a stored enquiry (same idempotency key) gets the same answer as the first.
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ reference: saved.enquiry.reference, confirmationUrl });
    },
  );

  app.get('/enquiries/:token', async (request, reply) => {
    const { token } = /** @type {{ token: string }} */ (request.params);
    const enquiry = TOKEN.test(token) ? await findByAccessToken(store, token) : undefined;
    if (!enquiry) {
      return sendHtml(reply, 404, notFoundPage(domain));
    }
    return sendHtml(reply, 200, confirmationPage(domain, enquiry));
  });
}
