import type { ChosenOption } from '../catalogue/enquiry';
import type { Pence, VatBreakdown } from '../catalogue/money';
import type { Product } from '../catalogue/product';
import { findProduct } from '../catalogue/registry';
import { canBeAdded } from '../catalogue/stock';
import { addToBasket, emptyBasket, type Basket } from '../basket/model';
import { priceBasket } from '../basket/priced';
import { isExactSelection } from '../basket/stored';
import type { QuoteLineRequest } from './schema';

export type QuotedLine = {
  productId: string;
  name: string;
  href: string;
  options: ChosenOption[];
  selection: Readonly<Record<string, string>>;
  quantity: number;
  /** One unit's catalogue price and the line at catalogue prices, inc VAT, as stored. */
  unitPrice: Pence;
  lineTotal: Pence;
  /** How it reaches the buyer, from the catalogue: "Collection only from our Glasgow warehouse". */
  fulfilment: string;
};

export type Quote = {
  lines: QuotedLine[];
  /** Lines left out: a product the shop does not sell (any more), an unknown option, no stock. */
  dropped: number;
  /** Lines whose quantity was lowered to the stock. */
  capped: number;
  /** By the rule of record (app/catalogue/money.ts): the figures the request is held to. */
  totals: VatBreakdown;
};

/**
 * Prices a quote request as the catalogue stands now, trusting nothing the browser sent
 * but ids, choices and quantities: unknown products and options are dropped, repeated
 * configurations merged, quantities kept within the stock (the basket's own rules).
 */
export function priceQuote(
  requested: readonly QuoteLineRequest[],
  find: (id: string) => Product | undefined = findProduct,
): Quote {
  let dropped = 0;
  let capped = 0;
  let basket: Basket = emptyBasket;
  for (const line of requested) {
    const product = find(line.productId);
    if (!product || !canBeAdded(product) || !isExactSelection(product, line.options)) {
      dropped += 1;
      continue;
    }
    const change = addToBasket(basket, product, line.options, line.quantity);
    if (change.outcome.kind === 'capped') capped += 1;
    basket = change.basket;
  }
  const priced = priceBasket(basket, find);
  return {
    lines: priced.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      href: line.href,
      options: line.chosen,
      selection: line.options,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal.inc,
      fulfilment: line.fulfilment,
    })),
    dropped,
    capped,
    totals: priced.totals,
  };
}
