/**
 * The Content-Security-Policy of every page: the one definition the build writes into
 * build/server-manifest.json, which the Node server sends and the nginx configuration
 * is generated from.
 */

/** sha256 sources, such as 'sha256-abc=', quoted for the policy. */
const quoted = (hashes: readonly string[]) => hashes.map((hash) => ` '${hash}'`).join('');

/** The policy of a page with these inline scripts and inline style elements. */
export function pagePolicy(scriptHashes: readonly string[], styleHashes: readonly string[] = []) {
  return [
    "default-src 'none'",
    `script-src 'self'${quoted(scriptHashes)}`,
    `style-src 'self'${quoted(styleHashes)}`,
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** For everything that is not a page: nothing may run or be framed. */
export const resourcePolicy =
  "default-src 'none'; style-src 'self'; img-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'";
