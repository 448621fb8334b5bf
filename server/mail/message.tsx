import { formatPrice } from '../../app/catalogue/money';
import { sentFields, kindLabel, storedRecord, type StoredLine } from '../html/enquiry-words';
import { formatDate } from '../sales/calendar';
import { renderDocument } from '../html/document';
import { QuoteTable } from '../../app/components/quote/quote-table';
import { STYLE } from '../html/style';
import { outboxMessageId, type Compose } from './outbox';
import { oneLine, wordsText, WordsBox, type Words } from './visitor-words';

/** The answers that may run to several lines; every other answer is one line. */
const MULTI_LINE = new Set(['Shop address', 'Message', 'Notes']);

/**
 * The email to the sales team: plain text and HTML (React, with the confirmation's quote
 * table and style sheet), the same content. It opens, in its own words, with the
 * enquiry's reference and its link in the staff inbox; the visitor's answers follow, set
 * apart as theirs (visitor-words.tsx), so that no answer can pose as the email's own text
 * or link. Reply-To is the visitor, so answering is one click; nothing is ever sent to the
 * address a visitor typed.
 */
export function enquiryMail({
  to,
  from,
  origin,
}: {
  to: string;
  from: string;
  origin: string;
}): Compose {
  const messageHost = new URL(origin).hostname;
  return (enquiry, job) => {
    const link = `${origin}/staff/enquiries/${enquiry.id}`;
    const words: Words[] = sentFields(enquiry).map(([label, value]) => [
      label,
      value,
      MULTI_LINE.has(label),
    ]);
    const { lines, totals } = storedRecord(enquiry);
    const title = `${kindLabel(enquiry)} ${enquiry.reference}`;
    const received = `Received ${formatDate(enquiry.created_at)}`;
    const price = formatPrice;

    const text = [
      title,
      received,
      `Open it in the staff inbox: ${link}`,
      '',
      ...wordsText('visitor', words),
      ...(lines.length > 0
        ? [
            '',
            'Quote lines (priced by the website):',
            ...lines.flatMap((line) => [
              `- ${line.quantity} x ${line.name}${optionsText(line)} at ${price(line.unitPrice)} ex VAT: ${price(line.lineTotal)}`,
              // "Collection only from our Glasgow warehouse", as the HTML part says under the name.
              ...(line.fulfilment ? [`  ${line.fulfilment}`] : []),
            ]),
            ...(totals
              ? [
                  `Total ex VAT: ${price(totals.exVat)}`,
                  `VAT (20%): ${price(totals.vat)}`,
                  `Total inc VAT: ${price(totals.incVat)}`,
                ]
              : []),
          ]
        : []),
    ].join('\n');

    const html = renderDocument(
      <html lang="en-GB">
        <head>
          <meta charSet="utf-8" />
          <title>{title}</title>
          <style dangerouslySetInnerHTML={{ __html: STYLE }} />
        </head>
        <body>
          <main className="column">
            <h1>{title}</h1>
            <p>{received}</p>
            <p>
              <a href={link}>Open {enquiry.reference} in the staff inbox</a>
            </p>
            <WordsBox who="visitor" words={words} />
            {lines.length > 0 ? (
              <>
                <h2 id="lines-heading">Quote lines (priced by the website)</h2>
                <QuoteTable labelledBy="lines-heading" lines={lines} totals={totals} pricedExVat />
              </>
            ) : null}
          </main>
        </body>
      </html>,
    );

    const name = oneLine(enquiry.name);
    return {
      from,
      to,
      replyTo: { name, address: enquiry.email },
      subject: `[${enquiry.reference}] ${title} from ${name}`,
      text,
      html,
      messageId: outboxMessageId(job, messageHost),
      headers: { 'X-Enquiry-Reference': enquiry.reference },
    };
  };
}

function optionsText(line: StoredLine) {
  return line.options.length > 0
    ? ` (${line.options.map(({ group, value }) => `${group}: ${value}`).join(', ')})`
    : '';
}
