import { resolveSelection } from '../catalogue/pricing';
import type { Product } from '../catalogue/product';
import { canBeAdded } from '../catalogue/stock';
import { addToBasket, emptyBasket, type Basket } from './model';
import { isExactSelection } from './stored';

/**
 * A basket in a link (PRODUCT.md "Quantities for trade buyers"): product ids, options and
 * quantities only, never prices, which are read from the catalogue when the link is opened.
 *
 *   /cart?share=white-ceiling-tile.120.size~600x600,black-suspended-grid.2.component~brackets
 *
 * Lines are separated by ",", a line's fields by ".", an option's id and value by "~". The
 * catalogue's ids and values are letters, digits, "-" and "_" (a test checks), so nothing
 * needs escaping and the link stays short and readable.
 */

export const SHARE_PARAM = 'share';
/**
 * `&add=1`: the lines are added on arrival, once ("Buy these again" on a customer's order
 * page links so), and the address becomes /cart so that a reload adds nothing twice.
 */
export const ADD_PARAM = 'add';
/** Longer than any real basket's link (50 lines of the longest names): refused unread. */
export const MAX_SHARE_LENGTH = 4000;
export const MAX_SHARE_LINES = 50;

const TOKEN = /^[A-Za-z0-9_-]{1,64}$/;
// Absurd quantities are read (then kept within the stock); beyond 15 digits they are noise.
const QUANTITY = /^[1-9]\d{0,14}$/;

export function encodeSharedBasket(basket: Basket): string {
  return basket
    .map(({ productId, options, quantity }) =>
      [
        productId,
        String(quantity),
        ...Object.keys(options)
          .sort()
          .map((id) => `${id}~${options[id] ?? ''}`),
      ].join('.'),
    )
    .join(',');
}

/** The address of a basket's link, on this site. */
export function sharedBasketPath(basket: Basket): string {
  return `/cart?${SHARE_PARAM}=${encodeSharedBasket(basket)}`;
}

export type SharedBasket = {
  basket: Basket;
  /** What was left out or changed, in words, for the visitor. */
  problems: string[];
};

/**
 * Reads a link's basket as untrusted input: malformed lines, unknown products or options
 * and products that cannot be bought are left out; quantities are kept within the stock;
 * a link too long is refused. Each is said in `problems`. Never throws.
 */
export function parseSharedBasket(
  raw: string | null,
  find: (id: string) => Product | undefined,
): SharedBasket {
  if (raw === null || raw === '') return { basket: emptyBasket, problems: [] };
  if (raw.length > MAX_SHARE_LENGTH) {
    return {
      basket: emptyBasket,
      problems: ['This basket link is too long to be read: ask for a new one.'],
    };
  }
  const candidates = raw.split(',');
  const problems: string[] = [];
  if (candidates.length > MAX_SHARE_LINES) {
    problems.push(`Only the first ${MAX_SHARE_LINES} lines of the link were read.`);
  }
  let dropped = 0;
  let basket = emptyBasket;
  for (const candidate of candidates.slice(0, MAX_SHARE_LINES)) {
    const line = readLine(candidate, find);
    if (!line) {
      dropped += 1;
      continue;
    }
    const { product, options, quantity } = line;
    const change = addToBasket(basket, product, options, quantity);
    basket = change.basket;
    if (change.outcome.kind === 'capped') {
      problems.push(
        `Only ${product.quantityAvailable} of ${product.name} available: the link asked for more.`,
      );
    }
  }
  if (dropped > 0) {
    problems.push(
      dropped === 1
        ? 'One line of the link was not recognised and was left out.'
        : `${dropped} lines of the link were not recognised and were left out.`,
    );
  }
  return { basket, problems };
}

function readLine(
  candidate: string,
  find: (id: string) => Product | undefined,
): { product: Product; options: Record<string, string>; quantity: number } | undefined {
  const [productId = '', quantityText = '', ...optionFields] = candidate.split('.');
  if (!TOKEN.test(productId) || !QUANTITY.test(quantityText)) return undefined;
  const product = find(productId);
  if (!product || !canBeAdded(product)) return undefined;
  const options: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const field of optionFields) {
    const [id = '', value = '', ...rest] = field.split('~');
    if (rest.length > 0 || !TOKEN.test(id) || !TOKEN.test(value) || Object.hasOwn(options, id)) {
      return undefined;
    }
    options[id] = value;
  }
  if (!isExactSelection(product, options)) return undefined;
  return {
    product,
    options: { ...resolveSelection(product.options, options) },
    quantity: Number(quantityText),
  };
}
