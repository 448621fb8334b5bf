/**
 * A step on a quote is decided on the quote as it was read and written only over that
 * (sales/quote-lifecycle.ts): when another step came first, the write changes no row and
 * reports LOST, and the step is decided again on the quote as it is now. It is then taken,
 * refused for what came first, or found already done.
 */
export const LOST = Symbol('another step came first');

const ATTEMPTS = 3;

/** `attempt(0)` first, then `attempt(1)` and on while it reports LOST. */
export async function decideAgainWhenLost<T>(
  attempt: (tried: number) => Promise<T | typeof LOST>,
): Promise<T> {
  for (let tried = 0; tried < ATTEMPTS; tried += 1) {
    const result = await attempt(tried);
    if (result !== LOST) return result;
  }
  throw new Error('the quote kept changing while a step was taken on it');
}
