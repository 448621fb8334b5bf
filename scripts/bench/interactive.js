// @ts-check
/**
 * When the app takes over the pre-rendered page, on a slow phone (issue 14): each page is
 * loaded in a fresh Chromium context with the phone's network and CPU applied through the
 * DevTools protocol (not simulated, as Lighthouse does), and the page itself notes the
 * first contentful paint and the moment `data-hydrated="true"` is set on <html>
 * (app/routing/route-view.tsx, once the page has hydrated). Both are counted from the start of
 * the navigation.
 */
import { chromium } from '@playwright/test';
import { median } from './budgets.js';
import { CHROME_FLAGS } from './lighthouse.js';
import { onInterrupt } from './processes.js';

/** Lighthouse's mobile profile, applied: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x. */
export const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1638.4 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

/**
 * @typedef {{ paintMs: number; scriptsMs: number; hydratedMs: number }} InteractiveRun
 *   paintMs: navigation start to first contentful paint; scriptsMs: to the last of the
 *   start-up scripts having arrived (the network's share, which the CPU's load on a
 *   shared machine hardly moves); hydratedMs: to the app having taken over.
 * @typedef {{ path: string; runs: InteractiveRun[]; medianPaintMs: number;
 *   medianScriptsMs: number; medianHydratedMs: number; medianPaintToHydratedMs: number }}
 *   InteractiveResult
 */

/**
 * Runs in the page before its own scripts (Playwright's init script): notes when the app
 * takes over.
 */
function noteHydration() {
  const holder = /** @type {Window & { __hydratedAt?: number }} */ (window);
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    holder.__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

/** Runs in the page: waits for the app, then reads both moments. */
function readMoments() {
  const holder = /** @type {Window & { __hydratedAt?: number }} */ (window);
  return new Promise((resolve, reject) => {
    const deadline = performance.now() + 30_000;
    const check = () => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (holder.__hydratedAt !== undefined && paint) {
        // The scripts after the page's own first one (the floor page has only that one).
        const entry = document.querySelector('script[data-start]');
        const scripts = performance
          .getEntriesByType('resource')
          .filter(
            (resource) =>
              resource.name.endsWith('.js') &&
              !(entry instanceof HTMLScriptElement && resource.name === entry.src),
          )
          .map((resource) => /** @type {PerformanceResourceTiming} */ (resource).responseEnd);
        resolve({
          paintMs: paint.startTime,
          scriptsMs: Math.max(0, ...scripts),
          hydratedMs: holder.__hydratedAt,
        });
      } else if (performance.now() > deadline) {
        reject(new Error('the page did not hydrate within 30 s'));
      } else {
        setTimeout(check, 50);
      }
    };
    check();
  });
}

/** The name under which `measureInteractive` returns React's floor page, when given one. */
export const FLOOR_BUILD = 'floor';

/**
 * Times each page of each build `runs` times, interleaved: page by page, the builds one
 * after the other (their order swapped every round), so that a busy spell falls on both.
 * With `floor` (the origin of React's floor page, scripts/bench/floor/), the floor is
 * loaded once a round too, at another place in each, and returned as FLOOR_BUILD's one
 * page: the base of issue 41's ratio of a page's time to the app to the floor's.
 * @param {{ builds: { name: string; origin: string }[]; paths: string[]; runs: number;
 *   chromePath: string; floor?: string; progress?: (message: string) => void }} options
 * @returns {Promise<Map<string, InteractiveResult[]>>} per build's name
 */
export async function measureInteractive({ builds, paths, runs, chromePath, floor, progress }) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const unregister = onInterrupt(() => browser.close());
  /** @type {Map<string, InteractiveRun[]>} */
  const byPage = new Map();
  /** @type {InteractiveRun[]} */
  const floorRuns = [];
  const key = (/** @type {string} */ name, /** @type {string} */ path) => `${name} ${path}`;
  try {
    // Round-robin, as for Lighthouse, so that a busy spell spreads over the pages.
    for (let run = 1; run <= runs; run += 1) {
      const floorAt = floor ? (run - 1) % (paths.length + 1) : -1;
      for (const [index, path] of [...paths, undefined].entries()) {
        if (index === floorAt && floor) {
          const moments = await loadOnce(browser, `${floor}/`);
          floorRuns.push(moments);
          progress?.(
            `interactive ${run}/${runs} React floor: paint ${Math.round(moments.paintMs)} ms, app ${Math.round(moments.hydratedMs)} ms`,
          );
        }
        if (path === undefined) continue;
        const order = run % 2 === 0 ? [...builds].reverse() : builds;
        for (const build of order) {
          const moments = await loadOnce(browser, `${build.origin}${path}`);
          const runsOfPage = byPage.get(key(build.name, path)) ?? [];
          runsOfPage.push(moments);
          byPage.set(key(build.name, path), runsOfPage);
          progress?.(
            `interactive ${run}/${runs}${builds.length > 1 ? ` ${build.name}` : ''} ${path}: paint ${Math.round(moments.paintMs)} ms, scripts ${Math.round(moments.scriptsMs)} ms, app ${Math.round(moments.hydratedMs)} ms`,
          );
        }
      }
    }
  } finally {
    unregister();
    await browser.close();
  }
  const results = new Map(
    builds.map((build) => [
      build.name,
      paths.map((path) => interactiveResult(path, byPage.get(key(build.name, path)) ?? [])),
    ]),
  );
  if (floorRuns.length > 0) results.set(FLOOR_BUILD, [interactiveResult('/', floorRuns)]);
  return results;
}

/**
 * One load of `url` on the phone profile in a fresh context.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<InteractiveRun>}
 */
async function loadOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(noteHydration);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    return /** @type {InteractiveRun} */ (await page.evaluate(readMoments));
  } finally {
    await context.close();
  }
}

/**
 * @param {string} path
 * @param {InteractiveRun[]} runs
 * @returns {InteractiveResult}
 */
export function interactiveResult(path, runs) {
  const round = (/** @type {number} */ value) => Math.round(value);
  return {
    path,
    runs: runs.map((run) => ({
      paintMs: round(run.paintMs),
      scriptsMs: round(run.scriptsMs),
      hydratedMs: round(run.hydratedMs),
    })),
    medianPaintMs: round(median(runs.map((run) => run.paintMs))),
    medianScriptsMs: round(median(runs.map((run) => run.scriptsMs))),
    medianHydratedMs: round(median(runs.map((run) => run.hydratedMs))),
    medianPaintToHydratedMs: round(median(runs.map((run) => run.hydratedMs - run.paintMs))),
  };
}
