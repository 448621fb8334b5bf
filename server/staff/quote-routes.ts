import type { FastifyPluginAsync } from 'fastify';
import { valuesOf } from './draft-form';
import { linesFromEnquiry } from './prefill';
import { londonDate } from '../sales/calendar';
import { WITHDRAWABLE_STATES } from '../sales/quote-transitions';
import { getEnquiry } from '../store/inbox';
import { draftOf } from '../store/quote-rows';
import { openDraft } from '../store/quote-drafts';
import { withdrawQuote } from '../store/quotes';
import { notFound, refuseQuote, sendHtml } from './replies';
import { quoteEditorPage } from './pages/quote-editor-page';
import { withdrawPage } from './pages/quote-pages';
import { quoteSaveRoute } from './quote-save-route';
import { staffOf } from './request-staff';
import {
  editorQuery,
  emptyBody,
  enquiryParams,
  type EditorQuery,
  type EnquiryParams,
} from './schemas';
import { urls } from '../urls';

/**
 * An enquiry's quote in the inbox: prepare (or revise) opens the draft and the editor
 * shows it (its form is quote-save-route.ts); a sent quote can be withdrawn.
 */
export const quoteRoutes: FastifyPluginAsync = async (app) => {
  const { store } = app;
  await app.register(quoteSaveRoute);
  // "Prepare quote" and "Revise quote": opens the draft (if none is open) and shows it.
  app.post<{ Params: EnquiryParams }>(
    urls.staff.quoteOpen.path,
    { schema: { params: enquiryParams, body: emptyBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const opened = await openDraft(store, found.enquiry, {
        startLines: () => linesFromEnquiry(found.enquiry),
        staffEmail: staff.email,
        now: app.clock(),
      });
      if (opened.kind === 'erased') return refuseQuote(reply, staff, request.params.id, 'erased');
      if (opened.kind === 'accepted')
        return refuseQuote(reply, staff, request.params.id, 'accepted');
      return reply.redirect(urls.staff.quote.href(found.enquiry.id), 303);
    },
  );

  app.get<{ Params: EnquiryParams; Querystring: EditorQuery }>(
    urls.staff.quote.path,
    { schema: { params: enquiryParams, querystring: editorQuery } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const draft = found.quote && draftOf(found.quote.quote);
      // No draft open (not prepared yet, or sent since): the enquiry's page says what to do.
      if (!found.quote || !draft || found.enquiry.erased_at) {
        return reply.redirect(urls.staff.enquiry.href(found.enquiry.id), 303);
      }
      const { quote } = found.quote;
      return sendHtml(
        reply,
        200,
        quoteEditorPage({
          staff,
          enquiry: found.enquiry,
          quote,
          values: valuesOf(draft),
          draft,
          saved: draft,
          revision: quote.revision,
          today: londonDate(app.clock()),
          blanks: request.query.blank ?? 1,
          flash: request.query.done === 'saved' ? 'Draft saved.' : undefined,
        }),
      );
    },
  );

  app.get<{ Params: EnquiryParams }>(
    urls.staff.quoteWithdraw.path,
    { schema: { params: enquiryParams } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const quote = found.quote?.quote;
      if (!quote || quote.latest_version === 0 || !WITHDRAWABLE_STATES.includes(quote.state)) {
        return reply.redirect(urls.staff.enquiry.href(found.enquiry.id), 303);
      }
      const version = quote.latest_version;
      return sendHtml(reply, 200, withdrawPage({ staff, enquiry: found.enquiry, version }));
    },
  );

  app.post<{ Params: EnquiryParams }>(
    urls.staff.quoteWithdraw.path,
    { schema: { params: enquiryParams, body: emptyBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const found = await getEnquiry(store, id);
      if (!found) return notFound(reply, staff);
      const withdrawn = await withdrawQuote(store, id, {
        staffEmail: staff.email,
        now: app.clock(),
      });
      if (!withdrawn) {
        return refuseQuote(reply, staff, id, 'not-withdrawable');
      }
      return reply.redirect(urls.staff.enquiry.href(id, 'quote-withdrawn'), 303);
    },
  );
};
