import type { SendMailOptions } from 'nodemailer';
import { formatPrice } from '../../app/catalogue/money';
import { orderReference, quoteReference } from '../../app/catalogue/references';
import { site } from '../../app/content/site';
import { LabelledValues } from '../html/labelled-values';
import type { QuoteLinks } from '../auth/links';
import { quoteTotals } from '../sales/money';
import { formatDay } from '../sales/calendar';
import { getQuote, parseLines } from '../store/quote-rows';
import { QuoteLinesTable } from '../html/quote-lines-table';
import { mailPage as page, quoteLinesText } from './quote-mail-parts';
import { oneLine, wordsText, WordsBox, type Words } from './visitor-words';
import type { Store } from '../store/connect';
import type { AnswerWords } from '../sales/quote';
import type { EnquiryRow, OutboxRow } from '../store/schema';
import { outboxMessageId } from './outbox';
import { customerLetter, customerLink } from './customer-letter';

/**
 * A quote's emails. To the customer: the link to their quote, once per version sent (a
 * staff decision, never a visitor's). To the sales team: what the customer answered.
 * None carries more than the inbox shows; the customer's own words go to the team only,
 * after the email's link and facts and set apart as theirs.
 */
export function quoteMail({
  store,
  links,
  team,
  from,
  origin,
}: {
  store: Store;
  links: QuoteLinks;
  team: string;
  from: string;
  origin: string;
}) {
  const messageHost = new URL(origin).hostname;
  return async (enquiry: EnquiryRow, job: OutboxRow): Promise<SendMailOptions | undefined> => {
    const record = await getQuote(store, enquiry.id);
    const version = record?.versions.find(({ version }) => version === job.quote_version);
    if (!record || !version || enquiry.erased_at) return undefined;
    const { quote } = record;
    const quoteName = quoteReference(enquiry.reference, version.version);
    const messageId = outboxMessageId(job, messageHost);
    // Every figure again from the stored lines, as the customer's page works them out.
    const lines = parseLines(version.lines);
    const totals = quoteTotals(lines);
    const total = `${formatPrice(totals.exVat)} ex VAT (${formatPrice(totals.incVat)} inc VAT)`;

    if (job.kind === 'quote-sent') {
      // A version revised before its email went (the mail server was down) is not sent: the
      // link shows the latest, whose own email follows. Nor is a withdrawn quote's.
      const superseded = version.version < quote.latest_version || quote.state === 'withdrawn';
      const link = customerLink(links, quote);
      if (!link || superseded) return undefined;
      const paragraphs = [
        `Thank you for your enquiry. Your quote ${quoteName} from ${site.name} is ready: ${total}, valid until ${formatDay(version.valid_until)}.`,
        'You can read it, download it as a PDF, and accept it with your purchase order number, ask for changes or decline it at this private address:',
      ];
      return customerLetter({
        from,
        enquiry,
        name: oneLine(enquiry.name),
        subject: `Your quote ${quoteName} from ${site.name}`,
        title: `Your quote ${quoteName}`,
        text: [...paragraphs, link, '', ...quoteLinesText(lines, totals)],
        html: (
          <>
            {paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            <p>
              <a href={link}>Open your quote {quoteName}</a>
            </p>
            {/* The quote's table, as the customer's page shows it. */}
            <h2 id="lines-heading">{`Quote ${quoteName}`}</h2>
            <QuoteLinesTable labelledBy="lines-heading" lines={lines} />
          </>
        ),
        messageId,
      });
    }

    const staffLink = `${origin}/staff/enquiries/${enquiry.id}`;
    // The email's own facts first; the customer's words apart, as theirs (visitor-words.tsx):
    // the words of this answer, kept with the email, not the quote's latest.
    const accepted = job.kind === 'quote-accepted';
    const answer = answerWords(job.words);
    const said: Words[] = accepted
      ? [
          ['Accepted by', answer.name ?? ''],
          ['Purchase order number', answer.po ?? ''],
        ]
      : [
          [
            job.kind === 'quote-declined' ? 'Reason' : 'Changes asked for',
            answer.message ?? '',
            true,
          ],
        ];
    const words = said.filter(([, value]) => value !== '');
    const facts = said
      .filter(([, value]) => value === '')
      .map(([label]): [string, string] => [label, 'None given']);
    if (accepted) {
      facts.unshift(['Order reference', orderReference(enquiry.reference)]);
      facts.push(['Total', total]);
    }
    const what = {
      'quote-accepted': 'accepted',
      'quote-changes': 'asked for changes to',
      'quote-declined': 'declined',
      enquiry: '',
      'quote-sent': '',
      'order-step': '',
      'order-confirmed': '',
      invoice: '',
      'credit-note': '',
      'invoice-reminder': '',
      'buyer-link': '',
    }[job.kind];
    const title = `The customer ${what} quote ${quoteName}`;
    const who = oneLine(enquiry.company || enquiry.name);
    return {
      from,
      to: team,
      subject: `[${enquiry.reference}] ${who} ${what} quote ${quoteName}`,
      text: [
        title,
        `Open it in the staff inbox: ${staffLink}`,
        ...facts.map(([label, value]) => `${label}: ${value}`),
        ...(words.length > 0 ? ['', ...wordsText('customer', words)] : []),
      ].join('\n'),
      html: page(
        title,
        <>
          <p>
            <a href={staffLink}>Open {enquiry.reference} in the staff inbox</a>
          </p>
          {facts.length > 0 ? <LabelledValues rows={facts} /> : null}
          {words.length > 0 ? <WordsBox who="customer" words={words} /> : null}
        </>,
      ),
      messageId,
      headers: { 'X-Enquiry-Reference': enquiry.reference },
    };
  };
}

/** The words an answer's email keeps (none for an email that never had any, or erased). */
function answerWords(json: string | null): Partial<{ message: string; name: string; po: string }> {
  if (!json) return {};
  try {
    const words = JSON.parse(json) as AnswerWords | null;
    return typeof words === 'object' && words !== null ? words : {};
  } catch {
    return {};
  }
}
