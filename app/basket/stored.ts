import { resolveSelection } from '../catalogue/pricing';
import type { Product } from '../catalogue/product';
import { canBeAdded } from '../catalogue/stock';
import { addToBasket, emptyBasket, type Basket } from './model';

/** Bump the version when the stored shape changes; an old shape is then simply not read. */
export const STORAGE_KEY = 'clydeside-basket:v1';

type StoredLine = { productId: string; options: Record<string, string>; quantity: number };

/*
 * The stored shape is checked by hand, not with valibot as the forms are: this module is
 * in every page's start-up (the header's basket count reads it), and for three fields
 * valibot would add 2.4 kB gzip to each page (docs/decisions/024).
 */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ version: 1, lines: [...] }`: the lines, each still to be read; else nothing. */
function storedLines(json: unknown): readonly unknown[] | undefined {
  return isRecord(json) && json.version === 1 && Array.isArray(json.lines) ? json.lines : undefined;
}

/** `{ productId, options, quantity }` with text, text by text, and a number; else nothing. */
function storedLine(candidate: unknown): StoredLine | undefined {
  if (!isRecord(candidate)) return undefined;
  const { productId, options, quantity } = candidate;
  if (typeof productId !== 'string' || typeof quantity !== 'number' || !isRecord(options)) {
    return undefined;
  }
  if (!Object.values(options).every((value) => typeof value === 'string')) return undefined;
  return { productId, options: options as Record<string, string>, quantity };
}

export function serializeBasket(basket: Basket): string {
  return JSON.stringify({ version: 1, lines: basket });
}

/**
 * Reads a stored basket as untrusted input: anything malformed, foreign or unknown is
 * dropped, quantities are made whole and kept within the stock, duplicate lines merge.
 * Never throws.
 */
export function parseStoredBasket(
  raw: string | null,
  find: (id: string) => Product | undefined,
): Basket {
  if (!raw) return emptyBasket;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return emptyBasket;
  }
  const lines = storedLines(json);
  if (!lines) return emptyBasket;

  return lines.reduce<Basket>((basket, candidate) => {
    const line = storedLine(candidate);
    if (!line) return basket;
    const { productId, options, quantity } = line;
    const product = find(productId);
    if (!product || !canBeAdded(product) || !isExactSelection(product, options)) return basket;
    return addToBasket(basket, product, resolveSelection(product.options, options), quantity)
      .basket;
  }, emptyBasket);
}

/** A stored configuration must name every option of the product with a valid value, and nothing else. */
export function isExactSelection(
  product: Product,
  options: Readonly<Record<string, string>>,
): boolean {
  const keys = Object.keys(options);
  return (
    keys.length === product.options.length &&
    product.options.every((group) =>
      group.values.some((option) => option.value === options[group.id]),
    )
  );
}
