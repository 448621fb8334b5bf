import type { SendMailOptions } from 'nodemailer';
import { formatPrice } from '../../app/catalogue/money';
import type { QuoteLinks } from '../auth/links';
import { LabelledValues } from '../html/labelled-values';
import { formatDay } from '../sales/calendar';
import { amountDue } from '../sales/invoice-payments';
import type { Store } from '../store/connect';
import { invoiceRecords } from '../store/invoice-ledgers';
import type { EnquiryRow, OutboxRow } from '../store/schema';
import { customerLetter, customerLink } from './customer-letter';
import { outboxMessageId } from './outbox';
import { oneLine } from './visitor-words';

/**
 * The one reminder of an overdue invoice (store/invoice-reminders.ts queues it): what is
 * still due on it as the e-mail is written, when it fell due, how to pay with the invoice's
 * number as the reference, and the order page where the invoice is. Not sent when nothing
 * is due any more (paid or credited since it was queued) or the enquiry was erased.
 */
export function reminderMail({
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
    const [records, quote] = await Promise.all([
      invoiceRecords(store.db, enquiry.id),
      store.db
        .selectFrom('quotes')
        .select(['id', 'link_nonce'])
        .where('enquiry_id', '=', enquiry.id)
        .executeTakeFirst(),
    ]);
    const record = records.find((candidate) => candidate.id === job.invoice_id);
    if (!record) return undefined;
    const due = amountDue(record.invoice, record.ledger);
    if (due === 0) return undefined;
    const { invoice } = record;
    const link = quote && customerLink(links, quote);
    const { bank } = invoice.seller;
    const facts: [string, string][] = [
      ['Invoice', invoice.number],
      ['Order reference', invoice.orderReference],
      ...(invoice.po ? [['Purchase order number', invoice.po] as [string, string]] : []),
      ['Due', formatDay(invoice.dueDate)],
      ['Still to pay', formatPrice(due)],
      ['Bank', bank.name],
      ['Sort code', bank.sortCode],
      ['Account number', bank.accountNumber],
      ['Payment reference', invoice.number],
    ];
    const intro = `Our invoice ${invoice.number} fell due on ${formatDay(invoice.dueDate)} and ${formatPrice(due)} of it is still to pay. If you have paid it in the last few days, thank you, and please ignore this email.`;
    const how = `Please pay by bank transfer with ${invoice.number} as the reference, so that we can match your payment.`;
    const follow = 'Your invoices, and the order they are for, are at this private address:';
    return customerLetter({
      from,
      enquiry,
      name: oneLine(invoice.customer.name || enquiry.name),
      subject: `Reminder: invoice ${invoice.number} is overdue`,
      text: [
        intro,
        '',
        ...facts.map(([label, value]) => `${label}: ${value}`),
        '',
        how,
        ...(link ? ['', follow, link] : []),
      ],
      html: (
        <>
          <p>{intro}</p>
          <LabelledValues rows={facts} />
          <p>{how}</p>
          {link ? (
            <>
              <p>{follow}</p>
              <p>
                <a href={link}>Open your order {invoice.orderReference}</a>
              </p>
            </>
          ) : null}
        </>
      ),
      messageId: outboxMessageId(job, messageHost),
    });
  };
}
