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
import type { Product } from '../catalogue/product';
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
        // Back on its page the product shows the line's choices, not its defaults.
        href: productPath(
          product,
          product.options.flatMap(({ id }): [string, string][] => {
            const value = line.options[id];
            return value === undefined ? [] : [[id, value]];
          }),
        ),
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
