// @ts-check
/**
 * The start-up script of every public pre-rendered page (issue 41): each page loaded once in
 * a fresh Chromium context (no cache, no throttling: only bytes are counted), and the bytes
 * of every script that had arrived when the app took over (`data-hydrated="true"` on
 * <html>, as scripts/bench/interactive.js waits for), as transferred: each body as the
 * server sent it to Chromium (Brotli or gzip, whichever it chose: resource timing's
 * `encodedBodySize`), and beside it the DevTools protocol's `encodedDataLength` (the same
 * with the response's headers, about 1 kB a script here, most of it security headers).
 * Which scripts had arrived is read in the page at that moment from its resource timing
 * entries (an entry is there once its response has ended), so a script the app loads later
 * (on idle, on the first interaction) is not counted.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './lighthouse.js';
import { onInterrupt } from './processes.js';

/**
 * @typedef {{ url: string; bodyBytes: number }} ArrivedScript
 *   as the page's resource timing names it: its URL and its body as sent (encodedBodySize)
 * @typedef {{ path: string; bytes: number; withHeaders: number; encoding: string }} StartupScript
 *   bytes: the body as sent (compressed); withHeaders: the protocol's encodedDataLength, the
 *   response's headers included
 * @typedef {{ path: string; hydrated: boolean; scriptBytes: number; withHeaders: number;
 *   scripts: StartupScript[] }} StartupResult
 *   scriptBytes: the sum of `scripts`' bodies as sent; withHeaders: the same with their
 *   headers; hydrated false when the app had not taken over within the time allowed (every
 *   script that had arrived is counted)
 */

/** How long a page may take to hydrate, unthrottled, before it is counted as it stands. */
const HYDRATION_TIMEOUT_MS = 20_000;

/**
 * The paths of a build's pre-rendered pages, as its server-manifest.json lists them (or, in
 * a build older than the manifest, every build/client/<path>/index.html but the 404 page).
 * @param {string} buildRoot the project (or worktree) whose build/ is read
 * @returns {string[]}
 */
export function builtPages(buildRoot) {
  const manifest = join(buildRoot, 'build', 'server-manifest.json');
  if (existsSync(manifest)) {
    /** @type {{ pages: Record<string, unknown> }} */
    const { pages } = JSON.parse(readFileSync(manifest, 'utf8'));
    return Object.keys(pages).sort();
  }
  const client = join(buildRoot, 'build', 'client');
  return readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((file) => file === 'index.html' || file.endsWith(`${sep}index.html`))
    .map((file) =>
      `/${file.slice(0, -'index.html'.length).split(sep).join('/')}`.replace(/(.)\/$/, '$1'),
    )
    .filter((path) => path !== '/404')
    .sort();
}

/**
 * @typedef {Window & { __startupScripts?: ArrivedScript[];
 *   __arrivedScripts?: () => ArrivedScript[] }} Holder
 */

/**
 * Runs in the page before its own scripts (so it holds everything it uses): at the moment
 * the app takes over, notes which scripts had arrived, from the page's resource timing (an
 * entry is there once its response has ended).
 */
function noteArrivedScripts() {
  const holder = /** @type {Holder} */ (window);
  holder.__arrivedScripts = () =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        url: entry.name,
        bodyBytes: /** @type {PerformanceResourceTiming} */ (entry).encodedBodySize,
      }));
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    holder.__startupScripts = holder.__arrivedScripts?.();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/**
 * Sums the start-up scripts' bytes from what the page noted and what the protocol saw.
 * @param {ArrivedScript[]} arrived the scripts as the page named them
 * @param {Map<string, { bytes: number; encoding: string }>} transferred per URL: the
 *   protocol's encodedDataLength (headers included) and the response's Content-Encoding
 * @returns {{ scriptBytes: number; withHeaders: number; scripts: StartupScript[] }}
 */
export function startupScripts(arrived, transferred) {
  /** @type {Map<string, StartupScript>} */
  const scripts = new Map();
  for (const { url, bodyBytes } of arrived) {
    const seen = transferred.get(url);
    scripts.set(url, {
      path: new URL(url).pathname,
      bytes: bodyBytes,
      withHeaders: seen?.bytes ?? bodyBytes,
      encoding: seen?.encoding ?? 'unknown',
    });
  }
  const list = [...scripts.values()].sort((a, b) => b.bytes - a.bytes);
  return {
    scriptBytes: list.reduce((sum, script) => sum + script.bytes, 0),
    withHeaders: list.reduce((sum, script) => sum + script.withHeaders, 0),
    scripts: list,
  };
}

/**
 * @param {{ builds: { name: string; origin: string; paths: string[] }[]; chromePath: string;
 *   progress?: (message: string) => void }} options
 * @returns {Promise<Map<string, StartupResult[]>>} per build's name, its pages in order
 */
export async function measureStartupBytes({ builds, chromePath, progress }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const unregister = onInterrupt(() => browser.close());
  /** @type {Map<string, StartupResult[]>} */
  const results = new Map(builds.map((build) => [build.name, []]));
  try {
    const longest = Math.max(...builds.map((build) => build.paths.length));
    // Page by page, the builds one after the other, as the other passes interleave them.
    for (let index = 0; index < longest; index += 1) {
      for (const build of builds) {
        const path = build.paths[index];
        if (path === undefined) continue;
        const result = await loadOnce(browser, `${build.origin}${path}`, path);
        results.get(build.name)?.push(result);
        progress?.(
          `start-up bytes ${build.name} ${path}: ${(result.scriptBytes / 1000).toFixed(1)} kB in ${result.scripts.length} scripts${result.hydrated ? '' : ' (did not hydrate)'}`,
        );
      }
    }
  } finally {
    unregister();
    await browser.close();
  }
  return results;
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} path
 * @returns {Promise<StartupResult>}
 */
async function loadOnce(browser, url, path) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(noteArrivedScripts);
    const cdp = await context.newCDPSession(page);
    /** @type {Map<string, { url: string; encoding: string }>} */
    const requests = new Map();
    /** @type {Map<string, { bytes: number; encoding: string }>} */
    const transferred = new Map();
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      requests.set(requestId, {
        url: response.url,
        encoding: String(headers['content-encoding'] ?? 'identity'),
      });
    });
    /** Called on every finished request, once the page has named its scripts. */
    let onFinished = () => {};
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (request) {
        transferred.set(request.url, { bytes: encodedDataLength, encoding: request.encoding });
        onFinished();
      }
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'commit' });
    const hydrated = await page
      .waitForFunction(
        () => /** @type {Holder} */ (window).__startupScripts !== undefined,
        undefined,
        {
          timeout: HYDRATION_TIMEOUT_MS,
          polling: 50,
        },
      )
      .then(
        () => true,
        () => false,
      );
    // Not hydrated in time: every script that has arrived so far.
    const arrived = await page.evaluate(() => {
      const holder = /** @type {Holder} */ (window);
      return holder.__startupScripts ?? holder.__arrivedScripts?.() ?? [];
    });
    // The protocol's loadingFinished for a script may trail the page's entry by a moment:
    // wait for the last one (bounded, should one never come).
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let bound;
    await new Promise((resolve) => {
      onFinished = () => {
        if (arrived.every((script) => transferred.has(script.url))) resolve(undefined);
      };
      onFinished();
      bound = setTimeout(resolve, 5_000);
    });
    clearTimeout(bound);
    return { path, hydrated, ...startupScripts(arrived, transferred) };
  } finally {
    await context.close();
  }
}
