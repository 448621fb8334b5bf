// @ts-check
/**
 * Every benchmark page against React's floor (issue 27, item 4): the floor page
 * (scripts/bench/floor/) is measured by Lighthouse in the same rounds as the site's pages,
 * and each page's medians are given beside their ratio to the floor's medians. Both sides
 * of a ratio come from the same interleaved run, so a busy spell on the machine moves both.
 */
import { formatValue, median } from './budgets.js';

/**
 * What the ratios are read from: a Lighthouse run as the report keeps it.
 * @typedef {{ figures: { jsBytes: number; tbtMs: number; lcpMs: number };
 *   blockingTime: { interactiveMs: number } }} FloorRun
 * @typedef {'jsBytes' | 'interactiveMs' | 'tbtMs' | 'lcpMs'} FloorKey
 * @typedef {{ key: FloorKey; label: string; unit: import('./budgets.js').Unit;
 *   read: (run: FloorRun) => number }} FloorFigure
 * @typedef {Record<FloorKey, number>} FloorMedians
 * @typedef {{ path: string; median: FloorMedians; ratio: Record<FloorKey, number | null>;
 *   runs: FloorMedians[] }} FloorRow
 * @typedef {{ floor: { label: string; median: FloorMedians; runs: FloorMedians[] };
 *   pages: FloorRow[] }} FloorComparison
 */

/** @type {FloorFigure[]} the columns of the comparison, in order */
export const FLOOR_FIGURES = [
  // Every script of the Lighthouse run: Lighthouse's simulated Time to Interactive waits
  // for every script the page requested, so all of them are loaded before it, including
  // those the app asks for after it has taken over. Issue 41's start-up figure, the scripts
  // received when the app takes over, is scripts/bench/startup-bytes.js's.
  { key: 'jsBytes', label: 'Lighthouse JS gz', unit: 'kB', read: (run) => run.figures.jsBytes },
  {
    key: 'interactiveMs',
    label: 'Interactive',
    unit: 'seconds',
    read: (run) => run.blockingTime.interactiveMs,
  },
  { key: 'tbtMs', label: 'TBT', unit: 'ms', read: (run) => run.figures.tbtMs },
  { key: 'lcpMs', label: 'LCP', unit: 'seconds', read: (run) => run.figures.lcpMs },
];

/**
 * Below this the floor's figure is no base for a ratio, and the ratio is left out (the
 * absolute figures stand): the floor's TBT is 0 to a few ms on a quiet machine, and a page's
 * 400 ms against its 4 ms would read as a hundredfold.
 */
export const SMALLEST_BASE = { jsBytes: 1, interactiveMs: 1, tbtMs: 10, lcpMs: 1 };

/**
 * @param {number} value
 * @param {number} base
 * @param {number} smallest
 * @returns {number | null} value / base, or null when base is below `smallest`
 */
export function ratio(value, base, smallest = 1) {
  if (!(base >= smallest)) return null;
  return value / base;
}

/** @param {number | null} value */
export function formatRatio(value) {
  return value === null ? 'n/a' : `${value.toFixed(2)}×`;
}

/**
 * @param {FloorRun} run
 * @returns {FloorMedians}
 */
function figuresOf(run) {
  return /** @type {FloorMedians} */ (
    Object.fromEntries(FLOOR_FIGURES.map((figure) => [figure.key, figure.read(run)]))
  );
}

/**
 * @param {FloorMedians[]} runs
 * @returns {FloorMedians}
 */
function mediansOf(runs) {
  return /** @type {FloorMedians} */ (
    Object.fromEntries(
      FLOOR_FIGURES.map(({ key }) => [key, median(runs.map((figures) => figures[key]))]),
    )
  );
}

/**
 * @param {{ label: string; runs: FloorRun[] }} floor
 * @param {{ path: string; runs: FloorRun[] }[]} pages
 * @returns {FloorComparison}
 */
export function floorComparison(floor, pages) {
  const floorRuns = floor.runs.map(figuresOf);
  const floorMedian = mediansOf(floorRuns);
  return {
    floor: { label: floor.label, median: floorMedian, runs: floorRuns },
    pages: pages.map((page) => {
      const runs = page.runs.map(figuresOf);
      const pageMedian = mediansOf(runs);
      return {
        path: page.path,
        median: pageMedian,
        ratio: /** @type {Record<FloorKey, number | null>} */ (
          Object.fromEntries(
            FLOOR_FIGURES.map(({ key }) => [
              key,
              ratio(pageMedian[key], floorMedian[key], SMALLEST_BASE[key]),
            ]),
          )
        ),
        runs,
      };
    }),
  };
}

/**
 * The comparison's rows as cells: the floor first (its absolute figures), then each page's
 * figure with its ratio to the floor's.
 * @param {FloorComparison} comparison
 * @returns {{ header: string[]; rows: string[][] }}
 */
export function floorCells(comparison) {
  const header = ['Page', ...FLOOR_FIGURES.map((figure) => `${figure.label} (× floor)`)];
  const rows = [
    [
      comparison.floor.label,
      ...FLOOR_FIGURES.map((figure) =>
        formatValue(figure.unit, comparison.floor.median[figure.key]),
      ),
    ],
    ...comparison.pages.map((page) => [
      page.path,
      ...FLOOR_FIGURES.map(
        (figure) =>
          `${formatValue(figure.unit, page.median[figure.key])} (${formatRatio(page.ratio[figure.key])})`,
      ),
    ]),
  ];
  return { header, rows };
}

/**
 * The comparison as a Markdown table (pages in backticks).
 * @param {FloorComparison} comparison
 * @returns {string[]}
 */
export function floorMarkdownTable(comparison) {
  const { header, rows } = floorCells(comparison);
  return [
    `| ${header.join(' | ')} |`,
    `| --- | ${FLOOR_FIGURES.map(() => '---:').join(' | ')} |`,
    ...rows.map(
      ([page, ...cells], index) =>
        `| ${index === 0 ? (page ?? '') : `\`${page}\``} | ${cells.join(' | ')} |`,
    ),
  ];
}

/**
 * The comparison as aligned plain text for the terminal.
 * @param {FloorComparison} comparison
 * @returns {string[]}
 */
export function floorConsoleTable(comparison) {
  const { header, rows } = floorCells(comparison);
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...rows.map(line)];
}
