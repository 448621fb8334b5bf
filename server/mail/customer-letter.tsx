import type { ReactNode } from 'react';
import type { SendMailOptions } from 'nodemailer';
import { site } from '../../app/content/site';
import type { QuoteLinks } from '../auth/links';
import type { EnquiryRow, QuoteRow } from '../store/schema';
import { mailPage } from './quote-mail-parts';

/**
 * The customer's private address for their quote (and, once accepted, their order), or
 * none when the quote has no link: one made before links, or erased since.
 */
export function customerLink(links: QuoteLinks, quote: Pick<QuoteRow, 'id' | 'link_nonce'>) {
  if (!quote.link_nonce) return undefined;
  return links.url(links.token({ id: quote.id, link_nonce: quote.link_nonce }));
}

/**
 * A letter to the customer about their quote or order, as text and as HTML: greeted by
 * name, told where to ask, signed by the business, and tagged with the enquiry's reference
 * as the team's mail is. Replies go to the sales address, not the sending one.
 */
export function customerLetter({
  from,
  enquiry,
  name,
  subject,
  title = subject,
  text,
  html,
  messageId,
}: {
  from: string;
  enquiry: Pick<EnquiryRow, 'email' | 'reference'>;
  /** The name on one line (visitor-words.tsx oneLine): it goes into a header. */
  name: string;
  subject: string;
  /** The HTML page's heading: the subject unless told. */
  title?: string;
  /** The body's lines, between the greeting and the sign-off. */
  text: string[];
  /** The same body as HTML. */
  html: ReactNode;
  messageId: string;
}): SendMailOptions {
  const greeting = `Dear ${name},`;
  const after = `Any questions: reply to this email or call ${site.phone.display}.`;
  return {
    from,
    to: { name, address: enquiry.email },
    replyTo: site.email,
    subject,
    text: [greeting, '', ...text, '', after, '', site.name].join('\n'),
    html: mailPage(
      title,
      <>
        <p>{greeting}</p>
        {html}
        <p>{after}</p>
      </>,
    ),
    messageId,
    headers: { 'X-Enquiry-Reference': enquiry.reference },
  };
}
