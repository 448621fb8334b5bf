import { formatPrice, vatBreakdown } from '../../app/catalogue/money';
import { answers, formatDate, kindLabel, storedLines, type StoredLine } from '../enquiries/present';
import { renderDocument } from '../html/document';
import { QuoteTable } from '../../app/components/quote/quote-table';
import { Answers } from '../html/answers';
import { STYLE } from '../html/style';
import type { Compose } from './outbox';

/**
 * The email to the sales team: plain text and HTML (React, with the confirmation's quote
 * table and style sheet), the same content. It links to the
 * enquiry in the staff inbox. Reply-To is the visitor, so answering is one click; nothing
 * is ever sent to the address a visitor typed.
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
  return (enquiry) => {
    const link = `${origin}/staff/enquiries/${enquiry.id}`;
    const rows = answers(enquiry);
    const lines = storedLines(enquiry);
    const title = `${kindLabel(enquiry)} ${enquiry.reference} from ${enquiry.name}`;
    const totals = enquiry.total_pence === null ? undefined : vatBreakdown(enquiry.total_pence);
    const price = formatPrice;

    const text = [
      `${title}`,
      `Received ${formatDate(enquiry.created_at)}`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...(lines.length > 0
        ? [
            '',
            'Quote lines (priced by the website):',
            ...lines.map(
              (line) =>
                `- ${line.quantity} x ${line.name}${optionsText(line)} at ${price(line.unitPrice)}: ${price(line.lineTotal)}`,
            ),
            ...(totals
              ? [
                  `Total ex VAT: ${price(totals.exVat)}`,
                  `VAT (20%): ${price(totals.vat)}`,
                  `Total inc VAT: ${price(totals.incVat)}`,
                ]
              : []),
          ]
        : []),
      '',
      `Open it in the staff inbox: ${link}`,
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
            <p>Received {formatDate(enquiry.created_at)}</p>
            <Answers rows={rows} />
            {lines.length > 0 ? (
              <>
                <h2 id="lines-heading">Quote lines (priced by the website)</h2>
                <QuoteTable labelledBy="lines-heading" lines={lines} totals={totals} />
              </>
            ) : null}
            <p>
              <a href={link}>Open {enquiry.reference} in the staff inbox</a>
            </p>
          </main>
        </body>
      </html>,
    );

    return {
      from,
      to,
      replyTo: { name: enquiry.name, address: enquiry.email },
      subject: `[${enquiry.reference}] ${title}`,
      text,
      html,
      messageId: `<enquiry-${enquiry.id}@${messageHost}>`,
      headers: { 'X-Enquiry-Reference': enquiry.reference },
    };
  };
}

function optionsText(line: StoredLine) {
  return line.options.length > 0
    ? ` (${line.options.map(({ group, value }) => `${group}: ${value}`).join(', ')})`
    : '';
}
