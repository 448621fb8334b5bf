import {
  formatPrice,
  priceIn,
  type Pence,
  type PriceMode,
  type VatBreakdown,
} from '../../catalogue/money';

/** A priced line, whoever priced it: the visitor's basket, or the quote the server stored. */
export type QuoteTableLine = {
  name: string;
  options: readonly { group: string; value: string }[];
  quantity: number;
  unitPrice: Pence;
  lineTotal: Pence;
};

type QuoteTableProps = {
  /** The id of the heading that names the table. */
  labelledBy: string;
  lines: readonly QuoteTableLine[];
  totals?: VatBreakdown | undefined;
  /** How the lines' prices are shown; the totals give both. Inc VAT unless the visitor chose. */
  prices?: PriceMode;
};

/**
 * A quote's priced lines and totals: the one table of the basket sent from /contact, the
 * visitor's confirmation, the staff page of an enquiry and the e-mail to the sales team.
 * Its look is quote-table.css, which both the site's and the server's style sheets take
 * in; on a phone it becomes stacked rows, each figure with its column's name.
 */
export function QuoteTable({ labelledBy, lines, totals, prices = 'inc' }: QuoteTableProps) {
  const unitPrice = `Unit price ${prices} VAT`;
  const lineTotal = `Line total ${prices} VAT`;
  const amount = (pence: Pence) => formatPrice(priceIn(prices, pence));
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
            </td>
            <td className="quote-num" data-label="Quantity">
              {line.quantity}
            </td>
            <td className="quote-num" data-label={unitPrice}>
              {amount(line.unitPrice)}
            </td>
            <td className="quote-num" data-label={lineTotal}>
              {amount(line.lineTotal)}
            </td>
          </tr>
        ))}
      </tbody>
      {totals ? (
        <tfoot>
          <Total label="Total ex VAT" pence={totals.exVat} />
          <Total label="VAT (20%)" pence={totals.vat} />
          <Total label="Total inc VAT" pence={totals.incVat} grand />
        </tfoot>
      ) : null}
    </table>
  );
}

function Total({ label, pence, grand = false }: { label: string; pence: Pence; grand?: boolean }) {
  return (
    <tr className={grand ? 'quote-total' : undefined}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td className="quote-num">{formatPrice(pence)}</td>
    </tr>
  );
}
