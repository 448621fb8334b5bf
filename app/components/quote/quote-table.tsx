import { formatPrice, type Pence, type VatBreakdown } from '../../catalogue/money';

/**
 * A priced line, whoever priced it: the visitor's basket, or the quote the server stored.
 * Its figures are shown as given: its line total must be its unit price times its quantity
 * (ex VAT, `catalogueRecord` or a quote's lines; inc VAT, catalogue prices).
 */
export type QuoteTableLine = {
  name: string;
  options: readonly { group: string; value: string }[];
  quantity: number;
  unitPrice: Pence;
  lineTotal: Pence;
  /** A sent quote's "Estimated 2-3 day delivery" (shown with `leadTimes`). */
  leadTime?: string;
  /** A basket line's delivery or collection note, shown under its name (a quote request). */
  fulfilment?: string | undefined;
};

type QuoteTableProps = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  lines: readonly QuoteTableLine[];
  /** By the rule of record (app/catalogue/money.ts), whichever way the lines are given. */
  totals?: VatBreakdown | undefined;
  /** The lines' figures are ex VAT (every document of record); inc VAT when not said. */
  pricedExVat?: boolean;
  /** A last column with each line's lead time (the quote a customer accepts). */
  leadTimes?: boolean;
};

/**
 * A quote's priced lines and totals: the one table of the basket sent from /contact, the
 * visitor's confirmation, the staff page of an enquiry, the e-mail to the sales team and
 * the quote a customer accepts (priced ex VAT, with lead times).
 * Its look is quote-table.css, which both the site's and the server's style sheets take
 * in; on a phone it becomes stacked rows, each figure with its column's name.
 */
export function QuoteTable({
  labelledBy,
  lines,
  totals,
  pricedExVat = false,
  leadTimes = false,
}: QuoteTableProps) {
  const shown = pricedExVat ? 'ex' : 'inc';
  const unitPrice = `Unit price ${shown} VAT`;
  const lineTotal = `Line total ${shown} VAT`;
  return (
    <table className="quote-table" aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="quote-num">
            Quantity
          </th>
          <th scope="col" className="quote-num">
            {unitPrice}
          </th>
          <th scope="col" className="quote-num">
            {lineTotal}
          </th>
          {leadTimes ? <th scope="col">Lead time</th> : null}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>
              {line.name}
              {line.options.length > 0 ? (
                <>
                  <br />
                  <span className="quote-options">
                    {line.options.map(({ group, value }) => `${group}: ${value}`).join(', ')}
                  </span>
                </>
              ) : null}
              {line.fulfilment ? (
                <>
                  <br />
                  <span className="quote-fulfilment">{line.fulfilment}</span>
                </>
              ) : null}
            </td>
            <td className="quote-num" data-label="Quantity">
              {line.quantity}
            </td>
            <td className="quote-num" data-label={unitPrice}>
              {formatPrice(line.unitPrice)}
            </td>
            <td className="quote-num" data-label={lineTotal}>
              {formatPrice(line.lineTotal)}
            </td>
            {leadTimes ? (
              <td data-label={line.leadTime ? 'Lead time' : undefined}>{line.leadTime}</td>
            ) : null}
          </tr>
        ))}
      </tbody>
      {totals ? (
        <tfoot>
          <Total label="Total ex VAT" pence={totals.exVat} after={leadTimes} />
          <Total label="VAT (20%)" pence={totals.vat} after={leadTimes} />
          <Total label="Total inc VAT" pence={totals.incVat} after={leadTimes} grand />
        </tfoot>
      ) : null}
    </table>
  );
}

/** `after`: an empty cell under the lead times, so each total stays under the line totals. */
function Total({
  label,
  pence,
  grand = false,
  after = false,
}: {
  label: string;
  pence: Pence;
  grand?: boolean;
  after?: boolean;
}) {
  return (
    <tr className={grand ? 'quote-total' : undefined}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td className="quote-num">{formatPrice(pence)}</td>
      {after ? <td /> : null}
    </tr>
  );
}
