/**
 * The stored basket's shape, read without the catalogue: the header's count reads it at
 * start on every page, before the catalogue is loaded (docs/decisions/041); stored.ts then
 * checks each line against the catalogue.
 */

/** Bump the version when the stored shape changes; an old shape is then simply not read. */
export const STORAGE_KEY = 'clydeside-basket:v1';

export type StoredLine = { productId: string; options: Record<string, string>; quantity: number };

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

/** The well-formed lines of a stored basket, not yet checked against the catalogue. */
export function readStoredLines(raw: string | null): StoredLine[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  return (storedLines(json) ?? []).flatMap((candidate) => {
    const line = storedLine(candidate);
    return line ? [line] : [];
  });
}

/**
 * The count of a stored basket before the catalogue has checked it: each well-formed
 * line's quantity, made whole, as the basket reads it. The check can only lower it (a line
 * for a product no longer sold, or an option it no longer has, is dropped; a quantity is
 * kept within the stock), never raise it.
 */
export function uncheckedQuantity(raw: string | null): number {
  return readStoredLines(raw).reduce((total, { quantity }) => {
    const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 0;
    return whole >= 1 ? total + Math.min(whole, MOST_A_LINE_COUNTS) : total;
  }, 0);
}

/**
 * The most one unchecked line counts for: above any product's stock (the check clamps a
 * line to it, so the count still only falls when checked), and never a figure such as
 * "1e+308 items" from a tampered quantity.
 */
export const MOST_A_LINE_COUNTS = 9_999;
