import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { londonDate } from '../sales/calendar';
import { decideOrder } from '../sales/order-lifecycle';
import type { OrderRefusal } from '../sales/order-transitions';
import { getEnquiry } from '../store/inbox';
import type { InvoiceKind } from '../sales/invoice';
import { issueDueNow } from '../store/invoices';
import { getOrder, type OrderRecord } from '../store/order-rows';
import { moveOrder } from '../store/orders';
import type { Session } from '../store/sessions';
import { field } from './csrf';
import { pageData, type Found } from './enquiry-page-data';
import { judgeOrderForm, readOrderForm, type OrderErrors, type OrderValues } from './order-form';
import { enquiryPage } from './pages/enquiry-page';
import { messagePage } from './pages/simple-pages';
import { notFound, sendHtml } from './replies';
import { staffOf } from './request-staff';
import { dueInvoiceBody, enquiryParams, orderBody, type EnquiryParams } from './schemas';
import { urls } from '../urls';

/**
 * "Move this order on", posted from the enquiry's page: the sales core decides the step
 * (sales/order-lifecycle.ts) and the store carries it out with its history line and the
 * customer's email (store/orders.ts). A form with problems is given back as typed (400);
 * a step the order's stage refuses, or one decided on a page the order has moved on from,
 * is answered with the order as it is now and why (409); a step taken goes back to the
 * enquiry with what happened (303).
 */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { store } = app;

  /** The enquiry's page with the order's form given back. */
  async function givenBack(
    reply: FastifyReply,
    staff: Session,
    status: 400 | 409,
    [found, record]: [Found, OrderRecord],
    form: { values: OrderValues; errors: OrderErrors; refusal?: OrderRefusal },
  ) {
    const page = await pageData(app, found, form, record);
    return sendHtml(reply, status, enquiryPage({ staff, ...page }));
  }

  app.post<{ Params: EnquiryParams; Body: Record<string, string> }>(
    urls.staff.enquiryOrder.path,
    { schema: { params: enquiryParams, body: orderBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const found = await getEnquiry(store, id);
      if (!found) return notFound(reply, staff);
      const { enquiry } = found;
      const record = await getOrder(store.db, id, enquiry.reference);
      if (!record || enquiry.erased_at) return noOrder(reply, staff, id);
      const now = app.clock();
      const values = readOrderForm(request.body);
      const seen = field(request.body, 'seen');
      // The order as the page showed it, and the step its stage allows, before the words:
      // a form for an order that has moved on is answered with the order as it is now.
      const early = values.action
        ? decideOrder(
            record.order,
            { kind: values.action, by: staff.email, seen, message: '', expectedDate: undefined },
            now,
          )
        : undefined;
      const refusal =
        early && 'refused' in early
          ? early.refused
          : seen !== record.order.updatedAt
            ? 'stale'
            : undefined;
      if (refusal) {
        return givenBack(reply, staff, 409, [found, record], { values, errors: {}, refusal });
      }
      const judged = judgeOrderForm(values, londonDate(now));
      if ('errors' in judged) {
        return givenBack(reply, staff, 400, [found, record], { values, errors: judged.errors });
      }
      const moved = await moveOrder(
        store,
        enquiry,
        { ...judged.step, by: staff.email, seen },
        { now, mail: app.mail.state },
      );
      if (moved.kind === 'missing') return noOrder(reply, staff, id);
      if (moved.kind === 'refused') {
        // Another step came first: the page as it is now, its history with it.
        const fresh = (await getEnquiry(store, id)) ?? found;
        const form = { values, errors: {}, refusal: moved.why };
        return givenBack(reply, staff, 409, [fresh, moved.record], form);
      }
      app.mail.wake();
      return reply.redirect(urls.staff.enquiry.href(id, 'order-moved'), 303);
    },
  );

  // "Issue the invoice now due", offered on the enquiry's page once a credit note has taken
  // an invoice off in full (store/invoices.ts invoiceDueNow). The kind is the one the page
  // offered: if another member of staff issued it meanwhile, it is refused as not due.
  app.post<{ Params: EnquiryParams; Body: { kind: InvoiceKind } }>(
    urls.staff.enquiryInvoice.path,
    { schema: { params: enquiryParams, body: dueInvoiceBody } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { id } = request.params;
      const found = await getEnquiry(store, id);
      if (!found) return notFound(reply, staff);
      const { enquiry } = found;
      if (enquiry.erased_at) return noOrder(reply, staff, id);
      const issued = await issueDueNow(store, enquiry, request.body.kind, {
        now: app.clock(),
        mail: app.mail.state,
      });
      if (issued.kind === 'missing') return noOrder(reply, staff, id);
      if (issued.kind === 'refused') {
        return sendHtml(
          reply,
          409,
          messagePage({
            staff,
            heading: 'No invoice issued',
            text:
              issued.why === 'not-due'
                ? 'This order is not due that invoice now: it may have been issued already. The enquiry shows its invoices as they are.'
                : 'There is nothing left to invoice on this order.',
            back: { href: urls.staff.enquiry.href(id), label: 'Back to the enquiry' },
          }),
        );
      }
      app.mail.wake();
      return reply.redirect(urls.staff.invoice.href(issued.invoice.number, 'issued'), 303);
    },
  );
};

function noOrder(reply: FastifyReply, staff: Session, id: string) {
  return sendHtml(
    reply,
    409,
    messagePage({
      staff,
      heading: 'No order',
      text: 'This enquiry has no order to move: its quote has not been accepted, or it was erased.',
      back: { href: urls.staff.enquiry.href(id), label: 'Back to the enquiry' },
    }),
  );
}
