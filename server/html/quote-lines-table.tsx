import { QuoteTable, type QuoteTableLine } from '../../app/components/quote/quote-table';
import { lineTotal, quoteTotals, type QuoteLine } from '../sales/money';

/**
 * A quote's lines as they were saved or sent, read-only, in the one quote table the
 * customer reads too: ex VAT, each line's lead time, and the totals the server computes
 * from the lines (never a stored or posted figure). The customer's quote and order pages,
 * the customer's e-mails and the staff's view of a quote all draw it.
 */
export function QuoteLinesTable({
  labelledBy,
  lines,
}: {
  labelledBy: string;
  lines: readonly QuoteLine[];
}) {
  return (
    <QuoteTable
      labelledBy={labelledBy}
      lines={tableLines(lines)}
      totals={quoteTotals(lines)}
      pricedExVat
      leadTimes
    />
  );
}

/** How a line marked as construction work is labelled to the customer. */
export const CONSTRUCTION_OPTION = {
  group: 'VAT',
  value: 'construction work (reverse charge may apply)',
};

/** The lines as the app's quote table takes them: each already ex VAT. */
function tableLines(lines: readonly QuoteLine[]): QuoteTableLine[] {
  return lines.map((line) => ({
    name: line.description,
    // Said on the line so the customer can see what their declaration at acceptance covers.
    options: line.construction ? [CONSTRUCTION_OPTION] : [],
    quantity: line.quantity,
    unitPrice: line.unitExPence,
    lineTotal: lineTotal(line),
    leadTime: line.leadTime,
  }));
}
