import type { FastifyPluginAsync } from 'fastify';
import { londonDate } from '../sales/calendar';
import { listEnquiries, type ListQuery } from '../store/inbox';
import { allMatching } from '../store/inbox-export';
import { orUnreadable, UnreadableDocument } from '../store/documents';
import { invoicesToCall, receivablesNow } from '../store/invoice-ledgers';
import { pipelineSummary } from '../store/pipeline';
import { sendHtml } from './replies';
import { enquiriesCsv } from './csv';
import { inboxPage } from './pages/inbox-page';
import { listQuery, type ListQueryString } from './schemas';
import { staffOf } from './request-staff';
import { urls } from '../urls';

function readList(query: ListQueryString): ListQuery {
  return {
    status: query.status || undefined,
    kind: query.type || undefined,
    quote: query.quote || undefined,
    order: query.order || undefined,
    search: (query.q ?? '').slice(0, 100),
    page: query.page ?? 1,
  };
}

/**
 * The inbox: the pipeline's summary and the list as a page, the list as JSON, and the
 * CSV export of what it shows. "Today" and "this month" are the services' clock's.
 */
export const inboxRoutes: FastifyPluginAsync = async (app) => {
  const { store } = app;
  const schema = { querystring: listQuery };

  app.get<{ Querystring: ListQueryString }>(
    urls.staff.inbox.path,
    { schema },
    async (request, reply) => {
      const now = app.clock();
      const query = readList(request.query);
      // The month's summary is the first screen's: not on a later page, a filter or a search.
      const firstScreen =
        !query.status && !query.kind && !query.quote && !query.order && !query.search?.trim();
      const summary = firstScreen && (query.page ?? 1) === 1;
      const [list, pipeline, money, toCall] = await Promise.all([
        listEnquiries(store, query, londonDate(now)),
        summary ? pipelineSummary(store, now) : undefined,
        summary ? orUnreadable(receivablesNow(store.db, now)) : undefined,
        orUnreadable(invoicesToCall(store.db, now)),
      ]);
      // The enquiries stay workable with a document that cannot be read: the parts that need
      // every invoice say which one, and the rest of the inbox is there.
      const unreadable = [money, toCall].find((part) => part instanceof UnreadableDocument);
      return sendHtml(
        reply,
        200,
        inboxPage({
          staff: staffOf(request),
          ...list,
          query,
          pipeline,
          money: money instanceof UnreadableDocument ? undefined : money,
          toCall: toCall instanceof UnreadableDocument ? undefined : toCall,
          unreadable: unreadable?.document,
          today: londonDate(now),
        }),
      );
    },
  );

  app.get<{ Querystring: ListQueryString }>(
    urls.staff.api.enquiries.path,
    { schema },
    async (request) => listEnquiries(store, readList(request.query), londonDate(app.clock())),
  );

  app.get(urls.staff.api.pipeline.path, async () => pipelineSummary(store, app.clock()));

  app.get<{ Querystring: ListQueryString }>(
    urls.staff.exportCsv.path,
    { schema },
    async (request, reply) => {
      const today = londonDate(app.clock());
      const rows = await allMatching(store, readList(request.query), today);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="enquiries-${today}.csv"`)
        .send(enquiriesCsv(rows, today));
    },
  );
};
