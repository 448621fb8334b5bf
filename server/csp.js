// @ts-check
/**
 * The Content-Security-Policy of every page: the one definition the build writes into
 * build/server-manifest.json, which the Node server sends and the nginx configuration
 * is generated from.
 */

/** @param {readonly string[]} scriptHashes sha256 sources, such as 'sha256-abc=' */
export function pagePolicy(scriptHashes) {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.map((hash) => `'${hash}'`).join(' ')}`.trim(),
    "style-src 'self'",
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
