import type { FastifyPluginAsync } from 'fastify';
import { priceQuote } from '../../app/enquiries/quote';
import { HONEYPOT_FIELD, readEnquiryRequest } from '../../app/enquiries/schema';
import { saveEnquiry, type NewEnquiry } from '../store/enquiries';
import {
  KEY_TAKEN,
  SERVER_BUSY,
  formKind,
  refuse,
  refuseOutright,
  sendHtml,
  sentValues,
  wantsJson,
} from './replies';
import { formPage } from './pages/form-page';
import { repeatKeys, sameWords } from '../sales/repeat-keys';
import { urls } from '../urls';

/** Also nginx's client_max_body_size for the endpoint (scripts/nginx-config.js). */
export const ENQUIRY_BODY_LIMIT = '64k';
export const BODY_LIMIT = 64 * 1024;

/**
 * POST /api/enquiries, the one address every form sends to. The app posts JSON and gets
 * 201 with the reference; a browser without JavaScript posts the form and is sent on (303)
 * to the confirmation, or gets the form back with its errors and every value. The body's
 * fields are the form's rules to judge (app/enquiries/schema.ts), answered field by field,
 * so the route's own schema only asks for an object.
 */
export const receiveEnquiry: FastifyPluginAsync = async (app) => {
  const { store, mail, enquiryRate: limit } = app;
  app.post(
    urls.sendEnquiry.path,
    {
      bodyLimit: BODY_LIMIT,
      schema: { body: { type: 'object' } },
      config: {
        rateLimit: {
          max: limit.max,
          timeWindow: limit.timeWindow,
          // Every address is counted, loopback too: behind nginx each visitor by the address
          // it forwards; a proxy that forwards none is counted as itself, so a tunnel or a
          // second proxy in front can slow the form down but never turn the limit off.
        },
      },
    },
    async (request, reply) => {
      const read = readEnquiryRequest(request.body);
      if (!read.ok) {
        if (wantsJson(request)) return reply.code(400).send({ errors: read.errors });
        const page = formPage({
          kind: read.kind ?? formKind(request.body),
          values: sentValues(request.body),
          errors: read.errors,
        });
        return sendHtml(reply, 400, page);
      }

      const { enquiry } = read;
      const spam = enquiry[HONEYPOT_FIELD] !== '';
      const quote =
        enquiry.kind === 'contact' && enquiry.lines.length > 0
          ? priceQuote(enquiry.lines)
          : undefined;
      const { name, email, phone, company, idempotencyKey } = enquiry;
      const details: Record<string, string> =
        enquiry.kind === 'site-survey'
          ? {
              address: enquiry.address,
              postcode: enquiry.postcode,
              workType: enquiry.workType,
              preferredTimes: enquiry.preferredTimes,
              notes: enquiry.notes,
            }
          : {};

      const fields: Omit<NewEnquiry, 'idempotency_key'> = {
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
            mail: spam ? 'spam' : mail.state,
            earlierKeys: idempotencyKey ? [] : [formKeyBefore],
          },
        );
      } catch (error) {
        request.log.error({ err: error }, 'enquiry not stored');
        return refuse(request, reply, 503, SERVER_BUSY);
      }
      // The key of a stored enquiry with other words: 409, and nothing of that enquiry.
      if (!saved.created && !sameWords(saved.enquiry, fields)) {
        return refuseOutright(request, reply, 409, KEY_TAKEN);
      }
      if (saved.created && mail.state === 'pending' && !spam) mail.wake();

      const confirmationUrl = urls.enquiryConfirmation.href(saved.enquiry.access_token);
      if (!wantsJson(request)) {
        return reply.header('cache-control', 'no-store').redirect(confirmationUrl, 303);
      }
      // A repeat of a stored enquiry (same key, same words) gets the same answer as the first.
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ reference: saved.enquiry.reference, confirmationUrl });
    },
  );
};
