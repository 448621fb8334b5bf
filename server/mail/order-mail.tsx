import type { SendMailOptions } from 'nodemailer';
import { LabelledValues } from '../html/labelled-values';
import type { QuoteLinks } from '../auth/links';
import { expectedLine, standingHeading, stepHeading } from '../sales/order-display';
import type { Store } from '../store/connect';
import { getOrder } from '../store/order-rows';
import type { EnquiryRow, OutboxRow } from '../store/schema';
import { customerLetter, customerLink } from './customer-letter';
import { outboxMessageId } from './outbox';
import { oneLine } from './visitor-words';

/**
 * An order's step e-mailed to its customer, once per step (PRODUCT.md "Orders"): what
 * happened, the team's words, the date the next stage is expected and the order page's
 * link (the address the quote had). A step of an order since erased is not sent.
 */
export function orderMail({
  store,
  links,
  from,
  origin,
}: {
  store: Store;
  links: QuoteLinks;
  from: string;
  origin: string;
}) {
  const messageHost = new URL(origin).hostname;
  return async (enquiry: EnquiryRow, job: OutboxRow): Promise<SendMailOptions | undefined> => {
    if (enquiry.erased_at) return undefined;
    const [record, quote] = await Promise.all([
      getOrder(store.db, enquiry.id, enquiry.reference),
      store.db
        .selectFrom('quotes')
        .select(['id', 'link_nonce'])
        .where('enquiry_id', '=', enquiry.id)
        .executeTakeFirst(),
    ]);
    const step = record?.order.steps.find(({ seq }) => seq === job.order_step);
    const link = quote && customerLink(links, quote);
    if (!record || !step || !link) return undefined;
    const { order } = record;
    const cancelled = step.stage === 'cancelled';
    const expected = expectedLine(step);
    const subject = cancelled
      ? `Your order ${order.reference} has been cancelled`
      : `Your order ${order.reference}: ${step.update ? 'an update' : stepHeading(step)}`;
    const name = oneLine(order.name || enquiry.name);
    const facts: [string, string][] = [
      ['Order reference', order.reference],
      ...(order.po ? [['Purchase order number', order.po] as [string, string]] : []),
      // Where the order stands: an update that moved an installation says its new day.
      ['Stage', standingHeading(step)],
      ...(step.message
        ? [[cancelled ? 'Reason' : 'From our team', step.message] as [string, string]]
        : []),
      ...(expected ? [expected] : []),
    ];
    const intro = cancelled
      ? `Your order ${order.reference} has been cancelled.`
      : `There is news of your order ${order.reference}.`;
    const follow = 'Follow your order, and find its documents, at this private address:';
    return customerLetter({
      from,
      enquiry,
      name,
      subject,
      text: [intro, '', ...facts.map(([label, value]) => `${label}: ${value}`), '', follow, link],
      html: (
        <>
          <p>{intro}</p>
          <LabelledValues rows={facts} />
          <p>{follow}</p>
          <p>
            <a href={link}>Open your order {order.reference}</a>
          </p>
        </>
      ),
      messageId: outboxMessageId(job, messageHost),
    });
  };
}
