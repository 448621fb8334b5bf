/**
 * The site search: forgiving of case, word order, plurals and one typo, and matching
 * numbers against option values ("1200 gondola"). Pure and small: the index it reads is
 * built from the catalogue and the route table at build time.
 */

export type SearchEntry = {
  title: string;
  href: string;
  kind: 'product' | 'page';
  /** Where it sits: "Glass Shelves", "Services". */
  section: string;
  /** Words to match besides the title: description, options, category. */
  keywords: string;
  /** The lowest price inc VAT, shown inc or ex VAT as the visitor chose: "From £95.00". */
  price?: { pence: number; from: boolean; unit?: string };
  image?: string;
};

export type SearchResult = SearchEntry & { score: number };

/** Lower case, no punctuation, and a plural made singular: "Shelves" -> "shelve", "Boxes" -> "box". */
export function normalise(word: string): string {
  const plain = word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (plain.length > 4 && /(ch|sh|x|ss)es$/.test(plain)) return plain.slice(0, -2);
  if (plain.length > 3 && plain.endsWith('s') && !plain.endsWith('ss')) return plain.slice(0, -1);
  return plain;
}

export function tokenise(text: string): string[] {
  return text
    .split(/[\s/,.;:()+\-–]+|(?<=\d)(?=mm)|(?<=\d)x(?=\d)/i)
    .map(normalise)
    .filter((token) => token.length > 0);
}

/** Levenshtein distance, stopping early once it passes `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How well one query term matches one word: 3 exact, 2 prefix, 1 a typo away, 0 not at all. */
function termScore(term: string, word: string): number {
  if (term === word) return 3;
  if (term.length >= 2 && word.startsWith(term)) return 2;
  if (/^\d+$/.test(term)) return 0;
  const allowed = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
  return allowed > 0 && editDistance(term, word, allowed) <= allowed ? 1 : 0;
}

/** Every entry that matches every term of the query, best first. */
export function search(entries: readonly SearchEntry[], query: string): SearchResult[] {
  const terms = tokenise(query);
  if (terms.length === 0) return [];
  return entries
    .map((entry) => {
      const titleWords = tokenise(entry.title);
      const words = [...titleWords, ...tokenise(entry.section), ...tokenise(entry.keywords)];
      let score = 0;
      for (const term of terms) {
        const best = Math.max(0, ...words.map((word) => termScore(term, word)));
        if (best === 0) return undefined;
        const inTitle = Math.max(0, ...titleWords.map((word) => termScore(term, word)));
        score += best + inTitle;
      }
      return { ...entry, score: entry.kind === 'product' ? score + 0.5 : score };
    })
    .filter((result): result is SearchResult => result !== undefined)
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}
