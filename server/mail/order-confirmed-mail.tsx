import type { SendMailOptions } from 'nodemailer';
import { formatPrice } from '../../app/catalogue/money';
import { quoteReference } from '../../app/catalogue/references';
import type { QuoteLinks } from '../auth/links';
import { LabelledValues } from '../html/labelled-values';
import { QuoteLinesTable } from '../html/quote-lines-table';
import { formatDate, formatDay } from '../sales/calendar';
import { DECLARATION_CHOICES } from '../sales/declaration';
import type { Invoice } from '../sales/invoice';
import { INVOICE_KIND_LABELS } from '../sales/invoice-display';
import { quoteTotals } from '../sales/money';
import type { Order } from '../sales/order';
import type { Store } from '../store/connect';
import { getOrder } from '../store/order-rows';
import { invoiceRecords } from '../store/sales-documents';
import type { EnquiryRow, OutboxRow } from '../store/schema';
import { customerLetter, customerLink } from './customer-letter';
import { outboxMessageId } from './outbox';
import { quoteLinesText } from './quote-mail-parts';
import { oneLine } from './visitor-words';

/**
 * The customer's copy of their acceptance (PRODUCT.md "The buyer's own page"), queued once
 * in the acceptance's transaction (store/accept-quote.ts): what they accepted, as the order
 * page shows it (reference, version, who, PO, the lines and totals worked out again from the
 * order's frozen lines), the deposit invoice the acceptance issued if the quote asked one,
 * and the order page's link. None for an enquiry erased since, or a quote without a link.
 */
export function orderConfirmedMail({
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
    const [record, quote, invoices] = await Promise.all([
      getOrder(store.db, enquiry.id, enquiry.reference),
      store.db
        .selectFrom('quotes')
        .select(['id', 'link_nonce'])
        .where('enquiry_id', '=', enquiry.id)
        .executeTakeFirst(),
      invoiceRecords(store.db, enquiry.id),
    ]);
    const link = quote && customerLink(links, quote);
    if (!record || !link) return undefined;
    const { order } = record;
    const deposit = invoices.find(({ invoice }) => invoice.kind === 'deposit')?.invoice;
    const letter = confirmationWords(order, deposit);
    const quoteName = quoteReference(order.reference, order.version);
    const follow = 'Follow your order, and find its documents, at this private address:';
    return customerLetter({
      from,
      enquiry,
      name: oneLine(order.name || enquiry.name),
      subject: `Your acceptance of quote ${quoteName}: order ${order.reference}`,
      title: `Your order ${order.reference}`,
      text: [
        letter.intro,
        '',
        ...letter.facts.map(([label, value]) => `${label}: ${value}`),
        '',
        `What you ordered (quote ${quoteName}, prices ex VAT):`,
        ...quoteLinesText(order.lines, quoteTotals(order.lines)),
        '',
        letter.invoicing,
        '',
        follow,
        link,
      ],
      html: (
        <>
          <p>{letter.intro}</p>
          <LabelledValues rows={letter.facts} />
          <h2 id="lines-heading">What you ordered</h2>
          <QuoteLinesTable labelledBy="lines-heading" lines={order.lines} />
          <p>{letter.invoicing}</p>
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

/** The letter's words: a pure function of the order and its deposit invoice, if one. */
export function confirmationWords(order: Order, deposit: Invoice | undefined) {
  const quoteName = quoteReference(order.reference, order.version);
  const acceptedAt = order.steps[0]?.at ?? order.updatedAt;
  const declared = order.declaration
    ? DECLARATION_CHOICES.find(({ kind }) => kind === order.declaration?.kind)?.label
    : undefined;
  const vatNumber = order.declaration?.kind === 'contractor' ? order.declaration.vatNumber : '';
  const facts: [string, string][] = [
    ['Order reference', order.reference],
    ['Quote accepted', quoteName],
    ['Accepted by', order.name],
    ['Purchase order number', order.po || 'None given'],
    ['Accepted', formatDate(acceptedAt)],
    ...(declared
      ? [
          ['Your declaration', vatNumber ? `${declared} (${vatNumber})` : declared] as [
            string,
            string,
          ],
        ]
      : []),
    ...(deposit
      ? [
          [
            INVOICE_KIND_LABELS.deposit,
            `${deposit.number}, ${formatPrice(deposit.totals.payable)} due by ${formatDay(deposit.dueDate)}`,
          ] as [string, string],
        ]
      : []),
  ];
  const intro = `Thank you for accepting our quote ${quoteName}: it is now your order ${order.reference}. This is your copy of what you accepted.`;
  const when = deposit
    ? `Our deposit invoice ${deposit.number} comes in its own email with its PDF. We invoice the balance when your order is ready.`
    : 'We invoice you when your order is ready; the invoice comes by email with its PDF.';
  // The contractor's declaration changes what the invoices charge: said, as the totals above do not.
  const reverse = vatNumber
    ? ' As you declared, the lines marked as construction work carry no VAT on our invoices: you account to HMRC for it (the domestic reverse charge).'
    : '';
  return { intro, facts, invoicing: `${when}${reverse}` };
}
