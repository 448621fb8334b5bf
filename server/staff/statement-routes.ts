import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { matchStatement } from '../sales/statement-match';
import { keepChoice, keptChoice } from '../store/kept-choices';
import { recordPayment } from '../store/payments';
import { openInvoices, recordedRows } from '../store/statements';
import type { Session } from '../store/sessions';
import type { ColumnMapping, ReadStatement } from '../sales/bank-statement';
import { field } from './csrf';
import { acceptFileForms, fieldList } from './multipart-form';
import { columnsPage } from './pages/statement-columns-page';
import { matchesPage } from './pages/statement-pages';
import { uploadPage } from './pages/statement-upload-page';
import { sendHtml } from './replies';
import { staffOf } from './request-staff';
import {
  answersOf,
  headerOf,
  KEPT_COLUMNS,
  keptMappings,
  readColumnForm,
  readWithKept,
  withChoice,
} from './statement-columns';
import { urls } from '../urls';

/** A month's statement is a few hundred rows; a year's of a busy account, well under this. */
export const STATEMENT_LIMIT = 2 * 1024 * 1024;
const COUNT = { type: 'integer', minimum: 0, maximum: 100_000 } as const;

const NO_FILE = 'Choose the CSV file your online banking exported.';
const NO_HEADER =
  'This file has no row of column names that we can find. Export the statement as CSV (not PDF or Excel) and upload that.';

/**
 * The bank statement import: upload, the columns chosen once, the proposals, and their
 * confirmation (statement-pages.tsx says the journey). Each confirmed payment is recorded in
 * its own transaction by recordPayment, with its row's fingerprint: one the invoice no longer
 * takes is counted and the others still go in, and a row recorded before is not again.
 */
export const statementRoutes: FastifyPluginAsync = async (app) => {
  const { store } = app;
  acceptFileForms(app, STATEMENT_LIMIT);

  const kept = async () => keptMappings(await keptChoice(store.db, KEPT_COLUMNS));

  async function showMatches(
    reply: FastifyReply,
    staff: Session,
    text: string,
    { mapping, read }: { mapping: ColumnMapping; read: ReadStatement },
  ) {
    const now = app.clock();
    const [invoices, recorded] = await Promise.all([
      openInvoices(store.db, now),
      recordedRows(
        store.db,
        read.credits.map((credit) => credit.fingerprint),
      ),
    ]);
    const match = matchStatement(read.credits, invoices, recorded);
    return sendHtml(
      reply,
      200,
      matchesPage({ staff, text, mapping, match, unreadable: read.unreadable, invoices }),
    );
  }

  app.get<{ Querystring: { recorded?: number; already?: number; refused?: number } }>(
    urls.staff.statements.path,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { recorded: COUNT, already: COUNT, refused: COUNT },
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      const { recorded, already = 0, refused = 0 } = request.query;
      const outcome = recorded === undefined ? undefined : { recorded, already, refused };
      return sendHtml(reply, 200, uploadPage({ staff: staffOf(request), outcome }));
    },
  );

  app.post(urls.staff.statements.path, async (request, reply) => {
    const staff = staffOf(request);
    const text = field(request.body, 'statement');
    if (!text.trim()) return sendHtml(reply, 400, uploadPage({ staff, problem: NO_FILE }));
    const known = readWithKept(text, await kept());
    if (known) return showMatches(reply, staff, text, known);
    const header = headerOf(text);
    if (!header) return sendHtml(reply, 400, uploadPage({ staff, problem: NO_HEADER }));
    return sendHtml(
      reply,
      200,
      columnsPage({ staff, text, header, answers: answersOf(undefined) }),
    );
  });

  app.post(urls.staff.statementColumns.path, async (request, reply) => {
    const staff = staffOf(request);
    const text = field(request.body, 'statement');
    const header = headerOf(text);
    if (!header) return sendHtml(reply, 400, uploadPage({ staff, problem: NO_HEADER }));
    const mappings = await kept();
    if (field(request.body, 'again')) {
      const current = readWithKept(text, mappings)?.mapping;
      return sendHtml(
        reply,
        200,
        columnsPage({ staff, text, header, answers: answersOf(current) }),
      );
    }
    const form = readColumnForm(request.body, header);
    if ('problems' in form) {
      return sendHtml(reply, 400, columnsPage({ staff, text, header, ...form }));
    }
    const read = readWithKept(text, [form.mapping]);
    if (!read) return sendHtml(reply, 400, uploadPage({ staff, problem: NO_HEADER }));
    await keepChoice(store.db, KEPT_COLUMNS, withChoice(form.mapping, mappings), {
      by: staff.email,
      now: app.clock(),
    });
    return showMatches(reply, staff, text, read);
  });

  app.post(urls.staff.statementConfirm.path, async (request, reply) => {
    const staff = staffOf(request);
    const text = field(request.body, 'statement');
    const known = readWithKept(text, await kept());
    if (!known) return sendHtml(reply, 400, uploadPage({ staff, problem: NO_HEADER }));
    const ticked = new Set(fieldList(request.body, 'row'));
    const now = app.clock();
    const credits = known.read.credits.filter((credit) => ticked.has(credit.fingerprint));
    // Matched again on the store as it is now: the page may be old, or posted twice.
    const invoices = await openInvoices(store.db, now);
    const recorded = await recordedRows(
      store.db,
      credits.map((credit) => credit.fingerprint),
    );
    const match = matchStatement(credits, invoices, recorded);
    const ids = new Map(invoices.map((row) => [row.number, row.id]));
    const outcome = {
      recorded: 0,
      already: match.already.length,
      refused: match.unmatched.length,
    };
    for (const { credit, invoice } of match.proposals) {
      const invoiceId = ids.get(invoice);
      if (!invoiceId) continue;
      const result = await store.db.transaction().execute((trx) =>
        recordPayment(
          trx,
          invoiceId,
          {
            amount: credit.amount,
            receivedOn: credit.date,
            method: 'bank-transfer',
            by: staff.email,
            statementRow: credit.fingerprint,
          },
          now,
        ),
      );
      if (result.kind === 'recorded') outcome.recorded += 1;
      else if (result.kind === 'already-recorded') outcome.already += 1;
      else outcome.refused += 1;
    }
    return reply.redirect(urls.staff.statements.href(outcome), 303);
  });
};
