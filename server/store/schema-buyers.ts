/** The tables of the buyer's sign-in (migration 013), as the code reads them. */

/** A sign-in link asked for: used once, within 30 minutes (store/buyers.ts). */
export interface BuyerLinkRow {
  id: string;
  /** The address it went to, lower case. */
  email: string;
  /** With the link key, makes the link's token (auth/links.ts). */
  nonce: string;
  /** SHA-256 of the token: what the link is looked up by. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A browser signed in by a link, for 30 days. */
export interface BuyerSessionRow {
  /** SHA-256 of the id the browser holds. */
  id_hash: string;
  /** The address signed in, lower case. */
  email: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** What the browser called itself, in a few words ("Firefox on Android"), for the list. */
  browser: string;
}

export interface BuyerTables {
  buyer_links: BuyerLinkRow;
  buyer_sessions: BuyerSessionRow;
}
