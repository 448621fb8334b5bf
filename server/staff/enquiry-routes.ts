import type { FastifyPluginAsync } from 'fastify';
import { quoteReference } from '../../app/catalogue/references';
import { addNote, changeStatus, getEnquiry, MAX_NOTE_LENGTH, type STATUSES } from '../store/inbox';
import { eraseEnquiry, scrubErased } from '../store/erasure';
import { customerLink } from '../store/quotes';
import type { OrderRecord } from '../store/order-rows';
import { orderFlash, pageData, type Found } from './enquiry-page-data';
import { notFound, sendHtml } from './replies';
import { enquiryJson, quoteJson } from './enquiry-json';
import { enquiryPage, type Flash } from './pages/enquiry-page';
import { mailHeldUp, mailState } from './pages/labels';
import { erasePage } from './pages/simple-pages';
import {
  doneQuery,
  emptyBody,
  enquiryParams,
  noteBody,
  statusBody,
  type EnquiryParams,
} from './schemas';
import { staffOf } from './request-staff';
import { urls, type EnquiryDone } from '../urls';

/** What the page says after a change, from what the store now holds. */
function flashOf(
  done: EnquiryDone | undefined,
  { enquiry, quote, mails, order }: Found & { order: { record: OrderRecord } | undefined },
): Flash | undefined {
  const version = quoteReference(enquiry.reference, quote?.quote.latest_version ?? 0);
  switch (done) {
    case undefined:
      return undefined;
    case 'status':
      return { words: 'Status changed.', tone: 'success' };
    case 'note':
      return { words: 'Note added.', tone: 'success' };
    case 'erased':
      return { words: 'The enquiry has been erased.', tone: 'success' };
    case 'order-moved':
      return orderFlash(order?.record, mails);
    case 'quote-withdrawn':
      return { words: `Quote ${version} withdrawn: its link now says so.`, tone: 'success' };
    case 'quote-sent': {
      const email = mails
        .filter((mail) => mail.kind === 'quote-sent')
        .find((mail) => mail.quote_version === quote?.quote.latest_version);
      const words =
        email?.state === 'not-configured'
          ? 'Email is not set up on this server, so copy the link for the customer below into your own email.'
          : `${email ? mailState(email) : 'Not emailed'} (${enquiry.email}), with the link below.`;
      // Sent, but the e-mail held up: said in the colours of a problem, not of a success.
      return {
        words: `Quote ${version} sent. ${words}`,
        tone: mailHeldUp(email) ? 'notice' : 'success',
      };
    }
  }
}

/** One enquiry: its page and JSON, its status, notes and erasure. */
export const enquiryRoutes: FastifyPluginAsync = async (app) => {
  const { store } = app;
  const pageOf = (found: Found) => pageData(app, found);

  app.get<{ Params: EnquiryParams }>(
    urls.staff.api.enquiry.path,
    { schema: { params: enquiryParams } },
    async (request, reply) => {
      const found = await getEnquiry(store, request.params.id);
      if (!found) return reply.code(404).send({ message: 'No such enquiry.' });
      const enquiry = enquiryJson(found.enquiry);
      const quote =
        found.quote && quoteJson(found.quote.quote, customerLink(found.quote.quote, app.links));
      return { enquiry, events: found.events, mails: found.mails, quote };
    },
  );

  app.get<{ Params: EnquiryParams; Querystring: { done?: EnquiryDone } }>(
    urls.staff.enquiry.path,
    { schema: { params: enquiryParams, querystring: doneQuery } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const page = await pageOf(found);
      const flash = flashOf(request.query.done, page);
      return sendHtml(reply, 200, enquiryPage({ staff, ...page, flash }));
    },
  );

  app.post<{ Params: EnquiryParams; Body: { status: (typeof STATUSES)[number] } }>(
    urls.staff.enquiryStatus.path,
    { schema: { params: enquiryParams, body: statusBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      if (!(await changeStatus(store, id, request.body.status, staff.email))) {
        return notFound(reply, staff);
      }
      return reply.redirect(urls.staff.enquiry.href(id, 'status'), 303);
    },
  );

  app.post<{ Params: EnquiryParams; Body: { note?: string } }>(
    urls.staff.enquiryNotes.path,
    { schema: { params: enquiryParams, body: noteBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const note = (request.body.note ?? '').trim();
      const found = await getEnquiry(store, id);
      if (!found) return notFound(reply, staff);
      if (!note || note.length > MAX_NOTE_LENGTH) {
        const noteProblem = note
          ? `A note must be ${MAX_NOTE_LENGTH.toLocaleString('en-GB')} characters or fewer.`
          : 'Write the note first.';
        return sendHtml(reply, 400, enquiryPage({ staff, ...(await pageOf(found)), noteProblem }));
      }
      await addNote(store, id, note, staff.email);
      return reply.redirect(urls.staff.enquiry.href(id, 'note'), 303);
    },
  );

  app.get<{ Params: EnquiryParams }>(
    urls.staff.enquiryErase.path,
    { schema: { params: enquiryParams } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      return sendHtml(reply, 200, erasePage({ staff, enquiry: found.enquiry }));
    },
  );

  app.post<{ Params: EnquiryParams }>(
    urls.staff.enquiryErase.path,
    { schema: { params: enquiryParams, body: emptyBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      if (!(await eraseEnquiry(store, id, staff.email))) return notFound(reply, staff);
      try {
        await scrubErased(store);
      } catch (error) {
        // Erased from the rows all the same; the store's own checkpoint or vacuum follows.
        request.log.warn(
          { err: error, event: 'erasure-scrub-failed' },
          'erased, but the old words may stay in the store files until its next checkpoint or vacuum',
        );
      }
      return reply.redirect(urls.staff.enquiry.href(id, 'erased'), 303);
    },
  );
};
