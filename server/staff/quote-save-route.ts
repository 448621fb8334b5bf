import type { FastifyPluginAsync } from 'fastify';
import { blankRows, readDraftForm, sendProblems } from './draft-form';
import { londonDate } from '../sales/calendar';
import { getEnquiry } from '../store/inbox';
import { transitionOf } from '../sales/quote-lifecycle';
import { draftOf, toQuote } from '../store/quote-rows';
import { saveDraft } from '../store/quotes';
import { notFound, refuseQuote, sendHtml } from './replies';
import { quoteEditorPage } from './pages/quote-editor-page';
import { draftClosedPage } from './pages/quote-pages';
import { staffOf } from './request-staff';
import {
  enquiryParams,
  QUOTE_BODY_LIMIT,
  quoteBody,
  type EnquiryParams,
  type QuoteBody,
} from './schemas';
import { urls } from '../urls';

/**
 * The quote editor's one form: "Save draft", "Add a line" (save, then one more blank line)
 * and "Send quote" (save and freeze as the next version). The server reads and checks it
 * (draft-form.ts) and computes every figure; a problem answers 400 with the page and
 * what was typed, a save over someone else's newer save 409 with theirs beside it.
 */
export const quoteSaveRoute: FastifyPluginAsync = async (app) => {
  const { store } = app;

  app.post<{ Params: EnquiryParams; Body: QuoteBody }>(
    urls.staff.quote.path,
    { schema: { params: enquiryParams, body: quoteBody }, bodyLimit: QUOTE_BODY_LIMIT },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const { enquiry } = found;
      if (enquiry.erased_at) return refuseQuote(reply, staff, request.params.id, 'erased');
      if (!found.quote) return reply.redirect(urls.staff.enquiry.href(enquiry.id), 303);
      const stored = found.quote.quote;
      const now = app.clock();
      // An accepted quote takes no save: the sales core's table says so (the store again).
      if ('refused' in transitionOf(toQuote(found.quote), 'save-draft', now)) {
        return refuseQuote(reply, staff, request.params.id, 'accepted');
      }
      const today = londonDate(now);
      const { action, revision } = request.body;
      const { values, draft, errors } = readDraftForm(request.body, today);
      if (action === 'send' && Object.keys(errors).length === 0) {
        Object.assign(errors, sendProblems(draft));
      }
      // "Add a line" shows one more blank line than were left blank.
      const blanks = Math.min(20, blankRows(request.body) + (action === 'add' ? 1 : 0)) || 1;
      const page = (status: number, extra: Partial<Parameters<typeof quoteEditorPage>[0]>) =>
        sendHtml(
          reply,
          status,
          quoteEditorPage({
            staff,
            enquiry,
            quote: stored,
            values,
            draft,
            saved: draftOf(stored) ?? draft,
            revision,
            today,
            blanks,
            ...extra,
          }),
        );
      if (Object.keys(errors).length > 0) return page(400, { errors });

      const result = await saveDraft(store, enquiry.id, {
        revision,
        draft,
        send: action === 'send',
        staffEmail: staff.email,
        now,
        links: app.links,
        mail: app.mail.state,
      });
      switch (result.kind) {
        case 'saved':
          return action === 'add'
            ? reply.redirect(
                `${urls.staff.quote.href(enquiry.id, { blank: blanks })}#line-${draft.lines.length + blanks - 1}-description`,
                303,
              )
            : reply.redirect(urls.staff.quote.href(enquiry.id, { done: 'saved' }), 303);
        case 'sent':
          app.mail.wake();
          return reply.redirect(urls.staff.enquiry.href(enquiry.id, 'quote-sent'), 303);
        case 'accepted':
          return refuseQuote(reply, staff, request.params.id, 'accepted');
        case 'stale': {
          const current = result.record?.quote;
          const theirs = current && draftOf(current);
          if (!current || !theirs) {
            const version = current?.latest_version ?? stored.latest_version;
            return sendHtml(reply, 409, draftClosedPage({ staff, enquiry, version, values }));
          }
          return page(409, { theirs, quote: current, revision: current.revision, saved: theirs });
        }
      }
    },
  );
};
