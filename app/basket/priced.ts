import type { ChosenOption } from '../catalogue/enquiry';
import { fulfilmentNote } from '../catalogue/fulfilment';
import {
  catalogueLine,
  sumShown,
  totalsOfRecord,
  type Pence,
  type ShownAmount,
  type VatBreakdown,
} from '../catalogue/money';
import { unitPrice } from '../catalogue/pricing';
import type { Product, Selection } from '../catalogue/product';
import { productPath } from '../catalogue/product-paths';
import { describeSelection, lineName } from '../catalogue/selection';
import { lineKey, type Basket, type BasketLine } from './model';

export type PricedLine = BasketLine & {
  key: string;
  product: Product;
  name: string;
  href: string;
  chosen: ChosenOption[];
  /** One unit's catalogue price, inc VAT. */
  unitPrice: Pence;
  /** Inc VAT the catalogue price x quantity; ex VAT the line of record. */
  lineTotal: ShownAmount;
  /** How it reaches the buyer: "Collection only from our Glasgow warehouse", "Delivery in 7-10 days". */
  fulfilment: string;
};

export type PricedBasket = {
  lines: PricedLine[];
  totalQuantity: number;
  /** The lines added up as shown: inc VAT the sum of the catalogue prices, ex VAT Total ex VAT. */
  subtotal: ShownAmount;
  /** Total ex VAT, VAT (20%) and Total inc VAT by the rule of record: what is charged. */
  totals: VatBreakdown;
};

/**
 * The product's page showing the line's choices, in the query its configurator reads
 * (app/features/configurator/use-selection.ts): back on the page, the visitor sees the
 * product as it is in the basket, not its defaults.
 */
function lineHref(product: Product, options: Selection): string {
  const query = new URLSearchParams(
    product.options.flatMap(({ id }) => {
      const value = options[id];
      return value === undefined ? [] : [[id, value]];
    }),
  ).toString();
  return query === '' ? productPath(product) : `${productPath(product)}?${query}`;
}

/** Every line priced from the catalogue as it is now; lines for unknown products are left out. */
export function priceBasket(
  basket: Basket,
  find: (id: string) => Product | undefined,
): PricedBasket {
  const lines = basket.flatMap((line): PricedLine[] => {
    const product = find(line.productId);
    if (!product) return [];
    const unit = unitPrice(product.pricing, line.options);
    return [
      {
        ...line,
        key: lineKey(line),
        product,
        name: lineName(product, line.options),
        href: lineHref(product, line.options),
        chosen: describeSelection(product, line.options),
        unitPrice: unit,
        lineTotal: catalogueLine(unit, line.quantity),
        fulfilment: fulfilmentNote(product),
      },
    ];
  });
  return {
    lines,
    totalQuantity: lines.reduce((total, line) => total + line.quantity, 0),
    subtotal: sumShown(lines.map((line) => line.lineTotal)),
    totals: totalsOfRecord(lines.map((line) => line.lineTotal.ex)),
  };
}
