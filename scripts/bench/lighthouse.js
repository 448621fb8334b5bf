// @ts-check
/**
 * One Lighthouse run (mobile, default simulated throttling) in a fresh Chromium, and what
 * the benchmark keeps of its report: the figures of the table and the reasons it names.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { blockingTime } from './blocking-time.js';
import { onInterrupt } from './processes.js';

/** @typedef {import('lighthouse').Result} LighthouseResult */
/** @typedef {import('lighthouse').RunnerResult} RunnerResult */
/** @typedef {import('./budgets.js').Figures} Figures */
/**
 * @typedef {{ js: number; css: number; html: number }} Bytes
 * @typedef {{ id: string; title: string; displayValue?: string; score: number | null;
 *   items: string[] }} Finding
 * @typedef {{ element?: string; phases: Record<string, number> }} LcpElement
 * @typedef {{ url: string; type: keyof Bytes; gzipBytes: number; transferBytes: number }} LoadedFile
 * @typedef {{ figures: Figures; transferBytes: Bytes; files: LoadedFile[];
 *   findings: Record<string, Finding[]>;
 *   lcpElement: LcpElement; blockingTime: import('./blocking-time.js').BlockingTime;
 *   benchmarkIndex: number; userAgent: string;
 *   lighthouseVersion: string; warnings: string[] }} RunSummary
 */

/** Debian's Chromium wants these to run headless in a container without a network. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** CHROME_PATH, else Debian's Chromium, else Playwright's own browser. */
export async function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  const { chromium } = await import('@playwright/test');
  return chromium.executablePath();
}

/**
 * @param {string} url
 * @param {string} chromePath
 * @returns {Promise<RunnerResult>} the report (`lhr`), of which the benchmark reads only the public result
 */
export async function runLighthouse(url, chromePath) {
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const unregister = onInterrupt(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) {
      throw new Error(
        `Lighthouse could not measure ${url}: ${runtimeError.code} ${runtimeError.message}`,
      );
    }
    return result;
  } finally {
    unregister();
    chrome.kill();
  }
}

/**
 * @param {RunnerResult} result
 * @param {(url: string) => Promise<number>} gzipBytes the gzip size of a same-origin file
 * @returns {Promise<RunSummary>}
 */
export async function summarize(result, gzipBytes) {
  const { lhr } = result;
  /** @param {string} id */
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    if (typeof value !== 'number')
      throw new Error(`Lighthouse gave no ${id} score for ${lhr.finalDisplayedUrl}`);
    return Math.round(value * 100);
  };
  /** @param {string} id */
  const metric = (id) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number')
      throw new Error(`Lighthouse gave no ${id} for ${lhr.finalDisplayedUrl}`);
    return value;
  };

  const transferBytes = { js: 0, css: 0, html: 0 };
  const gzip = { js: 0, css: 0, html: 0 };
  /** @type {LoadedFile[]} */
  const files = [];
  for (const item of tableItems(lhr, 'network-requests')) {
    const type = KIND_OF_RESOURCE[String(item.resourceType)];
    const url = String(item.url);
    if (!type || !/^https?:/.test(url)) continue;
    const file = {
      url: new URL(url).pathname,
      type,
      gzipBytes: await gzipBytes(url),
      transferBytes: Number(item.transferSize ?? 0),
    };
    files.push(file);
    transferBytes[type] += file.transferBytes;
    gzip[type] += file.gzipBytes;
  }

  return {
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      jsBytes: gzip.js,
      cssBytes: gzip.css,
      htmlBytes: gzip.html,
    },
    transferBytes,
    files,
    findings: findings(lhr),
    lcpElement: lcpElement(lhr),
    blockingTime: blockingTime(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    userAgent: lhr.environment.hostUserAgent,
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings.map(String),
  };
}

/** @type {Record<string, keyof Bytes | undefined>} */
const KIND_OF_RESOURCE = { Script: 'js', Stylesheet: 'css', Document: 'html' };

/**
 * The rows of an audit whose details are a table (or the tables of a list).
 * @param {LighthouseResult} lhr
 * @param {string} id
 * @returns {Record<string, unknown>[]}
 */
function tableItems(lhr, id) {
  const details = lhr.audits[id]?.details;
  if (!details) return [];
  if (details.type === 'table' || details.type === 'opportunity') return details.items;
  if (details.type === 'list') {
    return details.items.flatMap((item) => (item.type === 'table' ? item.items : []));
  }
  return [];
}

/**
 * The element Lighthouse names as the Largest Contentful Paint and the time in each phase.
 * @param {LighthouseResult} lhr
 * @returns {LcpElement}
 */
function lcpElement(lhr) {
  /** @type {LcpElement} */
  const result = { phases: {} };
  for (const item of tableItems(lhr, 'largest-contentful-paint-element')) {
    if (isNode(item.node)) result.element = describeNode(item.node);
    if (typeof item.phase === 'string' && typeof item.timing === 'number') {
      result.phases[item.phase] = Math.round(item.timing);
    }
  }
  return result;
}

/**
 * Per category, the audits that cost points: failed (score below 1, below 0.9 for the
 * performance audits, as Lighthouse's own report shows them), with their worst items.
 * @param {LighthouseResult} lhr
 * @returns {Record<string, Finding[]>}
 */
function findings(lhr) {
  /** @type {Record<string, Finding[]>} */
  const byCategory = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category) continue;
    const pass = id === 'performance' ? 0.9 : 1;
    /** @type {Finding[]} */
    const failed = [];
    for (const ref of category.auditRefs) {
      // The metrics are in the table; the hidden insights repeat the audits shown.
      if (ref.group === 'metrics' || ref.group === 'hidden') continue;
      if (ref.id === 'largest-contentful-paint-element') continue;
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= pass) continue;
      if (id !== 'performance' && ref.weight === 0) continue;
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      failed.push({
        id: ref.id,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        score: audit.score,
        items: tableItems(lhr, ref.id).slice(0, 5).map(describeItem).filter(Boolean),
      });
    }
    byCategory[id] = failed;
  }
  return byCategory;
}

/**
 * @param {unknown} value
 * @returns {value is { snippet?: string; nodeLabel?: string; selector?: string }}
 */
function isNode(value) {
  return typeof value === 'object' && value !== null && 'type' in value && value.type === 'node';
}

/** @param {{ snippet?: string; nodeLabel?: string; selector?: string }} node */
function describeNode(node) {
  const label = node.nodeLabel ? ` ("${node.nodeLabel.slice(0, 60)}")` : '';
  return `${(node.snippet ?? node.selector ?? '').slice(0, 160)}${label}`;
}

/** @param {Record<string, unknown>} item */
function describeItem(item) {
  const subject =
    typeof item.url === 'string'
      ? item.url.replace(/^https?:\/\/[^/]+/, '')
      : isNode(item.node)
        ? describeNode(item.node)
        : typeof item.label === 'string'
          ? item.label
          : typeof item.groupLabel === 'string'
            ? item.groupLabel
            : '';
  const numbers = [];
  if (typeof item.wastedBytes === 'number')
    numbers.push(`${(item.wastedBytes / 1000).toFixed(1)} kB wasted`);
  if (typeof item.wastedMs === 'number') numbers.push(`${Math.round(item.wastedMs)} ms wasted`);
  if (typeof item.duration === 'number') numbers.push(`${Math.round(item.duration)} ms`);
  if (typeof item.total === 'number') numbers.push(`${Math.round(item.total)} ms total`);
  return numbers.length ? `${subject} (${numbers.join(', ')})` : subject;
}

/**
 * Asks the server for `url` as a browser accepting only gzip would, and counts the bytes
 * of the body as sent (compressed when the server compresses it). Memoized per URL.
 * @returns {(url: string) => Promise<number>}
 */
export function gzipSizer() {
  /** @type {Map<string, Promise<number>>} */
  const sizes = new Map();
  return (url) => {
    let size = sizes.get(url);
    if (!size) {
      size = bodyBytes(url, { 'accept-encoding': 'gzip' });
      sizes.set(url, size);
    }
    return size;
  };
}

/**
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<number>}
 */
function bodyBytes(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
