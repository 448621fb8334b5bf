// @ts-check
/**
 * Issue 41's table: per page, the build before and the build after from one run, beside
 * its budgets (FLOOR_INTERACTIVE_RATIO_BUDGET and STARTUP_SCRIPT_BUDGET_BYTES). Start-up JS
 * comes from the pass over every public page (scripts/bench/startup-bytes.js); the time to
 * the app on the phone profile and its ratio to React's floor's from the phone-profile
 * loads (scripts/bench/interactive.js: INTERACTIVE_ROUTES, the floor among them); Lighthouse's
 * interactive, its ratio to the floor's, TBT and LCP from the Lighthouse rounds (ROUTES).
 * Issue 41's interactive budget is judged on the phone-profile ratio where the page has one
 * (the issue's own measure), else on Lighthouse's. Without a before build the table has the
 * after only.
 */
import {
  FLOOR_INTERACTIVE_RATIO_BUDGET,
  STARTUP_SCRIPT_BUDGET_BYTES,
  formatValue,
} from './budgets.js';
import { formatRatio } from './floor-ratio.js';

/**
 * @typedef {import('./startup-bytes.js').StartupResult} StartupResult
 * @typedef {import('./floor-ratio.js').FloorComparison} FloorComparison
 * @typedef {import('./interactive.js').InteractiveResult} InteractiveResult
 * @typedef {{ startup: StartupResult[]; comparison?: FloorComparison;
 *   phone?: InteractiveResult[] }} BuildFigures
 * @typedef {{ startupBytes?: number; hydrated?: boolean; phoneMs?: number;
 *   phoneRatio?: number | null; interactiveMs?: number; interactiveRatio?: number | null;
 *   tbtMs?: number; lcpMs?: number }} Side
 * @typedef {{ path: string; before?: Side; after: Side; flags: string[] }} BeforeAfterRow
 */

/**
 * One build's figures for one page, or undefined when the build has no such page.
 * @param {BuildFigures} build
 * @param {string} path
 * @param {number | undefined} floorPhoneMs the floor's median time to the app, phone profile
 * @returns {Side | undefined}
 */
function sideOf(build, path, floorPhoneMs) {
  const startup = build.startup.find((page) => page.path === path);
  const measured = build.comparison?.pages.find((page) => page.path === path);
  const phone = build.phone?.find((page) => page.path === path);
  if (!startup && !measured && !phone) return undefined;
  return {
    ...(startup ? { startupBytes: startup.scriptBytes, hydrated: startup.hydrated } : {}),
    ...(phone
      ? {
          phoneMs: phone.medianHydratedMs,
          phoneRatio: floorPhoneMs ? phone.medianHydratedMs / floorPhoneMs : null,
        }
      : {}),
    ...(measured
      ? {
          interactiveMs: measured.median.interactiveMs,
          interactiveRatio: measured.ratio.interactiveMs,
          tbtMs: measured.median.tbtMs,
          lcpMs: measured.median.lcpMs,
        }
      : {}),
  };
}

/**
 * What the after build misses of issue 41's budgets on a page, and by how much.
 * @param {Side} side
 * @returns {string[]}
 */
export function budgetFlags(side) {
  const flags = [];
  if (side.hydrated === false) flags.push('did not hydrate within 20 s');
  if (side.startupBytes !== undefined && side.startupBytes > STARTUP_SCRIPT_BUDGET_BYTES) {
    flags.push(
      `start-up ${formatValue('kB', side.startupBytes - STARTUP_SCRIPT_BUDGET_BYTES)} over ${formatValue('kB', STARTUP_SCRIPT_BUDGET_BYTES)}`,
    );
  }
  const onPhone = typeof side.phoneRatio === 'number';
  const ratio = onPhone ? side.phoneRatio : side.interactiveRatio;
  if (typeof ratio === 'number' && ratio > FLOOR_INTERACTIVE_RATIO_BUDGET) {
    flags.push(
      `${onPhone ? 'app on the phone profile' : 'interactive'} ${formatRatio(ratio)} the floor, ${(ratio - FLOOR_INTERACTIVE_RATIO_BUDGET).toFixed(2)}× over ${formatRatio(FLOOR_INTERACTIVE_RATIO_BUDGET)}`,
    );
  }
  return flags;
}

/**
 * Every page of either build, the measured pages first (in their order), then the rest by
 * path.
 * @param {{ after: BuildFigures; before?: BuildFigures; measured: string[];
 *   floorPhoneMs?: number }} options
 * @returns {BeforeAfterRow[]}
 */
export function beforeAfterRows({ after, before, measured, floorPhoneMs }) {
  const others = new Set(
    [...after.startup, ...(before?.startup ?? [])]
      .map((page) => page.path)
      .filter((path) => !measured.includes(path)),
  );
  return [...measured, ...[...others].sort()].map((path) => {
    const afterSide = sideOf(after, path, floorPhoneMs) ?? {};
    const beforeSide = before ? sideOf(before, path, floorPhoneMs) : undefined;
    return {
      path,
      ...(beforeSide ? { before: beforeSide } : {}),
      after: afterSide,
      flags: budgetFlags(afterSide),
    };
  });
}

/**
 * The after build's misses, a line each, for the report's list of missed budgets.
 * @param {BeforeAfterRow[]} rows
 * @returns {string[]}
 */
export function missedIssue41(rows) {
  return rows.flatMap((row) => row.flags.map((flag) => `${row.path}: ${flag} (issue 41)`));
}

/**
 * The change from before to after, signed, in the figure's unit; empty when either is
 * missing.
 * @param {import('./budgets.js').Unit} unit
 * @param {number | undefined} before
 * @param {number | undefined} after
 */
export function formatChange(unit, before, after) {
  if (before === undefined || after === undefined) return '';
  const change = after - before;
  const text = formatValue(unit, Math.abs(change));
  if (/^0(\.0+)?( |$)/.test(text)) return `±${text}`;
  return `${change < 0 ? '−' : '+'}${text}`;
}

/**
 * @param {Side | undefined} side
 * @param {keyof Side} key
 * @param {import('./budgets.js').Unit} unit
 */
function cell(side, key, unit) {
  const value = side?.[key];
  return typeof value === 'number' ? formatValue(unit, value) : '–';
}

/** @param {Side | undefined} side */
function phoneCell(side) {
  if (side?.phoneMs === undefined) return '–';
  return `${formatValue('seconds', side.phoneMs)} (${formatRatio(side.phoneRatio ?? null)})`;
}

/** @param {Side | undefined} side */
function interactiveCell(side) {
  if (side?.interactiveMs === undefined) return '–';
  return `${formatValue('seconds', side.interactiveMs)} (${formatRatio(side.interactiveRatio ?? null)})`;
}

/**
 * The rows as cells, with a before and an after column per figure when there is a before.
 * @param {BeforeAfterRow[]} rows
 * @param {boolean} withBefore
 * @returns {{ header: string[]; rows: string[][] }}
 */
export function beforeAfterCells(rows, withBefore) {
  /** @type {[string, (side: Side | undefined) => string][]} */
  const figures = [
    ['Start-up JS', (side) => cell(side, 'startupBytes', 'kB')],
    ['App, phone (× floor)', phoneCell],
    ['Lighthouse interactive (× floor)', interactiveCell],
    ['TBT', (side) => cell(side, 'tbtMs', 'ms')],
    ['LCP', (side) => cell(side, 'lcpMs', 'seconds')],
  ];
  const header = [
    'Page',
    ...figures.flatMap(([label]) => (withBefore ? [`${label} before`, 'after'] : [label])),
    ...(withBefore ? ['Start-up JS change'] : []),
    'Over issue 41’s budgets (after)',
  ];
  return {
    header,
    rows: rows.map((row) => [
      row.path,
      ...figures.flatMap(([, format]) =>
        withBefore ? [format(row.before), format(row.after)] : [format(row.after)],
      ),
      ...(withBefore
        ? [formatChange('kB', row.before?.startupBytes, row.after.startupBytes) || '–']
        : []),
      row.flags.length ? row.flags.join('; ') : '–',
    ]),
  };
}

/**
 * @param {BeforeAfterRow[]} rows
 * @param {boolean} withBefore
 * @returns {string[]}
 */
export function beforeAfterMarkdown(rows, withBefore) {
  const { header, rows: cells } = beforeAfterCells(rows, withBefore);
  return [
    `| ${header.join(' | ')} |`,
    `| --- | ${header
      .slice(1)
      .map((_, index) => (index === header.length - 2 ? '---' : '---:'))
      .join(' | ')} |`,
    ...cells.map(([path, ...rest]) => `| \`${path}\` | ${rest.join(' | ')} |`),
  ];
}

/**
 * @param {BeforeAfterRow[]} rows
 * @param {boolean} withBefore
 * @returns {string[]}
 */
export function beforeAfterConsole(rows, withBefore) {
  const { header, rows: cells } = beforeAfterCells(rows, withBefore);
  const widths = header.map((text, column) =>
    Math.max(text.length, ...cells.map((row) => (row[column] ?? '').length)),
  );
  const last = header.length - 1;
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((text, column) =>
        column === 0 || column === last
          ? text.padEnd(column === last ? 0 : (widths[column] ?? 0))
          : text.padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(header), ...cells.map(line)];
}
