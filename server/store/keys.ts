import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from './connect';

/**
 * Where the embedded store kept the quote-link key before it was kept in the store: its
 * key is moved in on the first start after (migration 005), so the links already sent
 * keep working. The file is no longer read after that and may be deleted.
 */
/** The quote-link key's row in `server_keys`. */
export const LINK_KEY_NAME = 'quote-link';

export const OLD_LINK_KEY_FILE = 'quote-link.key';

const KEY = /^[0-9a-f]{64,}$/i;

/** The key migration 005 keeps: DATA_DIR's old key file's, else 32 new random bytes. */
export function firstLinkKey(dataDir: string): string {
  const file = join(dataDir, OLD_LINK_KEY_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (!KEY.test(kept)) throw new Error(`${file} holds no key (64 or more hex digits)`);
    return kept;
  }
  return randomBytes(32).toString('hex');
}

/** The quote-link key the store keeps, shared by every instance on it. */
export async function storedLinkKey(store: Store): Promise<Buffer> {
  const row = await store.db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', LINK_KEY_NAME)
    .executeTakeFirst();
  if (!row || !KEY.test(row.value)) {
    throw new Error(
      'the store holds no quote-link key (server_keys): restore it from a backup, or set QUOTE_LINK_KEY',
    );
  }
  return Buffer.from(row.value, 'hex');
}
