import type { Product } from './product';

/**
 * How a product reaches the buyer, in the catalogue's own words: its delivery, collection
 * and lead-time notes ("Collection only from our Glasgow warehouse"), warranties left out.
 * The basket line, the quote request and a quote's lead time all read it from here.
 */
export function fulfilmentNote(product: Pick<Product, 'notes'>): string {
  return product.notes.filter((note) => /deliver|collection|lead time/i.test(note)).join('; ');
}

/** The note of a product that is never delivered (the ceiling range), if it is one. */
export function collectionOnlyNote(product: Pick<Product, 'notes'>): string | undefined {
  return product.notes.find((note) => /collection only/i.test(note));
}

/**
 * What the Order Summary says beside "Shipping: Free" when some lines are collected:
 * "White Ceiling Tile and White Suspended Grid are collection only from our Glasgow
 * warehouse", one sentence per note, each product named once.
 */
export function collectionOnlySummary(products: readonly Pick<Product, 'name' | 'notes'>[]) {
  const byNote = new Map<string, string[]>();
  for (const product of products) {
    const note = collectionOnlyNote(product);
    if (!note) continue;
    const names = byNote.get(note) ?? [];
    if (!names.includes(product.name)) names.push(product.name);
    byNote.set(note, names);
  }
  return [...byNote].map(([note, names]) => {
    const listed =
      names.length === 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
    const verb = names.length === 1 ? 'is' : 'are';
    return `${listed} ${verb} ${note.charAt(0).toLowerCase()}${note.slice(1)}.`;
  });
}
