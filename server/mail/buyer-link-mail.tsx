import type { SendMailOptions } from 'nodemailer';
import { site } from '../../app/content/site';
import type { QuoteLinks } from '../auth/links';
import type { Store } from '../store/connect';
import { linkToSend } from '../store/buyers';
import type { EnquiryRow, OutboxRow } from '../store/schema';
import { customerLetter } from './customer-letter';
import { outboxMessageId } from './outbox';
import { oneLine } from './visitor-words';

/**
 * A buyer's sign-in link (PRODUCT.md "The buyer's own page"), to the address they typed,
 * which the team has sent a quote to (store/buyers.ts makes the row only then). Its token is
 * made again from the link's row, never kept; a link used, ended or past its 30 minutes
 * before the mail server took it is not sent.
 */
export function buyerLinkMail({
  store,
  links,
  from,
  origin,
  clock,
}: {
  store: Store;
  links: QuoteLinks;
  from: string;
  origin: string;
  clock: () => Date;
}) {
  const messageHost = new URL(origin).hostname;
  return async (enquiry: EnquiryRow, job: OutboxRow): Promise<SendMailOptions | undefined> => {
    const link = await linkToSend(store, job.buyer_link_id, clock());
    if (!link || enquiry.erased_at) return undefined;
    const url = links.signInUrl(links.signInToken(link));
    const paragraphs = [
      `Here is your link to your quotes, orders and invoices from ${site.name}. It works once, within 30 minutes, and signs that browser in for 30 days:`,
    ];
    const after = [
      'If you did not ask for it, you can ignore this email: only someone who can read it can use the link.',
    ];
    return customerLetter({
      from,
      // Sent to the address typed, which is the enquiry's in any case.
      enquiry: { email: link.email, reference: enquiry.reference },
      name: oneLine(enquiry.name),
      subject: `Your link to your quotes and orders from ${site.name}`,
      title: 'Your quotes and orders',
      text: [...paragraphs, url, '', ...after],
      html: (
        <>
          {paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          <p>
            <a href={url}>Open your quotes and orders</a>
          </p>
          {after.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </>
      ),
      messageId: outboxMessageId(job, messageHost),
    });
  };
}
