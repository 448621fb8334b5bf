import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '../store/connect';
import {
  addNote,
  changeStatus,
  eraseEnquiry,
  getEnquiry,
  MAX_NOTE_LENGTH,
  type STATUSES,
} from '../store/inbox';
import { notFound, sendHtml } from './answers';
import { enquiryPage } from './pages/enquiry-page';
import { erasePage } from './pages/simple-pages';
import {
  doneQuery,
  enquiryParams,
  eraseBody,
  noteBody,
  statusBody,
  type EnquiryParams,
} from './schemas';
import { staffOf } from './request-staff';

const FLASH = {
  status: 'Status changed.',
  note: 'Note added.',
  erased: 'The enquiry has been erased.',
};

/** One enquiry: its page and JSON, its status, notes and erasure. */
export const enquiryRoutes: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  app.get<{ Params: EnquiryParams }>(
    '/staff/api/enquiries/:id',
    { schema: { params: enquiryParams } },
    async (request, reply) => {
      const found = await getEnquiry(store, request.params.id);
      if (!found) return reply.code(404).send({ message: 'No such enquiry.' });
      // The visitor's confirmation address is theirs, not the inbox's to hand out.
      const enquiry = { ...found.enquiry, access_token: undefined };
      return { enquiry, events: found.events, mail: found.mail };
    },
  );

  app.get<{ Params: EnquiryParams; Querystring: { done?: keyof typeof FLASH } }>(
    '/staff/enquiries/:id',
    { schema: { params: enquiryParams, querystring: doneQuery } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      const { done } = request.query;
      const flash = done ? FLASH[done] : undefined;
      return sendHtml(reply, 200, enquiryPage({ staff, ...found, flash }));
    },
  );

  app.post<{ Params: EnquiryParams; Body: { status: (typeof STATUSES)[number] } }>(
    '/staff/enquiries/:id/status',
    { schema: { params: enquiryParams, body: statusBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      if (!(await changeStatus(store, id, request.body.status, staff.email))) {
        return notFound(reply, staff);
      }
      return reply.redirect(`/staff/enquiries/${id}?done=status`, 303);
    },
  );

  app.post<{ Params: EnquiryParams; Body: { note?: string } }>(
    '/staff/enquiries/:id/notes',
    { schema: { params: enquiryParams, body: noteBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const note = (request.body.note ?? '').trim();
      const found = await getEnquiry(store, id);
      if (!found) return notFound(reply, staff);
      if (!note || note.length > MAX_NOTE_LENGTH) {
        const problem = note
          ? `A note must be ${MAX_NOTE_LENGTH.toLocaleString('en-GB')} characters or fewer.`
          : 'Write the note first.';
        return sendHtml(reply, 400, enquiryPage({ staff, ...found, problem }));
      }
      await addNote(store, id, note, staff.email);
      return reply.redirect(`/staff/enquiries/${id}?done=note`, 303);
    },
  );

  app.get<{ Params: EnquiryParams }>(
    '/staff/enquiries/:id/erase',
    { schema: { params: enquiryParams } },
    async (request, reply) => {
      const staff = staffOf(request);
      const found = await getEnquiry(store, request.params.id);
      if (!found) return notFound(reply, staff);
      return sendHtml(reply, 200, erasePage({ staff, enquiry: found.enquiry }));
    },
  );

  app.post<{ Params: EnquiryParams }>(
    '/staff/enquiries/:id/erase',
    { schema: { params: enquiryParams, body: eraseBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      if (!(await eraseEnquiry(store, id, staff.email))) return notFound(reply, staff);
      return reply.redirect(`/staff/enquiries/${id}?done=erased`, 303);
    },
  );
};
