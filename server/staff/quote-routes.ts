import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { blankRows, readDraftForm, sendProblems, valuesOf } from '../quotes/draft-form';
import { linesFromEnquiry } from '../quotes/prefill';
import type { QuoteServices } from '../quotes/services';
import { londonDate, OPEN_STATES } from '../quotes/state';
import { getEnquiry } from '../store/inbox';
import { draftOf, openDraft, saveDraft, withdrawQuote } from '../store/quotes';
import { notFound, sendHtml } from './answers';
import { messagePage } from './pages/simple-pages';
import { quoteEditorPage } from './pages/quote-editor-page';
import { draftClosedPage, withdrawPage } from './pages/quote-pages';
import { staffOf } from './request-staff';
import {
  editorQuery,
  emptyBody,
  enquiryParams,
  QUOTE_BODY_LIMIT,
  quoteBody,
  type EditorQuery,
  type EnquiryParams,
  type QuoteBody,
} from './schemas';
import type { Session } from '../store/staff';

const ACCEPTED =
  'The customer has accepted this quote, so it cannot be changed or revised. For more work, note it here and start from a new enquiry.';
const ERASED = 'This enquiry was erased, so it has no quote to prepare or change.';

/**
 * An enquiry's quote in the inbox: prepare (or revise) opens the draft, the editor saves
 * it or sends it as the next version, and a sent quote can be withdrawn. Every figure is
 * the server's; a save over someone else's newer save is refused (store/quotes.ts).
 */
export const quoteRoutes: FastifyPluginAsync<QuoteServices> = async (app, services) => {
  const { store } = services;
  const refuse = (reply: FastifyReply, staff: Session, id: string, heading: string, text: string) =>
    sendHtml(
      reply,
      409,
      messagePage({
        staff,
        heading,
        text,
        back: { href: `/staff/enquiries/${id}`, label: 'Back to the enquiry' },
      }),
    );

  // "Prepare quote" and "Revise quote": opens the draft (if none is open) and shows it.
  app.post<{ Params: EnquiryParams }>(
    '/staff/enquiries/:id/quote/open',
    { schema: { params: enquiryParams, body: emptyBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const opened = await openDraft(store, found.enquiry, {
        startLines: () => linesFromEnquiry(found.enquiry),
        staffEmail: staff.email,
        now: services.now(),
      });
      if (opened.kind === 'erased')
        return refuse(reply, staff, request.params.id, 'No quote', ERASED);
      if (opened.kind === 'accepted')
        return refuse(reply, staff, request.params.id, 'Quote accepted', ACCEPTED);
      return reply.redirect(`/staff/enquiries/${found.enquiry.id}/quote`, 303);
    },
  );

  app.get<{ Params: EnquiryParams; Querystring: EditorQuery }>(
    '/staff/enquiries/:id/quote',
    { schema: { params: enquiryParams, querystring: editorQuery } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const draft = found.quote && draftOf(found.quote.quote);
      // No draft open (not prepared yet, or sent since): the enquiry's page says what to do.
      if (!found.quote || !draft || found.enquiry.erased_at) {
        return reply.redirect(`/staff/enquiries/${found.enquiry.id}`, 303);
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
          today: londonDate(services.now()),
          blanks: request.query.blank ?? 1,
          flash: request.query.done === 'saved' ? 'Draft saved.' : undefined,
        }),
      );
    },
  );

  app.post<{ Params: EnquiryParams; Body: QuoteBody }>(
    '/staff/enquiries/:id/quote',
    { schema: { params: enquiryParams, body: quoteBody }, bodyLimit: QUOTE_BODY_LIMIT },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const { enquiry } = found;
      if (enquiry.erased_at) return refuse(reply, staff, request.params.id, 'No quote', ERASED);
      const stored = found.quote?.quote;
      if (!stored) return reply.redirect(`/staff/enquiries/${enquiry.id}`, 303);
      if (stored.state === 'accepted')
        return refuse(reply, staff, request.params.id, 'Quote accepted', ACCEPTED);
      const now = services.now();
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
        links: services.links,
        mail: services.mail,
      });
      const base = `/staff/enquiries/${enquiry.id}`;
      switch (result.kind) {
        case 'saved':
          return action === 'add'
            ? reply.redirect(
                `${base}/quote?blank=${blanks}#line-${draft.lines.length + blanks - 1}-description`,
                303,
              )
            : reply.redirect(`${base}/quote?done=saved`, 303);
        case 'sent':
          services.wakeOutbox();
          return reply.redirect(`${base}?done=quote-sent`, 303);
        case 'accepted':
          return refuse(reply, staff, request.params.id, 'Quote accepted', ACCEPTED);
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

  app.get<{ Params: EnquiryParams }>(
    '/staff/enquiries/:id/quote/withdraw',
    { schema: { params: enquiryParams } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const quote = found.quote?.quote;
      if (!quote || quote.latest_version === 0 || !isOpen(quote.state)) {
        return reply.redirect(`/staff/enquiries/${found.enquiry.id}`, 303);
      }
      const version = quote.latest_version;
      return sendHtml(reply, 200, withdrawPage({ staff, enquiry: found.enquiry, version }));
    },
  );

  app.post<{ Params: EnquiryParams }>(
    '/staff/enquiries/:id/quote/withdraw',
    { schema: { params: enquiryParams, body: emptyBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const found = await getEnquiry(store, id);
      if (!found) return notFound(reply, staff);
      const withdrawn = await withdrawQuote(store, id, {
        staffEmail: staff.email,
        now: services.now(),
      });
      if (!withdrawn) {
        return refuse(
          reply,
          staff,
          id,
          'Not withdrawn',
          'Only a sent quote that the customer has not accepted or declined can be withdrawn.',
        );
      }
      return reply.redirect(`/staff/enquiries/${id}?done=quote-withdrawn`, 303);
    },
  );
};

function isOpen(state: string) {
  return (OPEN_STATES as readonly string[]).includes(state);
}
