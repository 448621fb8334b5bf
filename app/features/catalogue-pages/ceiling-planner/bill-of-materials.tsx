import { Link } from '../../../lib/router';
import { countOf, planUnit, type PricedPlanLine } from '../../../catalogue/ceiling-plan';
import type { ShownAmount } from '../../../catalogue/money';
import { productPath } from '../../../catalogue/product-paths';
import { describeSelection, lineName } from '../../../catalogue/selection';
import { Price } from '../../../components/product/price';

type BillOfMaterialsProps = {
  caption: string;
  lines: readonly PricedPlanLine[];
  total: ShownAmount;
};

/**
 * On a phone, "ex VAT" goes under its amount: kept on one line, the four columns are wider
 * than the screen.
 */
const STACKED_VAT_MARK = 'max-sm:[&_.vat-mark]:block';

/** The priced list of what the room needs, one row per basket line, each count with its unit. */
export function BillOfMaterials({ caption, lines, total }: BillOfMaterialsProps) {
  return (
    <table className="w-full border-collapse text-left text-sm sm:text-base">
      <caption className="mb-3 text-left font-semibold text-brand-900">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className="py-2 pr-2">
            Product
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            <span className="sm:hidden" aria-hidden="true">
              Qty
            </span>
            <span className="max-sm:sr-only">Quantity</span>
          </th>
          <th scope="col" className="px-2 py-2 text-right">
            Unit price
          </th>
          <th scope="col" className="py-2 pl-2 text-right">
            Line total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={`${line.productId} ${Object.values(line.options).join()}`}
            className="border-b border-slate-200"
          >
            <th scope="row" className="py-2 pr-2 font-medium">
              <Link
                to={productPath(line.product)}
                className="text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {lineName(line.product, line.options)}
              </Link>
              {/* The grid's component is in its name; the tiles and white grid show their size. */}
              {line.product.lineNameSuffix
                ? null
                : describeSelection(line.product, line.options).map(({ group, value }) => (
                    <span key={group} className="block text-sm font-normal text-slate-700">
                      {group}: {value}
                    </span>
                  ))}
            </th>
            <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
              {countOf(line.quantity, planUnit(line))}
            </td>
            <td className="px-2 py-2 text-right tabular-nums">
              <Price pence={line.unitPrice} className={STACKED_VAT_MARK} />
            </td>
            <td className="py-2 pl-2 text-right tabular-nums">
              <Price pence={line.total} className={STACKED_VAT_MARK} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3} className="py-3 pr-2 text-right text-base font-bold">
            Total
          </th>
          <td className="py-3 pl-2 text-right text-base font-bold tabular-nums">
            <Price pence={total} className={STACKED_VAT_MARK} />
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
