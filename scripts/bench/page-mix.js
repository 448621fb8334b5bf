// @ts-check
/**
 * The page mix of `npm run bench:server` (server.js, and the logger comparison in
 * logger.js): every pre-rendered page, the files a first visit fetches and some unknown
 * paths, each with the Accept-Encoding a browser sends, and an autocannon run over it that
 * counts any answer with another status than expected.
 */
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import { manifestPath } from '../paths.js';

/** Stops a run that has not finished in this time: the benchmark is bounded either way. */
const TIME_LIMIT_S = 120;
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: '*/*' };
const UNKNOWN_PATHS = [
  '/no-such-page',
  '/products/slatwall-panels',
  '/assets/missing-abc123.js',
  '/about/index.html',
  '/wp-login.php',
  '/.env',
];

/**
 * @param {{ pages: Record<string, unknown>; assets: string[] }} manifest
 * @param {string} homeHtml
 */
export function requestMix(manifest, homeHtml) {
  const pages = Object.keys(manifest.pages);
  // The files a first visit fetches (the home page's scripts and styles), plus the rest
  // of the allow-list's small files (icons, images, the web manifest), up to a bound.
  const linked = [...homeHtml.matchAll(/(?:href|src)="(\/[^"?#]+)"/g)]
    .map(([, path]) => path ?? '')
    .filter((path) => manifest.assets.includes(path));
  const others = manifest.assets.filter((path) => !path.startsWith('/assets/')).slice(0, 15);
  const files = [...new Set([...linked, ...others])];
  /** @type {{ path: string; status: number; kind: 'page' | 'file' | 'unknown' }[]} */
  const mix = [
    ...pages.map((path) => ({ path, status: 200, kind: /** @type {const} */ ('page') })),
    ...files.map((path) => ({ path, status: 200, kind: /** @type {const} */ ('file') })),
    ...UNKNOWN_PATHS.map((path) => ({ path, status: 404, kind: /** @type {const} */ ('unknown') })),
  ];
  // Interleave deterministically so every connection sees every kind all the time.
  return mix
    .map((entry, index) => ({ entry, key: (index * 7919) % mix.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ entry }) => entry);
}

/**
 * @param {string} url
 * @param {ReturnType<typeof requestMix>} mix
 * @param {{ amount: number } | { duration: number }} limit so many requests, or seconds
 * @param {number} connections
 */
export async function runMix(url, mix, limit, connections) {
  let unexpected = 0;
  /** @type {Record<string, number>} */
  const unexpectedByPath = {};
  let connection = 0;
  const requests = mix.map(({ path, status }) => ({
    method: 'GET',
    path,
    headers: BROWSER_HEADERS,
    /** @param {number} code */
    onResponse: (code) => {
      if (code === status) return;
      unexpected += 1;
      unexpectedByPath[`${path} -> ${code}`] = (unexpectedByPath[`${path} -> ${code}`] ?? 0) + 1;
    },
  }));
  const instance = autocannon({
    url,
    connections,
    ...limit,
    timeout: 10,
    requests,
    // Each connection starts at a different place in the mix.
    setupClient: (client) => {
      const offset = (connection++ * 13) % requests.length;
      client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  });
  const timer = setTimeout(() => instance.stop(), TIME_LIMIT_S * 1000);
  const result = await instance;
  clearTimeout(timer);
  return { result, unexpected, unexpectedByPath };
}

/**
 * The mix for the server at `url`, which must serve: its pages and files from the build's
 * manifest, the home page's own links, and how many of each kind.
 * @param {string} url
 */
export async function loadMix(url) {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  const homeHtml = await (await fetch(`${url}/`)).text();
  const mix = requestMix(manifest, homeHtml);
  const counts = {
    pages: mix.filter((entry) => entry.kind === 'page').length,
    files: mix.filter((entry) => entry.kind === 'file').length,
    unknown: mix.filter((entry) => entry.kind === 'unknown').length,
  };
  return { mix, counts };
}
