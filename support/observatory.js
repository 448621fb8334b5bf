// @ts-check
/**
 * The response-header part of the MDN HTTP Observatory's scoring (its published score
 * table: github.com/mdn/mdn-http-observatory, src/grader/charts.js and the tests in
 * src/analyzer/tests/): Content-Security-Policy, Strict-Transport-Security,
 * X-Content-Type-Options, X-Frame-Options (or CSP frame-ancestors), Referrer-Policy,
 * Cross-Origin-Resource-Policy, with Cross-Origin-Opener-Policy reported (it carries no
 * score), plus the cookie and CORS rules, which score 0 for a site that sets neither.
 * Redirection and the HSTS preload list need the public host and TLS, so they are left
 * out: the score assumes the site is served over HTTPS with a valid certificate.
 *
 * Every site starts at 100; the bonuses only count when the score without them is 90 or
 * more; 100 and above is A+.
 */

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const NONCE_OR_HASH = /^'(sha256-|sha384-|sha512-|nonce-)/;
const SIX_MONTHS = 15_552_000;
const GOOD_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];
const BAD_REFERRER = [
  'origin',
  'origin-when-cross-origin',
  'unsafe-url',
  'no-referrer-when-downgrade',
];

/**
 * @typedef {{ test: string; result: string; modifier: number }} Rule
 * @typedef {{ score: number; grade: string; rules: Rule[] }} Scored
 */

/**
 * @param {string | undefined} header
 * @returns {Map<string, Set<string>> | undefined} undefined when it cannot be parsed
 */
export function parseCsp(header) {
  /** @type {Map<string, Set<string>>} */
  const policy = new Map();
  for (const directive of (header ?? '').split(/[;,]/)) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!/^[a-z-]+$/.test(key)) return undefined;
    if (!policy.has(key)) policy.set(key, new Set(sources.map((s) => s.toLowerCase())));
  }
  return policy;
}

/** @param {Map<string, Set<string>> | undefined} csp @returns {Rule} */
function contentSecurityPolicy(csp) {
  const rule = (/** @type {string} */ result, /** @type {number} */ modifier) => ({
    test: 'content-security-policy',
    result,
    modifier,
  });
  if (csp === undefined) return rule('csp-header-invalid', -25);
  if (csp.size === 0) return rule('csp-not-implemented', -25);
  const fallback = csp.get('default-src');
  const scripts = new Set(csp.get('script-src') ?? fallback ?? ['*']);
  const styles = new Set(csp.get('style-src') ?? fallback ?? ['*']);
  const objects = csp.get('object-src') ?? fallback ?? new Set(['*']);
  for (const sources of [scripts, styles]) {
    if ([...sources].some((s) => NONCE_OR_HASH.test(s))) sources.delete("'unsafe-inline'");
  }
  const broadOrInline = (/** @type {string} */ s) =>
    DANGEROUSLY_BROAD.has(s) || UNSAFE_INLINE.has(s);
  if ([...scripts].some(broadOrInline) || [...objects].some((s) => DANGEROUSLY_BROAD.has(s))) {
    return rule('csp-implemented-with-unsafe-inline', -20);
  }
  const active = [...csp]
    .filter(([name]) => !['img-src', 'media-src', 'script-src'].includes(name))
    .flatMap(([, sources]) => [...sources])
    .concat([...scripts]);
  if (active.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return rule('csp-implemented-with-insecure-scheme', -20);
  }
  if (scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")) {
    return rule('csp-implemented-with-unsafe-eval', -10);
  }
  const passive = ['img-src', 'media-src'].flatMap((name) => [
    ...(csp.get(name) ?? fallback ?? []),
  ]);
  if (passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return rule('csp-implemented-with-insecure-scheme-in-passive-content-only', -10);
  }
  if ([...styles].some(broadOrInline)) {
    return rule('csp-implemented-with-unsafe-inline-in-style-src-only', 0);
  }
  if (fallback?.size === 1 && fallback.has("'none'")) {
    return rule('csp-implemented-with-no-unsafe-default-src-none', 10);
  }
  return rule('csp-implemented-with-no-unsafe', 5);
}

/** @param {string | undefined} header @returns {Rule} */
function strictTransportSecurity(header) {
  const rule = (/** @type {string} */ result, /** @type {number} */ modifier) => ({
    test: 'strict-transport-security',
    result,
    modifier,
  });
  if (!header) return rule('hsts-not-implemented', -20);
  if (header.includes(',')) return rule('hsts-header-invalid', -20);
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  const seconds = maxAge ? Number.parseInt(maxAge.slice(8, 128), 10) : Number.NaN;
  if (Number.isNaN(seconds)) return rule('hsts-header-invalid', -20);
  return seconds < SIX_MONTHS
    ? rule('hsts-implemented-max-age-less-than-six-months', -10)
    : rule('hsts-implemented-max-age-at-least-six-months', 0);
}

/** @param {Record<string, string | undefined>} headers @param {Map<string, Set<string>> | undefined} csp @returns {Rule} */
function xFrameOptions(headers, csp) {
  const test = 'x-frame-options';
  if (csp?.has('frame-ancestors')) {
    return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  }
  const value = headers['x-frame-options']?.trim().toLowerCase();
  if (!value) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (value === 'deny' || value === 'sameorigin') {
    return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  }
  if (value.startsWith('allow-from')) {
    return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  }
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

/** @param {string | undefined} header @returns {Rule} */
function referrerPolicy(header) {
  const test = 'referrer-policy';
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  const valid = [...GOOD_REFERRER, ...BAD_REFERRER];
  const policy = header
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => valid.includes(value))
    .at(-1);
  if (policy && GOOD_REFERRER.includes(policy)) {
    return { test, result: 'referrer-policy-private', modifier: 5 };
  }
  if (policy) return { test, result: 'referrer-policy-unsafe', modifier: -5 };
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
}

/** @param {string | undefined} header @returns {Rule} */
function crossOriginResourcePolicy(header) {
  const test = 'cross-origin-resource-policy';
  const value = header?.trim().toLowerCase();
  if (!value) return { test, result: 'corp-not-implemented', modifier: 0 };
  if (value === 'same-origin')
    return { test, result: 'corp-implemented-with-same-origin', modifier: 10 };
  if (value === 'same-site')
    return { test, result: 'corp-implemented-with-same-site', modifier: 10 };
  if (value === 'cross-origin') {
    return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 };
  }
  return { test, result: 'corp-header-invalid', modifier: -5 };
}

/** @param {string | undefined} header @returns {Rule} */
function crossOriginOpenerPolicy(header) {
  const value = header?.trim().toLowerCase();
  const known = ['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups', 'unsafe-none'];
  const result = !value
    ? 'coop-not-implemented'
    : known.includes(value)
      ? `coop-implemented-with-${value}`
      : 'coop-header-invalid';
  return { test: 'cross-origin-opener-policy', result, modifier: 0 };
}

/**
 * Scores one response's headers (names in lower case, as fetch and Playwright give them).
 * @param {Record<string, string | undefined>} headers
 * @returns {Scored}
 */
export function score(headers) {
  const csp = parseCsp(headers['content-security-policy']);
  const nosniff = headers['x-content-type-options']?.trim().toLowerCase();
  const cookies = headers['set-cookie'];
  const cors = headers['access-control-allow-origin'];
  /** @type {Rule[]} */
  const rules = [
    contentSecurityPolicy(csp),
    strictTransportSecurity(headers['strict-transport-security']),
    nosniff === 'nosniff'
      ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
      : nosniff
        ? {
            test: 'x-content-type-options',
            result: 'x-content-type-options-header-invalid',
            modifier: -5,
          }
        : {
            test: 'x-content-type-options',
            result: 'x-content-type-options-not-implemented',
            modifier: -5,
          },
    xFrameOptions(headers, csp),
    referrerPolicy(headers['referrer-policy']),
    crossOriginResourcePolicy(headers['cross-origin-resource-policy']),
    crossOriginOpenerPolicy(headers['cross-origin-opener-policy']),
    // The site sets no cookies. Were one set, the cookie rules (Secure, HttpOnly,
    // SameSite) are not modelled here: count the worst of them until they are.
    cookies
      ? { test: 'cookies', result: 'cookies-set-not-modelled-here-worst-case', modifier: -40 }
      : { test: 'cookies', result: 'cookies-not-found', modifier: 0 },
    !cors
      ? {
          test: 'cross-origin-resource-sharing',
          result: 'cross-origin-resource-sharing-not-implemented',
          modifier: 0,
        }
      : cors.trim() === '*'
        ? {
            test: 'cross-origin-resource-sharing',
            result: 'cross-origin-resource-sharing-implemented-with-public-access',
            modifier: 0,
          }
        : {
            test: 'cross-origin-resource-sharing',
            result: 'cross-origin-resource-sharing-implemented-with-restricted-access',
            modifier: 0,
          },
  ];
  const penalties = rules.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 100);
  const withBonuses = rules.reduce((sum, { modifier }) => sum + modifier, 100);
  const total = Math.max(penalties >= 90 ? withBonuses : penalties, 0);
  return { score: total, grade: grade(total), rules };
}

/** @param {number} value */
export function grade(value) {
  const grades = /** @type {const} */ ([
    [100, 'A+'],
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ]);
  return grades.find(([minimum]) => value >= minimum)?.[1] ?? 'F';
}
