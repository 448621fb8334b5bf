// @ts-check
/**
 * What `npm run bench` measures and the budgets of issue 7 it checks them against.
 * A kB here is 1,000 bytes.
 */

/** The pages Lighthouse measures, in the order of the table. */
export const ROUTES = [
  '/',
  '/products/indoor-signage/advertising-light-box',
  '/products/glass-shelves/toughened-glass-shelf',
  '/products/display-cabinet/premium-glass',
  '/cart',
  '/contact',
  '/cart/quote',
  '/site-survey-request',
];

/** Lighthouse runs per page; the table shows their median. */
export const RUNS = 3;

/**
 * The product page of the Add to Cart timing: plenty of stock (250), so twenty clicks in a
 * row all add one more.
 */
export const ADD_TO_CART_ROUTE = '/products/ceiling/white-ceiling-tile';
export const ADD_TO_CART_CLICKS = 20;
export const ADD_TO_CART_CPU_SLOWDOWN = 4;
/** Add to Cart to the updated badge, at four-times CPU slowdown: every click. */
export const ADD_TO_CART_BUDGET_MS = 100;

/**
 * The pages timed from navigation to the app taking over on the phone profile (issue 14),
 * each loaded this many times; the report shows the medians.
 */
export const INTERACTIVE_ROUTES = [
  '/',
  '/products/indoor-signage/advertising-light-box',
  '/products/display-cabinet/premium-glass',
  '/cart',
  '/contact',
  '/cart/quote',
  '/site-survey-request',
];
export const INTERACTIVE_RUNS = 5;
/** Navigation start to the app having taken over, median, on the phone profile. */
export const INTERACTIVE_BUDGET_MS = 1400;

/**
 * Issue 41's budgets: every public page starts with at most this many bytes of script as
 * transferred (Brotli or gzip, whichever the server sends Chromium) before the app takes
 * over, and is interactive (Lighthouse's simulated TTI) within this many times the floor's.
 */
export const STARTUP_SCRIPT_BUDGET_BYTES = 85_000;
export const FLOOR_INTERACTIVE_RATIO_BUDGET = 1.25;

/**
 * @typedef {'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'fcpMs' | 'lcpMs'
 *   | 'tbtMs' | 'cls' | 'jsBytes' | 'cssBytes' | 'htmlBytes'} FigureKey
 * @typedef {'score' | 'seconds' | 'ms' | 'cls' | 'kB'} Unit
 * @typedef {{ key: FigureKey; label: string; unit: Unit; min?: number; max?: number }} Figure
 * @typedef {Record<FigureKey, number>} Figures
 */

/** @type {Figure[]} the columns of the table, each with its budget */
export const FIGURES = [
  { key: 'performance', label: 'Perf', unit: 'score', min: 98 },
  { key: 'accessibility', label: 'A11y', unit: 'score', min: 100 },
  { key: 'bestPractices', label: 'BP', unit: 'score', min: 100 },
  { key: 'seo', label: 'SEO', unit: 'score', min: 100 },
  { key: 'fcpMs', label: 'FCP', unit: 'seconds', max: 1200 },
  { key: 'lcpMs', label: 'LCP', unit: 'seconds', max: 1500 },
  { key: 'tbtMs', label: 'TBT', unit: 'ms', max: 50 },
  { key: 'cls', label: 'CLS', unit: 'cls', max: 0.01 },
  { key: 'jsBytes', label: 'JS gz', unit: 'kB', max: 125_000 },
  { key: 'cssBytes', label: 'CSS gz', unit: 'kB', max: 15_000 },
  { key: 'htmlBytes', label: 'HTML gz', unit: 'kB', max: 25_000 },
];

/**
 * @param {Figure} figure
 * @param {number} value
 * @returns {boolean}
 */
export function withinBudget(figure, value) {
  if (figure.min !== undefined && value < figure.min) return false;
  if (figure.max !== undefined && value > figure.max) return false;
  return true;
}

/**
 * @param {Unit} unit
 * @param {number} value
 */
export function formatValue(unit, value) {
  switch (unit) {
    case 'score':
      return String(Math.round(value));
    case 'seconds':
      return `${(value / 1000).toFixed(2)} s`;
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'cls':
      return value.toFixed(3);
    case 'kB':
      return `${(value / 1000).toFixed(1)} kB`;
  }
}

/** @param {Figure} figure */
export function formatBudget(figure) {
  if (figure.min !== undefined) {
    return figure.min === 100 ? '100' : `≥ ${formatValue(figure.unit, figure.min)}`;
  }
  return `≤ ${formatValue(figure.unit, figure.max ?? Infinity)}`;
}

/** @param {number[]} values */
export function median(values) {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  const lower = sorted[middle - 1] ?? NaN;
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}
