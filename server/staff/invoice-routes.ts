import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { DOCUMENT_PREFIXES, invoiceNumber } from '../../app/catalogue/references';
import { londonDate } from '../sales/calendar';
import { amountDue, invoiceStanding } from '../sales/invoice-payments';
import { INVOICE_STANDINGS, type InvoiceStanding } from '../sales/invoice-transitions';
import { issueCreditIn } from '../store/credit-notes';
import { findInvoice, invoiceRecords, type InvoiceRecord } from '../store/invoice-ledgers';
import { recordPayment } from '../store/payments';
import type { Session } from '../store/sessions';
import { INVOICE_DONE, urls, type InvoiceDone } from '../urls';
import {
  creditRefusalWords,
  judgeCreditForm,
  judgePaymentForm,
  paymentRefusalWords,
  readCreditForm,
  readPaymentForm,
} from './invoice-forms';
import { invoicePage, type InvoicePageProps } from './pages/invoice-page';
import { invoicesPage } from './pages/invoices-page';
import { messagePage } from './pages/simple-pages';
import { sendHtml } from './replies';
import { staffOf } from './request-staff';

const csrfField = { _csrf: { type: 'string', maxLength: 100 } } as const;
const NUMBER_PATTERN = `^${DOCUMENT_PREFIXES.invoice}-\\d{5,9}$`;
const numberParams = {
  type: 'object',
  properties: { number: { type: 'string', pattern: NUMBER_PATTERN } },
  required: ['number'],
} as const;
interface NumberParams {
  number: string;
}
const paymentBody = {
  type: 'object',
  properties: {
    ...csrfField,
    amount: { type: 'string', maxLength: 100 },
    receivedOn: { type: 'string', maxLength: 100 },
    method: { type: 'string', maxLength: 40 },
  },
} as const;
const creditBody = {
  type: 'object',
  properties: {
    ...csrfField,
    scope: { type: 'string', maxLength: 20 },
    reason: { type: 'string', maxLength: 5000 },
  },
  patternProperties: { '^credit-\\d{1,3}$': { type: 'string', maxLength: 100 } },
  additionalProperties: false,
} as const;

/**
 * The staff's side of invoices: the list (/staff/invoices, by standing), an invoice's page,
 * and its two forms, "Record a payment" and "Issue a credit note". The sales core decides
 * each (invoice-payments.ts, credit-note.ts) inside the store's transaction; a form with
 * problems, or one the invoice refuses, is given back as typed with why (400, 409); a
 * change made goes back to the invoice's page with what happened (303). The number in the
 * address is checked against the pattern, then found or not (404).
 */
export const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const { store } = app;

  async function found(reply: FastifyReply, staff: Session, number: string) {
    const sequence = Number(number.slice(DOCUMENT_PREFIXES.invoice.length + 1));
    const record =
      invoiceNumber(sequence) === number ? await findInvoice(store.db, sequence) : undefined;
    if (!record) {
      await sendHtml(
        reply,
        404,
        messagePage({
          staff,
          heading: 'No such invoice',
          text: `There is no invoice ${number}. Check the number, or find it in the list of invoices.`,
          back: { href: urls.staff.invoices.href(), label: 'All invoices' },
        }),
      );
    }
    return record;
  }

  function page(
    reply: FastifyReply,
    status: number,
    props: Omit<InvoicePageProps, 'now' | 'today'>,
  ) {
    const now = app.clock();
    return sendHtml(reply, status, invoicePage({ ...props, now, today: londonDate(now) }));
  }

  app.get<{ Querystring: { standing?: '' | InvoiceStanding } }>(
    urls.staff.invoices.path,
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { standing: { type: 'string', enum: ['', ...INVOICE_STANDINGS] } },
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const standing = request.query.standing || undefined;
      const records = (await invoiceRecords(store.db)).filter(
        (record) => !standing || invoiceStanding(record.invoice, record.ledger, now) === standing,
      );
      return sendHtml(
        reply,
        200,
        invoicesPage({ staff: staffOf(request), records, standing, now }),
      );
    },
  );

  app.get<{ Params: NumberParams; Querystring: { done?: InvoiceDone } }>(
    urls.staff.invoice.path,
    {
      schema: {
        params: numberParams,
        querystring: {
          type: 'object',
          properties: { done: { type: 'string', enum: INVOICE_DONE } },
        },
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const record = await found(reply, staff, request.params.number);
      if (!record) return reply;
      return page(reply, 200, { staff, record, done: request.query.done });
    },
  );

  app.post<{ Params: NumberParams; Body: Record<string, string> }>(
    urls.staff.invoicePayment.path,
    { schema: { params: numberParams, body: paymentBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const record = await found(reply, staff, request.params.number);
      if (!record) return reply;
      const values = readPaymentForm(request.body);
      const judged = judgePaymentForm(values);
      if ('errors' in judged) {
        return page(reply, 400, { staff, record, payment: { values, errors: judged.errors } });
      }
      const now = app.clock();
      const taken = await store.db
        .transaction()
        .execute((trx) => recordPayment(trx, record.id, { ...judged.input, by: staff.email }, now));
      if (taken.kind !== 'recorded') {
        // The invoice as it is now: another payment may have come first.
        const fresh = (await findInvoice(store.db, sequenceOf(record))) ?? record;
        // Only a statement's row can be recorded already; the invoice's row outlives its enquiry.
        const why = taken.kind === 'refused' && taken.why !== 'no-invoice' ? taken.why : 'paid';
        const words = paymentRefusalWords(why, {
          due: amountDue(fresh.invoice, fresh.ledger),
          number: fresh.invoice.number,
          today: londonDate(now),
        });
        const payment =
          words.field === 'form'
            ? { values, errors: {}, refusal: words.words }
            : { values, errors: { [words.field]: words.words } };
        return page(reply, words.field === 'form' ? 409 : 400, { staff, record: fresh, payment });
      }
      return reply.redirect(urls.staff.invoice.href(record.invoice.number, 'payment'), 303);
    },
  );

  app.post<{ Params: NumberParams; Body: Record<string, string> }>(
    urls.staff.invoiceCredit.path,
    { schema: { params: numberParams, body: creditBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const record = await found(reply, staff, request.params.number);
      if (!record) return reply;
      const values = readCreditForm(request.body, record.invoice.lines.length);
      const judged = judgeCreditForm(values);
      if ('errors' in judged) {
        return page(reply, 400, { staff, record, credit: { values, errors: judged.errors } });
      }
      const now = app.clock();
      const issued = await store.db
        .transaction()
        .execute((trx) =>
          issueCreditIn(trx, record.id, judged.request, { now, mail: app.mail.state }),
        );
      if (issued.kind === 'refused') {
        const fresh = (await findInvoice(store.db, sequenceOf(record))) ?? record;
        const refusal = creditRefusalWords(issued.why, record.invoice.number);
        return page(reply, 409, { staff, record: fresh, credit: { values, errors: {}, refusal } });
      }
      app.mail.wake();
      return reply.redirect(urls.staff.invoice.href(record.invoice.number, 'credit-note'), 303);
    },
  );
};

function sequenceOf(record: InvoiceRecord) {
  return Number(record.invoice.number.slice(DOCUMENT_PREFIXES.invoice.length + 1));
}
