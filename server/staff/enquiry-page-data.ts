import type { RouteServices } from '../plugins/services';
import { londonDate } from '../sales/calendar';
import { ORDER_STAGE_LABELS } from '../sales/order-display';
import { lastStep } from '../sales/order';
import type { getEnquiry } from '../store/inbox';
import { invoiceRecords } from '../store/invoice-ledgers';
import { invoiceDueNow } from '../store/invoices';
import { getOrder, type OrderRecord } from '../store/order-rows';
import { customerLink } from '../store/quotes';
import type { OutboxRow } from '../store/schema';
import type { Flash } from './pages/enquiry-page';
import { mailHeldUp, mailState } from './pages/labels';
import type { OrderFormState } from './pages/order-move-form';

export type Found = NonNullable<Awaited<ReturnType<typeof getEnquiry>>>;

/** What the enquiry's page shows: the enquiry as found, its quote's link and its order. */
export async function pageData(
  services: RouteServices,
  found: Found,
  form?: OrderFormState,
  record?: OrderRecord,
) {
  const now = services.clock();
  const order =
    record ?? (await getOrder(services.store.db, found.enquiry.id, found.enquiry.reference));
  const invoices = await invoiceRecords(services.store.db, found.enquiry.id);
  // Only after a credit note took an invoice off in full: otherwise the steps that make an
  // invoice due issue it themselves.
  const credited = invoices.some((record) => record.credits.length > 0);
  const dueNow =
    order && credited && !found.enquiry.erased_at
      ? await invoiceDueNow(services.store.db, found.enquiry.id, order.order, now)
      : undefined;
  return {
    ...found,
    invoices,
    dueNow,
    link: found.quote ? customerLink(found.quote.quote, services.links) : undefined,
    order: order ? { record: order, form } : undefined,
    now,
    today: londonDate(now),
  };
}

/**
 * After a step on the order: where it is now and whether the customer's email is on its
 * way; said as a notice when it is not (mail not set up, or the mail server refused it).
 */
export function orderFlash(
  record: Pick<OrderRecord, 'order'> | undefined,
  mails: OutboxRow[],
): Flash | undefined {
  if (!record) return undefined;
  const step = lastStep(record.order);
  const email = mails
    .filter((mail) => mail.kind === 'order-step')
    .find((mail) => mail.order_step === step.seq);
  const moved = step.update
    ? 'Update saved'
    : step.stage === 'cancelled'
      ? 'Order cancelled'
      : `Order moved to ${ORDER_STAGE_LABELS[step.stage]}`;
  if (email?.state === 'not-configured') {
    return {
      words: `${moved}. Email is not set up on this server, so tell the customer yourself.`,
      tone: 'notice',
    };
  }
  if (!email || mailHeldUp(email)) {
    return { words: `${moved}. ${mailState(email)}.`, tone: 'notice' };
  }
  return { words: `${moved}; the customer is emailed.`, tone: 'success' };
}
