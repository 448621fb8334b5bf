import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { urls } from '../urls';

/**
 * The customer's link to a quote: /quotes/{token}, 256 bits that only the server can
 * make. The token is an HMAC of the quote's id and a random nonce under the link key, so
 * the store holds only the nonce and the token's SHA-256: a copy of the database without
 * the key opens no quote, yet the inbox can show the link again and the outbox can e-mail
 * it (docs/decisions/022). The key is QUOTE_LINK_KEY when the operator sets it; otherwise
 * the server keeps one in the store itself, so a backup of the store holds the key and
 * could open every link (docs/decisions/032). Erasing the enquiry blanks both, and the
 * link ends.
 */
export interface QuoteLinks {
  token(quote: { id: string; link_nonce: string }): string;
  hash(token: string): string;
  /** The address the customer opens. */
  url(token: string): string;
  /** The token a quote page's forms carry, proving the post came from that page. */
  formToken(tokenHash: string, version: number): string;
  formTokenAccepted(sent: string, tokenHash: string, version: number): boolean;
  /** A buyer's sign-in link's token, made from its row as a quote's is (store/buyers.ts). */
  signInToken(link: { id: string; nonce: string }): string;
  /** The sign-in link the buyer opens. */
  signInUrl(token: string): string;
  /** An address as a limit counts it: keyed, so the count names nobody. */
  addressKey(email: string): string;
}

export function newLinkNonce() {
  return randomBytes(16).toString('base64url');
}

export function quoteLinks({ key, origin }: { key: Buffer; origin: string }): QuoteLinks {
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  return {
    token: (quote) => mac(`quote-link:${quote.id}:${quote.link_nonce}`),
    hash: (token) => createHash('sha256').update(token).digest('hex'),
    url: (token) => `${origin}${urls.quote.page.href(token)}`,
    formToken: (tokenHash, version) => mac(`quote-form:${tokenHash}:${version}`),
    formTokenAccepted(sent, tokenHash, version) {
      const expected = Buffer.from(mac(`quote-form:${tokenHash}:${version}`));
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    signInToken: (link) => mac(`buyer-link:${link.id}:${link.nonce}`),
    signInUrl: (token) => `${origin}${urls.buyer.signIn.href(token)}`,
    addressKey: (email) => mac(`buyer-address:${email}`),
  };
}
