import type { FastifyBaseLogger } from 'fastify';
import type { SendMailOptions } from 'nodemailer';
import { formatPrice } from '../../app/catalogue/money';
import type { QuoteLinks } from '../auth/links';
import { LabelledValues } from '../html/labelled-values';
import { formatDay } from '../sales/calendar';
import { documentFileName, INVOICE_KIND_LABELS } from '../sales/invoice-display';
import type { Store } from '../store/connect';
import { documentOf, type DocumentPdfs, type SalesDocument } from '../store/sales-documents';
import { documentNumber } from '../../app/catalogue/references';
import type { EnquiryRow, OutboxRow } from '../store/schema';
import { customerLetter, customerLink } from './customer-letter';
import { outboxMessageId } from './outbox';
import { oneLine } from './visitor-words';

/**
 * An invoice or a credit note e-mailed to its customer, once (PRODUCT.md "Invoices and
 * payments"): what it is and its figures, how to pay an invoice, its PDF attached (made
 * once and kept: the same file the order's page downloads) and the order page's link.
 * The row names the document (outbox.invoice_id or credit_note_id); one of an enquiry
 * since erased, or whose document is not its own, is not sent.
 */
export function invoiceMail({
  store,
  links,
  pdfs,
  from,
  origin,
  log,
}: {
  store: Store;
  links: QuoteLinks;
  pdfs: DocumentPdfs;
  from: string;
  origin: string;
  log: FastifyBaseLogger;
}) {
  const messageHost = new URL(origin).hostname;
  return async (enquiry: EnquiryRow, job: OutboxRow): Promise<SendMailOptions | undefined> => {
    if (enquiry.erased_at) return undefined;
    const [document, quote] = await Promise.all([
      documentOfJob(store, enquiry.id, job),
      store.db
        .selectFrom('quotes')
        .select(['id', 'link_nonce'])
        .where('enquiry_id', '=', enquiry.id)
        .executeTakeFirst(),
    ]);
    const link = quote && customerLink(links, quote);
    if (!document || !link) return undefined;
    const letter =
      document.kind === 'invoice' ? invoiceLetter(document) : creditNoteLetter(document);
    const pdf = await pdfs.get(document, log);
    const follow = 'Your order, with all its invoices and documents, is at this private address:';
    const name = oneLine(letter.customer);
    return {
      ...customerLetter({
        from,
        enquiry,
        name,
        subject: letter.subject,
        text: [
          letter.intro,
          '',
          ...letter.facts.map(([label, value]) => `${label}: ${value}`),
          '',
          ...letter.more.flatMap((paragraph) => [paragraph, '']),
          follow,
          link,
        ],
        html: (
          <>
            <p>{letter.intro}</p>
            <LabelledValues rows={letter.facts} />
            {letter.more.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>{follow}</p>
            <p>
              <a href={link}>Open your order {letter.order}</a>
            </p>
          </>
        ),
        messageId: outboxMessageId(job, messageHost),
      }),
      attachments: [
        { filename: documentFileName(letter.number), content: pdf, contentType: 'application/pdf' },
      ],
    };
  };
}

async function documentOfJob(store: Store, enquiryId: string, job: OutboxRow) {
  const row =
    job.kind === 'invoice' && job.invoice_id
      ? await store.db
          .selectFrom('invoices')
          .select('number')
          .where('id', '=', job.invoice_id)
          .executeTakeFirst()
      : job.kind === 'credit-note' && job.credit_note_id
        ? await store.db
            .selectFrom('credit_notes')
            .select('number')
            .where('id', '=', job.credit_note_id)
            .executeTakeFirst()
        : undefined;
  if (!row) return undefined;
  const series = job.kind === 'invoice' ? 'invoice' : 'credit-note';
  return documentOf(store.db, enquiryId, documentNumber(series, Number(row.number)));
}

interface Letter {
  number: string;
  order: string;
  customer: string;
  subject: string;
  intro: string;
  facts: [string, string][];
  more: string[];
}

function invoiceLetter({ invoice }: Extract<SalesDocument, { kind: 'invoice' }>): Letter {
  const what = INVOICE_KIND_LABELS[invoice.kind].toLowerCase();
  const { bank } = invoice.seller;
  return {
    number: invoice.number,
    order: invoice.orderReference,
    customer: invoice.customer.name,
    subject: `Your ${what} ${invoice.number} for order ${invoice.orderReference}`,
    intro: `Here is our ${what} ${invoice.number} for your order ${invoice.orderReference}. The invoice is attached as a PDF.`,
    facts: [
      ['Invoice number', invoice.number],
      ['Order reference', invoice.orderReference],
      ...(invoice.po ? [['Purchase order number', invoice.po] as [string, string]] : []),
      ['Date of issue', formatDay(invoice.issueDate)],
      ['Amount to pay', formatPrice(invoice.totals.payable)],
      ['Due date', formatDay(invoice.dueDate)],
    ],
    more: [
      `Please pay by bank transfer to ${invoice.seller.name}, ${bank.name}, sort code ${bank.sortCode}, account number ${bank.accountNumber}, with ${invoice.number} as the payment reference.`,
    ],
  };
}

function creditNoteLetter({ note }: Extract<SalesDocument, { kind: 'credit-note' }>): Letter {
  return {
    number: note.number,
    order: note.orderReference,
    customer: note.customer.name,
    subject: `Credit note ${note.number} for invoice ${note.invoiceNumber}`,
    intro: `We have issued credit note ${note.number} against invoice ${note.invoiceNumber} for your order ${note.orderReference}. The credit note is attached as a PDF.`,
    facts: [
      ['Credit note number', note.number],
      ['Credits invoice', note.invoiceNumber],
      ['Order reference', note.orderReference],
      ['Date of issue', formatDay(note.issueDate)],
      ['Amount credited', formatPrice(note.totals.payable)],
      ['Reason', note.reason],
    ],
    more: [
      `It takes ${formatPrice(note.totals.payable)} off invoice ${note.invoiceNumber}. Where you have already paid more than is now due, we will contact you about a refund.`,
    ],
  };
}
