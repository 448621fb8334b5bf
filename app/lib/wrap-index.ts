/**
 * The neighbour of `index` among `count`, wrapping at both ends. A module of its own: the
 * product pages' image gallery steps with it but does not turn by itself, so it starts
 * without the self-turning galleries' file (vite.config.ts, docs/decisions/041).
 */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}
