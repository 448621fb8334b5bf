import { QuoteTable } from '../../../app/components/quote/quote-table';
import { tableLines } from '../../quotes/customer-view';
import { quoteTotals, type QuoteLine } from '../../sales/money';

/**
 * A quote's lines as they were saved or sent, read-only, in the one quote table the
 * customer reads too: ex VAT, each line's lead time, and the totals the server computes
 * from the lines (never a stored or posted figure).
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
