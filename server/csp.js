// @ts-check
/**
 * The Content-Security-Policy of every page: the one definition the build writes into
 * build/server-manifest.json, which the Node server sends and the nginx configuration
 * is generated from.
 */

/** @param {readonly string[]} hashes sha256 sources, such as 'sha256-abc=' */
const quoted = (hashes) => hashes.map((hash) => ` '${hash}'`).join('');

/**
 * @param {readonly string[]} scriptHashes the page's inline scripts
 * @param {readonly string[]} [styleHashes] the page's inline style elements
 */
export function pagePolicy(scriptHashes, styleHashes = []) {
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
