import { createHash } from 'node:crypto';

// Pure, and shared by two rooms: the enquiry form (enquiries/receive.ts) and "Ask for a new
// quote" under "Buy these again" (quotes/again-route.ts).

/** How long the same words, sent again without a key, are one enquiry: ten to twenty minutes. */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * The idempotency keys of a form posted without JavaScript, which has none of its own (the
 * page is static): a hash of every stored field in this ten-minute window, and the same in
 * the window before, so a double click across a window's edge is still one enquiry. A
 * double click or a resend of the same words stores one enquiry; a change is another. Only
 * what the row itself holds goes in (never the address, which the row does not keep), and
 * erasing an enquiry clears its key. It cannot meet a browser's key (at most 64 characters).
 *
 * `stored` is the row's fields, before the key.
 */
export function repeatKeys(
  stored: Record<string, unknown>,
  now = Date.now(),
): [current: string, previous: string] {
  const window = Math.floor(now / REPEAT_WINDOW_MS);
  const key = (at: number) =>
    `form-${createHash('sha256')
      .update(JSON.stringify([at, stored]))
      .digest('hex')}`;
  return [key(window), key(window - 1)];
}

/**
 * Whether a stored enquiry holds exactly what was sent again under its key: only then is
 * the post a repeat, answered as the first was (its reference and confirmation address).
 * A key sent with other words is not its enquiry's sender retrying, and learns nothing of
 * it: a key repeats, it never reveals. The row itself is the record of what the key was
 * sent with (erasing it clears the key), so nothing more is stored.
 */
export function sameWords<Row extends object>(stored: Row, sent: Partial<Row>): boolean {
  return (Object.keys(sent) as (keyof Row)[]).every((name) => sameValue(stored[name], sent[name]));
}

/** PostgreSQL and SQLite may type a number differently: compared as text, null as null. */
function sameValue(stored: unknown, sent: unknown) {
  return stored === null || sent === null ? stored === sent : String(stored) === String(sent);
}
