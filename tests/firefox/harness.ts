import { isDeepStrictEqual } from 'node:util';
import {
  launch as launchBrowser,
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'puppeteer-core';
import { afterAll, afterEach, describe, expect } from 'vitest';
import { BASE_URL, ENGINES, executablePath, type Engine } from './browsers';

export interface OpenOptions {
  width?: number;
  height?: number;
  /** Off: the page as a browser without JavaScript gets it. */
  javaScript?: boolean;
  /** The visitor asks for reduced motion (prefers-reduced-motion: reduce). */
  reducedMotion?: boolean;
  /** Auto-advancing things move only when the journey calls `advance` (see `installClock`). */
  clock?: boolean;
}

export type Open = (options?: OpenOptions) => Promise<Page>;

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'];

async function launch(engine: Engine, reducedMotion: boolean): Promise<Browser> {
  if (engine === 'firefox') {
    return launchBrowser({
      browser: 'firefox',
      executablePath: executablePath(engine),
      headless: true,
      // Firefox 153 knows no BiDi command to emulate media features: a browser of its own.
      ...(reducedMotion ? { extraPrefsFirefox: { 'ui.prefersReducedMotion': 1 } } : {}),
    });
  }
  return launchBrowser({
    browser: 'chrome',
    executablePath: executablePath(engine),
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Defines the journeys once for every engine of the run: each journey gets fresh browser
 * contexts (no storage shared with another journey) and fails on a console error or an
 * uncaught exception in its pages, as the Playwright journeys do (tests/e2e/fixtures.ts).
 */
export function inEveryEngine(define: (open: Open, engine: Engine) => void) {
  for (const engine of ENGINES) {
    describe(engine, () => {
      // Firefox needs a browser of its own for reduced motion; Chromium emulates it per page.
      const browsers = new Map<boolean, Promise<Browser>>();
      const contexts: BrowserContext[] = [];
      let errors: string[] = [];

      afterEach(async () => {
        for (const context of contexts.splice(0)) await context.close();
        const found = errors;
        errors = [];
        expect(found, `console errors in ${engine}`).toEqual([]);
      });
      afterAll(async () => {
        for (const browser of browsers.values()) await (await browser).close();
        browsers.clear();
      });

      const open: Open = async (options = {}) => {
        const key = engine === 'firefox' && options.reducedMotion === true;
        let browser = browsers.get(key);
        if (!browser) {
          browser = launch(engine, key);
          browsers.set(key, browser);
        }
        const context = await (await browser).createBrowserContext();
        contexts.push(context);
        const page = await context.newPage();
        page.setDefaultTimeout(10_000);
        await page.setViewport({ width: options.width ?? 1280, height: options.height ?? 800 });
        if (options.javaScript === false) await withoutScripts(page, engine);
        if (options.reducedMotion && engine === 'chromium') {
          await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
        }
        if (options.clock) await installClock(page);
        watchErrors(page, errors);
        return page;
      };
      define(open, engine);
    });
  }
}

/**
 * The page as a browser without JavaScript gets it. Chromium turns scripts off. Firefox
 * cannot over WebDriver BiDi (no command; with the preference off, puppeteer cannot read
 * the page either): the page's script files are held back and never run (the one inline
 * line the Content-Security-Policy allows by hash only reads the prices preference). Open such pages with
 * `go(page, path, 'domcontentloaded')`: the held scripts keep the load event waiting.
 */
async function withoutScripts(page: Page, engine: Engine) {
  if (engine === 'chromium') {
    await page.setJavaScriptEnabled(false);
    return;
  }
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname.endsWith('.js')) return;
    void request.continue();
  });
}

function watchErrors(page: Page, errors: string[]) {
  // A first load of an unknown path answers 404 (with the home page): Chromium logs that
  // status as an error, which is not a fault of the page.
  const notFound = new Set<string>();
  page.on('response', (response) => {
    // (WebDriver BiDi gives no resource type: a navigation is a document.)
    if (response.status() === 404 && response.request().isNavigationRequest()) {
      notFound.add(response.url());
    }
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const expected404 =
      message.text().includes('status of 404') && notFound.has(message.location().url ?? '');
    if (!expected404) errors.push(message.text());
  });
  page.on('pageerror', (error) =>
    errors.push(error instanceof Error ? error.message : String(error)),
  );
}

/**
 * Stands the page's intervals still (the only timer that moves things by themselves:
 * app/lib/use-auto-advance.ts): they run when the journey moves the clock with `advance`,
 * as Playwright's `page.clock` lets the Chromium journeys do. Every other timer is real.
 */
async function installClock(page: Page) {
  await page.evaluateOnNewDocument(() => {
    type Interval = { run: () => void; every: number; due: number };
    const intervals = new Map<number, Interval>();
    const clearReal = window.clearInterval.bind(window);
    let now = 0;
    let nextId = 1_000_000;
    const fake = window as unknown as {
      setInterval: (run: () => void, every?: number) => number;
      clearInterval: (id?: number) => void;
      advanceClock: (ms: number) => void;
    };
    fake.setInterval = (run, every = 0) => {
      nextId += 1;
      const step = Math.max(1, every);
      intervals.set(nextId, { run, every: step, due: now + step });
      return nextId;
    };
    fake.clearInterval = (id) => {
      if (id !== undefined && intervals.has(id)) intervals.delete(id);
      else clearReal(id);
    };
    fake.advanceClock = (ms) => {
      const end = now + ms;
      for (;;) {
        let next: Interval | undefined;
        for (const interval of intervals.values()) {
          if (interval.due <= end && (!next || interval.due < next.due)) next = interval;
        }
        if (!next) break;
        now = next.due;
        next.due += next.every;
        next.run();
      }
      now = end;
    };
  });
}

/** Moves the page's stood-still intervals on by `ms` (pages opened with `clock: true`). */
export async function advance(page: Page, ms: number) {
  // First let the page finish what the last action started: React sets an interval up
  // again in an effect, run after the next paint, which the clock must not overtake.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.evaluate((step) => {
    (window as unknown as { advanceClock: (ms: number) => void }).advanceClock(step);
  }, ms);
}

/**
 * Puppeteer's selector for an element by its role and accessible name (exactly). Both
 * engines report ARIA 1.3's role names: an <img> is `image` (Playwright's `img`).
 */
export function role(name: string, accessibleName?: string) {
  const named = accessibleName === undefined ? '' : `[name=${JSON.stringify(accessibleName)}]`;
  return `::-p-aria(${named}[role="${name}"])`;
}

/** Puppeteer's selector for the smallest elements whose visible text contains `text`. */
export function text(value: string) {
  return `::-p-text(${value})`;
}

type Scope = Page | ElementHandle;

/** Waits until `selector` shows in `scope`, and returns it. */
export async function visible(scope: Scope, selector: string): Promise<ElementHandle> {
  const found = await scope.waitForSelector(selector, { visible: true }).catch((error: unknown) => {
    throw new Error(`${selector} did not show: ${String(error)}`);
  });
  if (!found) throw new Error(`${selector} did not show`);
  return found as ElementHandle;
}

/** Waits until nothing in `scope` matching `selector` shows. */
export async function hidden(scope: Scope, selector: string) {
  await scope.waitForSelector(selector, { hidden: true }).catch((error: unknown) => {
    throw new Error(`${selector} still shows: ${String(error)}`);
  });
}

/**
 * A form control, button or link by the text of its label (or aria-label, or its own
 * text), found by a script in the page. For pages still loading (scripts or an image held
 * back): there, Firefox's answer to puppeteer's `::-p-aria` waits for the load event, while
 * a plain script runs.
 */
export async function labelled(page: Page, label: string): Promise<ElementHandle> {
  const handle = await page.waitForFunction(
    (wanted: string) =>
      [...document.querySelectorAll<HTMLElement>('input, select, textarea, button, a')].find(
        (control) => {
          const named =
            control.getAttribute('aria-label') ??
            (control as HTMLInputElement).labels?.[0]?.textContent ??
            (control.tagName === 'BUTTON' || control.tagName === 'A' ? control.textContent : '');
          return named?.trim() === wanted && control.getClientRects().length > 0;
        },
      ),
    { polling: 'mutation' },
    label,
  );
  const element = handle.asElement();
  if (!element) throw new Error(`no control labelled ${label}`);
  return element as ElementHandle;
}

/**
 * Clicks the element once it stands still: a drawer sliding in moves its controls under
 * the pointer (Playwright waits for this itself; puppeteer clicks where the box was).
 */
export async function press(handle: ElementHandle) {
  // Read from here, not by a script in the page: a page without JavaScript, or a tab in the
  // background, runs no animation frames.
  let last = '';
  await untilTrue(
    async () => {
      const box = JSON.stringify(await handle.boundingBox());
      const still = box === last && box !== 'null';
      last = box;
      return still;
    },
    Boolean,
    'the control stands still',
  );
  await handle.click();
}

/** Presses the control once it shows and stands still. */
export async function click(scope: Scope, selector: string) {
  await press(await visible(scope, selector));
}

/** Reads `read` until it gives `expected` (deep equality), failing with the last value. */
export async function until<T>(read: () => Promise<T>, expected: T, label = 'value') {
  const deadline = Date.now() + 10_000;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (isDeepStrictEqual(last, expected)) return;
    if (Date.now() > deadline) {
      expect(last, `${label} never became ${JSON.stringify(expected)}`).toEqual(expected);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Reads `read` until `accept` holds for it. */
export async function untilTrue<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  label: string,
) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`${label}: last ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The page's path and query (not `location`: a page script would read the import). */
export function addressOf(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the page's address is `path` (path and query). */
export function untilAt(page: Page, path: string) {
  return until(async () => addressOf(page), path, 'the address');
}

export function go(page: Page, path: string, waitUntil: 'load' | 'domcontentloaded' = 'load') {
  return page.goto(`${BASE_URL}${path}`, { waitUntil });
}

/** Resolves once React has hydrated the pre-rendered page (links then navigate in-app). */
export async function hydrated(page: Page) {
  // On the attribute's change, not by animation frames (a tab in the background paints
  // none) nor by an interval (the page's intervals may be stood still: `installClock`).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', {
    polling: 'mutation',
  });
}

/** The element's attribute, or null. */
export function attribute(handle: ElementHandle, name: string) {
  return handle.evaluate((element, attr) => element.getAttribute(attr), name);
}

/** The element's text as shown (innerText). */
export function shownText(handle: ElementHandle) {
  return handle.evaluate((element) => (element as HTMLElement).innerText.trim());
}

/** Whether the element holds the focus. */
export function focused(handle: ElementHandle) {
  return handle.evaluate((element) => element === document.activeElement);
}

/** Marks the window so a journey can tell in-app navigation from a full reload. */
export async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

export function wasReloaded(page: Page) {
  return page.evaluate(() => !(window as unknown as { notReloaded?: boolean }).notReloaded);
}
