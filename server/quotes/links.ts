import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The customer's link to a quote: /quotes/{token}, 256 bits that only the server can
 * make. The token is an HMAC of the quote's id and a random nonce under the link key, so
 * the store holds only the nonce and the token's SHA-256: a copy of the database opens
 * no quote, yet the inbox can show the link again and the outbox can e-mail it
 * (docs/decisions/022). Erasing the enquiry blanks both, and the link ends.
 */
export interface QuoteLinks {
  token(quote: { id: string; link_nonce: string }): string;
  hash(token: string): string;
  /** The address the customer opens. */
  url(token: string): string;
  /** The token a quote page's forms carry, proving the post came from that page. */
  formToken(tokenHash: string, version: number): string;
  formTokenAccepted(sent: string, tokenHash: string, version: number): boolean;
}

export const LINK_KEY_FILE = 'quote-link.key';

export function newLinkNonce() {
  return randomBytes(16).toString('base64url');
}

export function quoteLinks({ key, origin }: { key: Buffer; origin: string }): QuoteLinks {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    token: (quote) => mac(`quote-link:${quote.id}:${quote.link_nonce}`),
    hash: (token) => createHash('sha256').update(token).digest('hex'),
    url: (token) => `${origin}/quotes/${token}`,
    formToken: (tokenHash, version) => mac(`quote-form:${tokenHash}:${version}`),
    formTokenAccepted(sent, tokenHash, version) {
      const expected = Buffer.from(mac(`quote-form:${tokenHash}:${version}`));
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The link key: QUOTE_LINK_KEY (64 hex digits or more), which every instance sharing a
 * PostgreSQL must be given alike; else a key made on first start in the embedded store's
 * folder, readable by the server's user only.
 */
export function loadLinkKey({
  setting,
  dataDir,
}: {
  setting?: string | undefined;
  dataDir: string;
}) {
  if (setting) {
    if (!/^[0-9a-f]{64,}$/i.test(setting)) {
      throw new Error(
        'QUOTE_LINK_KEY must be 64 or more hex digits (for example: openssl rand -hex 32)',
      );
    }
    return Buffer.from(setting, 'hex');
  }
  const file = join(dataDir, LINK_KEY_FILE);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
