import { unitExVat, type Pence } from '../../app/catalogue/money';
import { resolveSelection, unitPrice } from '../../app/catalogue/pricing';
import type { Product, Selection } from '../../app/catalogue/product';
import { describeSelection, lineName } from '../../app/catalogue/selection';
import { canBeAdded } from '../../app/catalogue/stock';
import { addToBasket, emptyBasket, lineKey, type Basket } from '../../app/basket/model';
import { MAX_SHARE_LINES } from '../../app/basket/shared';
import { isExactSelection } from '../../app/basket/stored';
import type { QuoteLine } from './money';

/**
 * Buying a quote's or an order's lines again (PRODUCT.md "The buyer's own page"): which of
 * them the catalogue sells today, in what quantity and at what price, and which it cannot
 * take and why. Pure: the lines as they were sent and a way to find today's products.
 */
export interface AgainLine {
  productId: string;
  options: Selection;
  /** Today's name and options in the basket's words: "White Ceiling Tile (Size: 600 x 600 mm)". */
  name: string;
  /** As the quote or order has it. */
  description: string;
  quantityThen: number;
  /** What goes into the basket: fewer than then when the stock is lower (`capped`). */
  quantity: number;
  capped: boolean;
  /** One unit ex VAT on the quote or order, and in the catalogue today. */
  unitExThen: Pence;
  unitExToday: Pence;
}

export type NotAddedReason =
  /** A line the sales team wrote (fitting, delivery): not a catalogue product. */
  | 'staff-line'
  | 'no-longer-sold'
  | 'option-not-sold'
  /** Quoted before lines kept their options: which one was chosen is not known. */
  | 'no-options-saved'
  | 'out-of-stock'
  /** The same product and options earlier in the list already took the whole stock. */
  | 'stock-taken'
  /** Past the most lines one basket link holds. */
  | 'too-many';

export interface NotAdded {
  description: string;
  quantity: number;
  reason: NotAddedReason;
}

export interface Again {
  lines: AgainLine[];
  notAdded: NotAdded[];
  /** The added lines as one basket, merged within stock: what the link carries. */
  basket: Basket;
}

export function buyAgain(
  lines: readonly QuoteLine[],
  find: (id: string) => Product | undefined,
): Again {
  const again: Again = { lines: [], notAdded: [], basket: emptyBasket };
  for (const line of lines) {
    const judged = judge(line, find);
    if ('reason' in judged) {
      again.notAdded.push(notAdded(line, judged.reason));
      continue;
    }
    const { product, options } = judged;
    const key = lineKey({ productId: product.id, options });
    const before = again.basket.find((held) => lineKey(held) === key)?.quantity ?? 0;
    if (before === 0 && again.basket.length >= MAX_SHARE_LINES) {
      again.notAdded.push(notAdded(line, 'too-many'));
      continue;
    }
    const change = addToBasket(again.basket, product, options, line.quantity);
    const added = 'quantity' in change.outcome ? change.outcome.quantity - before : 0;
    if (added < 1) {
      again.notAdded.push(notAdded(line, 'stock-taken'));
      continue;
    }
    again.basket = change.basket;
    again.lines.push({
      productId: product.id,
      options,
      name: nameWithOptions(product, options),
      description: line.description,
      quantityThen: line.quantity,
      quantity: added,
      capped: added < line.quantity,
      unitExThen: line.unitExPence,
      unitExToday: unitExVat(unitPrice(product.pricing, options)),
    });
  }
  return again;
}

function notAdded(line: QuoteLine, reason: NotAddedReason): NotAdded {
  return { description: line.description, quantity: line.quantity, reason };
}

function judge(
  line: QuoteLine,
  find: (id: string) => Product | undefined,
): { product: Product; options: Selection } | { reason: NotAddedReason } {
  if (!line.productId) return { reason: 'staff-line' };
  const product = find(line.productId);
  if (!product) return { reason: 'no-longer-sold' };
  // A product with no options needs none saved; stored JSON is read as untrusted.
  const saved = plainOptions(line.options) ?? (product.options.length === 0 ? {} : undefined);
  if (!saved) return { reason: 'no-options-saved' };
  if (!isExactSelection(product, saved)) return { reason: 'option-not-sold' };
  if (!canBeAdded(product)) return { reason: 'out-of-stock' };
  return { product, options: resolveSelection(product.options, saved) };
}

function plainOptions(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length === 0) return undefined;
  return entries.every(([, chosen]) => typeof chosen === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : undefined;
}

/** The basket's line name and the choices it does not already say. */
function nameWithOptions(product: Product, options: Selection): string {
  const suffix = product.lineNameSuffix;
  const named =
    suffix?.kind === 'option-label'
      ? [suffix.option]
      : suffix?.kind === 'dimensions'
        ? [suffix.width, suffix.depth]
        : [];
  const chosen = describeSelection(product, options)
    .filter((_, at) => !named.includes(product.options[at]?.id ?? ''))
    .map(({ group, value }) => `${group}: ${value}`);
  const name = lineName(product, options);
  return chosen.length > 0 ? `${name} (${chosen.join(', ')})` : name;
}
