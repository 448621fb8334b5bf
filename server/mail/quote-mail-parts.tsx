import type { ReactNode } from 'react';
import { formatPrice, type VatBreakdown } from '../../app/catalogue/money';
import { renderDocument } from '../html/document';
import { STYLE } from '../html/style';
import { lineTotal, type QuoteLine } from '../sales/money';

/** A quote's lines and totals in an e-mail's plain text: the same figures as its table. */
export function quoteLinesText(lines: readonly QuoteLine[], totals: VatBreakdown): string[] {
  return [
    ...lines.map(
      (line) =>
        `- ${line.quantity} x ${line.description} at ${formatPrice(line.unitExPence)} ex VAT: ${formatPrice(lineTotal(line))}${line.leadTime ? ` (${line.leadTime})` : ''}`,
    ),
    `Total ex VAT: ${formatPrice(totals.exVat)}`,
    `VAT (20%): ${formatPrice(totals.vat)}`,
    `Total inc VAT: ${formatPrice(totals.incVat)}`,
  ];
}

/** An e-mail's HTML: the server pages' style sheet, the title, the body. */
export function mailPage(title: string, body: ReactNode) {
  return renderDocument(
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main className="column">
          <h1>{title}</h1>
          {body}
        </main>
      </body>
    </html>,
  );
}
