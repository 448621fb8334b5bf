import type { FastifyPluginAsync } from 'fastify';
import type { Store } from '../store/connect';
import { allMatching, listEnquiries, type ListQuery } from '../store/inbox';
import { sendHtml } from './answers';
import { enquiriesCsv } from './csv';
import { inboxPage } from './pages/inbox-page';
import { listQuery, type ListQueryString } from './schemas';
import { staffOf } from './request-staff';

function readList(query: ListQueryString): ListQuery {
  return {
    status: query.status || undefined,
    kind: query.type || undefined,
    search: (query.q ?? '').slice(0, 100),
    page: query.page ?? 1,
  };
}

/** The inbox: the list as a page and as JSON, and the CSV export of what it shows. */
export const inboxRoutes: FastifyPluginAsync<{ store: Store }> = async (app, { store }) => {
  const schema = { querystring: listQuery };

  app.get<{ Querystring: ListQueryString }>('/staff', { schema }, async (request, reply) => {
    const query = readList(request.query);
    const { rows, total, page } = await listEnquiries(store, query);
    return sendHtml(reply, 200, inboxPage({ staff: staffOf(request), rows, total, page, query }));
  });

  app.get<{ Querystring: ListQueryString }>('/staff/api/enquiries', { schema }, async (request) =>
    listEnquiries(store, readList(request.query)),
  );

  app.get<{ Querystring: ListQueryString }>(
    '/staff/export.csv',
    { schema },
    async (request, reply) => {
      const rows = await allMatching(store, readList(request.query));
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="enquiries-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(enquiriesCsv(rows));
    },
  );
};
