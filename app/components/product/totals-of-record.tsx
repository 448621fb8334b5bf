import { catalogueDifferenceMessage } from '../../basket/messages';
import {
  VAT_RATE_PERCENT,
  formatPrice,
  type Pence,
  type VatBreakdown,
} from '../../catalogue/money';
import { usePriceMode } from './price';

/**
 * The three totals of record (PRODUCT.md "Prices and VAT"), as rows of a description list:
 * always all three, by the rule of record, whichever way prices are shown.
 */
export function TotalsOfRecord({ totals }: { totals: VatBreakdown }) {
  return (
    <>
      <div className="flex justify-between border-t border-slate-300 pt-3">
        <dt>Total ex VAT</dt>
        <dd className="font-medium">{formatPrice(totals.exVat)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>VAT ({VAT_RATE_PERCENT}%)</dt>
        <dd className="font-medium">{formatPrice(totals.vat)}</dd>
      </div>
      <div className="flex justify-between text-lg font-bold">
        <dt>Total inc VAT</dt>
        <dd>{formatPrice(totals.incVat)}</dd>
      </div>
    </>
  );
}

/**
 * Inc VAT, the lines show catalogue prices: where their sum is not the Total inc VAT of
 * record, one plain sentence says by how much and why. Ex VAT the lines are the figures of
 * record and there is nothing to explain.
 */
export function CatalogueDifference({
  catalogueSum,
  totals,
}: {
  catalogueSum: Pence;
  totals: VatBreakdown;
}) {
  const difference =
    usePriceMode() === 'inc' ? catalogueDifferenceMessage(catalogueSum, totals) : null;
  return difference ? <p className="mt-3 text-sm text-slate-700">{difference}</p> : null;
}
