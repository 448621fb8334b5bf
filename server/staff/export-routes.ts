import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { londonDate } from '../sales/calendar';
import { xeroCsv, xeroRows } from '../sales/xero-export';
import { creditNotesIssued, invoicesIssued, paymentsReceived, type Period } from '../store/exports';
import { readPeriod } from './export-period';
import { exportPage } from './pages/export-page';
import { paymentsCsv } from './payments-csv';
import { sendHtml } from './replies';
import { staffOf } from './request-staff';
import { urls } from '../urls';

type PeriodQuery = { Querystring: { from?: string; to?: string } };

const schema = {
  querystring: {
    type: 'object',
    properties: {
      from: { type: 'string', maxLength: 40 },
      to: { type: 'string', maxLength: 40 },
    },
    additionalProperties: false,
  },
} as const;

/**
 * The accountant's exports: the chooser's page, and its two files for the period. A period
 * that cannot be read answers with the chooser again, saying why, whichever was asked for.
 */
export const exportRoutes: FastifyPluginAsync = async (app) => {
  const { store } = app;

  /** The period asked for, or the chooser sent back with its problems (400). */
  function periodOf(request: FastifyRequest<PeriodQuery>, reply: FastifyReply) {
    const read = readPeriod(request.query, londonDate(app.clock()));
    if ('period' in read) return read.period;
    void sendHtml(
      reply,
      400,
      exportPage({ staff: staffOf(request), period: read.typed, problems: read.problems }),
    );
    return undefined;
  }

  const download = (reply: FastifyReply, name: string, { from, to }: Period, csv: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}-${from}-to-${to}.csv"`)
      .send(csv);

  app.get<PeriodQuery>(urls.staff.exports.path, { schema }, async (request, reply) => {
    const period = periodOf(request, reply);
    if (!period) return reply;
    return sendHtml(reply, 200, exportPage({ staff: staffOf(request), period }));
  });

  app.get<PeriodQuery>(urls.staff.xeroCsv.path, { schema }, async (request, reply) => {
    const period = periodOf(request, reply);
    if (!period) return reply;
    const [invoices, notes] = await Promise.all([
      invoicesIssued(store.db, period),
      creditNotesIssued(store.db, period),
    ]);
    return download(reply, 'xero-invoices', period, xeroCsv(xeroRows(invoices, notes)));
  });

  app.get<PeriodQuery>(urls.staff.paymentsCsv.path, { schema }, async (request, reply) => {
    const period = periodOf(request, reply);
    if (!period) return reply;
    return download(
      reply,
      'payments',
      period,
      paymentsCsv(await paymentsReceived(store.db, period)),
    );
  });
};
