// @ts-check
/**
 * Turns the runs into medians, checks them against the budgets, and writes the console
 * table, docs/bench/lighthouse.json and docs/bench/lighthouse.md.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as prettier from 'prettier';
import {
  ADD_TO_CART_BUDGET_MS,
  FIGURES,
  INTERACTIVE_BUDGET_MS,
  formatBudget,
  formatValue,
  median,
  withinBudget,
} from './budgets.js';
import { beforeAfterConsole, beforeAfterMarkdown } from './before-after.js';
import { FLOOR_FIGURES, floorConsoleTable, floorMarkdownTable } from './floor-ratio.js';

/** @typedef {import('./budgets.js').Figures} Figures */
/** @typedef {import('./budgets.js').FigureKey} FigureKey */
/** @typedef {import('./lighthouse.js').RunSummary} RunSummary */
/** @typedef {import('./lighthouse.js').Bytes} Bytes */
/** @typedef {import('./add-to-cart.js').ClickTiming} ClickTiming */
/** @typedef {import('./interactive.js').InteractiveResult} InteractiveResult */
/**
 * @typedef {{ path: string; median: Figures; met: Record<FigureKey, boolean>;
 *   medianTransferBytes: Bytes; lcpElement: RunSummary['lcpElement'];
 *   findings: RunSummary['findings']; findingsFromRun: number;
 *   files: RunSummary['files'];
 *   runs: { figures: Figures; transferBytes: Bytes; benchmarkIndex: number; warnings: string[];
 *     blockingTime: RunSummary['blockingTime'] }[] }} PageResult
 * @typedef {{ url: string; clicks: number; cpuSlowdown: number; budgetMs: number;
 *   medianMs: number; worstMs: number; met: { median: boolean; worst: boolean };
 *   badgeMs: number[]; fromInputMs: number[]; nextFrameMs: number[] }} AddToCartResult
 * @typedef {{ generatedAt: string; commit: string; uncommittedChanges: boolean;
 *   machine: Record<string, unknown>; settings: Record<string, unknown>;
 *   budgets: Record<string, unknown>; pages: PageResult[]; addToCart: AddToCartResult;
 *   interactive: { phone: typeof import('./interactive.js').PHONE; runs: number;
 *     pages: InteractiveResult[]; floor?: InteractiveResult };
 *   missed: string[]; floor?: FloorReport;
 *   startup?: import('./startup-bytes.js').StartupResult[];
 *   beforeAfter?: import('./before-after.js').BeforeAfterRow[]; before?: BeforeReport }} Report
 * @typedef {{ ref: string; commit: string; subject: string; dependencies: string;
 *   pages: PageResult[]; interactive: InteractiveResult[];
 *   startup: import('./startup-bytes.js').StartupResult[];
 *   comparison: import('./floor-ratio.js').FloorComparison }} BeforeReport
 *   `--before`'s build, measured in the same run as the project's
 * @typedef {{ page: PageResult; htmlBytes: number;
 *   rounds: { run: number; loadAverage: number[] }[];
 *   comparison: import('./floor-ratio.js').FloorComparison }} FloorReport
 *   React's floor (issue 27): the floor page's Lighthouse runs, measured in the same rounds
 *   as the pages, the load average at the start of each round, and every page against it
 */

/**
 * @param {string} path
 * @param {RunSummary[]} runs
 * @returns {PageResult}
 */
export function pageResult(path, runs) {
  const figures = /** @type {Figures} */ (
    Object.fromEntries(FIGURES.map(({ key }) => [key, median(runs.map((run) => run.figures[key]))]))
  );
  const met = /** @type {Record<FigureKey, boolean>} */ (
    Object.fromEntries(
      FIGURES.map((figure) => [figure.key, withinBudget(figure, figures[figure.key])]),
    )
  );
  // The reasons come from the run with the median performance score.
  const byPerformance = runs
    .map((run, index) => ({ run, index }))
    .sort((a, b) => a.run.figures.performance - b.run.figures.performance);
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!middle) throw new Error(`no runs for ${path}`);
  return {
    path,
    median: figures,
    met,
    medianTransferBytes: {
      js: median(runs.map((run) => run.transferBytes.js)),
      css: median(runs.map((run) => run.transferBytes.css)),
      html: median(runs.map((run) => run.transferBytes.html)),
    },
    lcpElement: middle.run.lcpElement,
    findings: middle.run.findings,
    findingsFromRun: middle.index + 1,
    files: middle.run.files,
    runs: runs.map(({ figures: f, transferBytes, benchmarkIndex, warnings, blockingTime }) => ({
      figures: f,
      transferBytes,
      benchmarkIndex,
      warnings,
      blockingTime,
    })),
  };
}

/**
 * @param {{ url: string; clicks: number; cpuSlowdown: number }} setup
 * @param {ClickTiming[]} timings
 * @returns {AddToCartResult}
 */
export function addToCartResult(setup, timings) {
  const badgeMs = timings.map((timing) => round(timing.badgeMs, 1));
  const medianMs = round(median(badgeMs), 1);
  const worstMs = Math.max(...badgeMs);
  return {
    ...setup,
    budgetMs: ADD_TO_CART_BUDGET_MS,
    medianMs,
    worstMs,
    met: { median: medianMs <= ADD_TO_CART_BUDGET_MS, worst: worstMs <= ADD_TO_CART_BUDGET_MS },
    badgeMs,
    fromInputMs: timings.map((timing) => round(timing.fromInputMs, 1)),
    nextFrameMs: timings.map((timing) => round(timing.nextFrameMs, 1)),
  };
}

/**
 * @param {PageResult[]} pages
 * @param {AddToCartResult} addToCart
 * @param {InteractiveResult[]} interactive
 * @returns {string[]}
 */
export function missedBudgets(pages, addToCart, interactive) {
  const missed = [];
  for (const page of pages) {
    for (const figure of FIGURES) {
      if (!page.met[figure.key]) {
        missed.push(
          `${page.path}: ${figure.label} ${formatValue(figure.unit, page.median[figure.key])} (budget ${formatBudget(figure)})`,
        );
      }
    }
  }
  for (const which of /** @type {const} */ (['median', 'worst'])) {
    if (!addToCart.met[which]) {
      missed.push(
        `Add to Cart to badge, ${which}: ${addToCart[`${which}Ms`]} ms (budget ≤ ${addToCart.budgetMs} ms)`,
      );
    }
  }
  for (const page of interactive) {
    if (page.medianHydratedMs > INTERACTIVE_BUDGET_MS) {
      missed.push(
        `${page.path}: interactive at ${page.medianHydratedMs} ms on the phone profile (budget ≤ ${INTERACTIVE_BUDGET_MS} ms)`,
      );
    }
  }
  return missed;
}

/**
 * The plain-text table for the terminal; a missed budget is marked with ✗.
 * @param {Report} report
 */
export function consoleTable(report) {
  const header = ['Page', ...FIGURES.map((figure) => figure.label)];
  const rows = [
    ['Budget', ...FIGURES.map(formatBudget)],
    ...report.pages.map((page) => [
      page.path,
      ...FIGURES.map(
        (figure) =>
          `${formatValue(figure.unit, page.median[figure.key])}${page.met[figure.key] ? '' : ' ✗'}`,
      ),
    ]),
  ];
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  /** @param {string[]} row */
  const line = (row) =>
    row
      .map((cell, column) =>
        (column === 0 ? cell.padEnd : cell.padStart).call(cell, widths[column] ?? 0),
      )
      .join('  ');
  const { addToCart } = report;
  return [
    ...(report.beforeAfter
      ? [
          report.before
            ? `Before (${report.before.ref}, ${report.before.commit}) and after (${report.commit}), one run: start-up JS as transferred when the app takes over; Lighthouse's interactive (× the floor's), TBT and LCP, medians`
            : `Start-up JS as transferred when the app takes over; Lighthouse's interactive (× the floor's), TBT and LCP, medians`,
          ...beforeAfterConsole(report.beforeAfter, Boolean(report.before)),
          '',
        ]
      : []),
    `Lighthouse, mobile, default throttling: medians of ${report.settings.runs} runs (✗ = budget missed; sizes are gzip, 1 kB = 1000 bytes)`,
    line(header),
    line(rows[0] ?? []),
    ...rows.slice(1).map(line),
    '',
    ...(report.floor
      ? [
          `Against React's floor (a ${report.floor.htmlBytes}-byte page that React hydrates and nothing else), measured in the same rounds: medians (page ÷ floor)`,
          ...floorConsoleTable(report.floor.comparison),
          '',
        ]
      : []),
    `Add to Cart -> badge, CPU ${addToCart.cpuSlowdown}x slower, ${addToCart.clicks} clicks on ${addToCart.url}:`,
    `  median ${addToCart.medianMs} ms${addToCart.met.median ? '' : ' ✗'}, worst ${addToCart.worstMs} ms${addToCart.met.worst ? '' : ' ✗'} (budget ≤ ${addToCart.budgetMs} ms)`,
    '',
    `The app takes over, phone profile, medians of ${report.interactive.runs} loads (navigation start to the app / to first paint / to the last script's arrival / paint to app):`,
    ...report.interactive.pages.map(
      (page) =>
        `  ${page.path}: ${page.medianHydratedMs} ms${page.medianHydratedMs > INTERACTIVE_BUDGET_MS ? ' ✗' : ''} / ${page.medianPaintMs} ms / ${page.medianScriptsMs} ms / ${page.medianPaintToHydratedMs} ms (budget ≤ ${INTERACTIVE_BUDGET_MS} ms)`,
    ),
    '',
    report.missed.length
      ? `Budgets missed (${report.missed.length}):\n${report.missed.map((entry) => `  - ${entry}`).join('\n')}`
      : 'Every budget is met.',
  ].join('\n');
}

/**
 * @param {Report} report
 * @returns {string}
 */
export function markdown(report) {
  /** @param {boolean} met */
  const mark = (met) => (met ? '✅' : '❌');
  const { machine, addToCart } = report;
  const load = /** @type {{ start: number[]; end: number[] }} */ (machine.loadAverage);
  const out = [
    '# Benchmark: Lighthouse and Add to Cart',
    '',
    `Written by \`npm run bench${report.before ? ` -- --before ${report.before.ref}` : ''}\` (scripts/bench/pages.js) on ${report.generatedAt.slice(0, 16).replace('T', ' ')} UTC at commit \`${report.commit}\`${report.uncommittedChanges ? ' (with uncommitted changes)' : ''}${report.before ? `, against \`${report.before.commit}\` (${report.before.ref}: ${report.before.subject.slice(0, 100)}${report.before.subject.length > 100 ? '…' : ''}) built in a temporary worktree (dependencies ${report.before.dependencies})` : ''}.`,
    '',
    `Machine: ${machine.cores} cores (${machine.cpuModel}), load average ${load.start.join(' ')} at the start and ${load.end.join(' ')} at the end, Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse} (benchmark index ${machine.benchmarkIndex})${typeof machine.wallMinutes === 'number' ? `; the run took ${machine.wallMinutes} minutes` : ''}.`,
    '',
    ...beforeAfterSection(report),
    `Lighthouse: mobile, default simulated throttling, ${report.settings.runs} runs per page, each in a fresh browser; every figure is the median of the runs. ✅ = budget of issue 7 met, ❌ = missed.`,
    "JS, CSS and HTML are the gzip bytes of every script, style sheet and document the page loaded during the Lighthouse run, as the server sends them to a browser accepting gzip (1 kB = 1000 bytes): JS includes the scripts the app asks for after it has taken over, so it is not issue 41's start-up figure. The styles are inlined in every page (docs/decisions/008), so they count in the HTML column, not in CSS.",
    '',
    ...budgetTable(report.pages),
    '',
    ...(report.before
      ? [
          `The before build (\`${report.before.ref}\`, \`${report.before.commit}\`), measured in the same rounds:`,
          '',
          ...budgetTable(report.before.pages),
          '',
        ]
      : []),
    ...floorSection(report),
    '## Add to Cart to the updated badge',
    '',
    `${addToCart.clicks} clicks on \`${addToCart.url}\` with the CPU slowed ${addToCart.cpuSlowdown}× (Chromium's \`Emulation.setCPUThrottlingRate\`), timed in the page from the click event to the basket link's new \`aria-label\`.`,
    '',
    '| Figure | Measured | Budget | |',
    '| --- | ---: | ---: | --- |',
    `| Median | ${addToCart.medianMs} ms | ≤ ${addToCart.budgetMs} ms | ${mark(addToCart.met.median)} |`,
    `| Worst | ${addToCart.worstMs} ms | ≤ ${addToCart.budgetMs} ms | ${mark(addToCart.met.worst)} |`,
    '',
    `Every click (ms): ${addToCart.badgeMs.join(', ')}.`,
    '',
    ...interactiveSection(report),
    '## Budgets missed',
    '',
    ...(report.missed.length
      ? report.missed.map((entry) => `- ${entry}`)
      : ['None: every budget is met.']),
    '',
    '## Transfer sizes',
    '',
    'Bytes on the wire as Chromium loaded them in Lighthouse (compressed as negotiated, headers included), medians:',
    '',
    '| Page | JS | CSS | HTML |',
    '| --- | ---: | ---: | ---: |',
    ...report.pages.map(
      (page) =>
        `| \`${page.path}\` | ${formatValue('kB', page.medianTransferBytes.js)} | ${formatValue('kB', page.medianTransferBytes.css)} | ${formatValue('kB', page.medianTransferBytes.html)} |`,
    ),
    '',
    '## Where the blocking time comes from',
    '',
    "Lighthouse simulates TBT: it replays the trace's main-thread tasks four times slower (twice, for tasks that do layout) and counts the part over 50 ms of each simulated task between First Contentful Paint and Time to Interactive. Per run, from Lighthouse's report: its FCP and TTI, its Max Potential FID (the longest simulated task that ends after FCP), where the main thread's time went over the whole load (the three largest kinds of work, at the simulated slowdown), and each simulated task of its `long-tasks` audit that adds to the figure: the milliseconds it adds (its part over 50 ms between that FCP and TTI), its length and start, and what Lighthouse attributes it to (a script, the page's own document, or the browser's own work). Lighthouse averages two simulations whose FCP and TTI differ a little, so a task near either edge can count a little differently in the TBT; the line says when the parts do not add up to it (docs/decisions/011).",
    ...report.pages.flatMap((page) => [
      '',
      `### \`${page.path}\``,
      '',
      ...page.runs.flatMap((run, index) => [
        `- Run ${index + 1}: ${blockingHeadline(run)}${blockingSummary(run)}`,
        ...run.blockingTime.tasks.map(
          (task) =>
            `  - ${task.blockingMs} ms from a ${task.simulatedMs} ms task at ${task.startMs} ms: ${describeScript(task.script)}`,
        ),
      ]),
    ]),
    '',
    '## What Lighthouse names',
    '',
    'Per page, from the run with the median performance score: the Largest Contentful Paint element and its phases, the scripts loaded, and every audit that costs points (below 0.9 for performance, below 1 elsewhere).',
  ];
  for (const page of report.pages) {
    out.push('', `### \`${page.path}\``, '');
    const phases = Object.entries(page.lcpElement.phases)
      .map(([phase, ms]) => `${phase} ${ms} ms`)
      .join(', ');
    out.push(
      `- LCP element: ${page.lcpElement.element ? code(page.lcpElement.element) : 'not reported'}${phases ? ` (${phases})` : ''}`,
    );
    const scripts = page.files
      .filter((file) => file.type === 'js')
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map((file) => `${file.url} ${formatValue('kB', file.gzipBytes)}`);
    out.push(`- Scripts loaded (${scripts.length}, gzip): ${scripts.join(', ')}`);
    for (const [category, failed] of Object.entries(page.findings)) {
      for (const finding of failed) {
        const value = finding.displayValue ? `: ${finding.displayValue}` : '';
        out.push(`- ${category}: ${finding.title}${value}`);
        for (const item of finding.items) out.push(`  - ${code(item)}`);
      }
    }
  }
  return `${out.join('\n')}\n`;
}

/**
 * The pages' medians against issue 7's budgets, as a Markdown table.
 * @param {PageResult[]} pages
 * @returns {string[]}
 */
function budgetTable(pages) {
  /** @param {boolean} met */
  const mark = (met) => (met ? '✅' : '❌');
  return [
    `| Page | ${FIGURES.map((figure) => figure.label).join(' | ')} |`,
    `| --- | ${FIGURES.map(() => '---:').join(' | ')} |`,
    `| Budget | ${FIGURES.map(formatBudget).join(' | ')} |`,
    ...pages.map(
      (page) =>
        `| \`${page.path}\` | ${FIGURES.map((figure) => `${formatValue(figure.unit, page.median[figure.key])} ${mark(page.met[figure.key])}`).join(' | ')} |`,
    ),
  ];
}

/**
 * Issue 41's table: every public page, before and after when there is a before.
 * @param {Report} report
 * @returns {string[]}
 */
export function beforeAfterSection(report) {
  const rows = report.beforeAfter;
  if (!rows) return [];
  const { before } = report;
  const budgets = /** @type {{ startupScriptBytes?: number; floorInteractiveRatio?: number }} */ (
    report.budgets
  );
  const flagged = rows.filter((row) => row.flags.length).length;
  return [
    before ? '## Before and after (issue 41)' : "## Start-up against issue 41's budgets",
    '',
    `${before ? `Before is \`${before.commit}\` (${before.ref}), after is \`${report.commit}\`${report.uncommittedChanges ? ' with uncommitted changes' : ''}, both measured in this one run, interleaved. ` : ''}Start-up JS: the bytes of every script the page had received when the app took over (\`data-hydrated="true"\` on \`<html>\`), as transferred (each body as the server sent it to Chromium, Brotli or gzip as it chose: resource timing's \`encodedBodySize\`; the JSON also gives each with its response headers, the DevTools protocol's \`encodedDataLength\`, about 1 kB more a script), in one unthrottled load of every public pre-rendered page (its build's server-manifest.json; scripts/bench/startup-bytes.js). Interactive (its ratio to React's floor in brackets), TBT and LCP: Lighthouse's medians of ${report.settings.runs} rounds, for the pages it measures (– elsewhere), against the floor measured in the same rounds (below). Issue 41's budgets: start-up JS at most ${formatValue('kB', budgets.startupScriptBytes ?? 0)}, interactive at most ${(budgets.floorInteractiveRatio ?? 0).toFixed(2)}× the floor's; the last column says what the after build misses and by how much (${flagged} of ${rows.length} pages).`,
    '',
    ...beforeAfterMarkdown(rows, Boolean(before)),
    '',
  ];
}

/**
 * Every page against React's floor, measured in the same rounds (issue 27, item 4).
 * @param {Report} report
 * @returns {string[]}
 */
export function floorSection(report) {
  const { floor } = report;
  if (!floor) return [];
  const runsOf = floor.comparison.floor.runs;
  return [
    "## Against React's floor",
    '',
    `The floor is a ${floor.htmlBytes}-byte page that React 19 pre-renders and hydrates and nothing else (a heading and a button counting its presses: scripts/bench/floor/), built from the project's own \`react\` and \`react-dom\` by the project's Vite into build-bench-floor/ and served as the site serves its files (the build's .br and .gz copies of its script, the page compressed by @fastify/compress). Lighthouse measured it with the same settings in the same ${report.settings.runs} rounds as the pages above, at another place in each round. Each figure is a median; the ratio in brackets is the page's median over the floor's (n/a for TBT when the floor's is under 10 ms: a few stray milliseconds are no base). Lighthouse JS gz is the gzip bytes of every script of the Lighthouse run (its simulated Time to Interactive waits for every script the page requests, those the app asks for after taking over included; issue 41's start-up JS, above, counts only what had arrived when the app took over); Interactive is Lighthouse's \`interactive\` (simulated TTI).`,
    '',
    ...floorMarkdownTable(floor.comparison),
    '',
    ...(report.before
      ? [
          `The before build (\`${report.before.commit}\`) against the same floor runs:`,
          '',
          ...floorMarkdownTable(report.before.comparison),
          '',
        ]
      : []),
    `The floor's runs (${FLOOR_FIGURES.map((figure) => figure.label).join(' / ')}): ${runsOf
      .map((run) =>
        FLOOR_FIGURES.map((figure) => formatValue(figure.unit, run[figure.key])).join(' / '),
      )
      .join('; ')}. Load average (1, 5, 15 minutes) at the start of each round: ${floor.rounds
      .map((round) => `${round.run}: ${round.loadAverage.join(' ')}`)
      .join('; ')}.`,
    '',
    "The machine's load moves the absolute figures: Lighthouse simulates a slow phone from a trace taken on this machine, so every task a busy CPU stretches is stretched again fourfold in the simulation, and TBT, Interactive and LCP grow with it (start-up JS does not: it is bytes). The ratios hold because both sides are measured in the same interleaved rounds: a busy spell slows the floor and the pages alike, and what is left is what the page costs over React itself. docs/bench/floor.md says more.",
    '',
  ];
}

/**
 * Navigation to the app taking over, per page, beside the Lighthouse figures above.
 * @param {Report} report
 * @returns {string[]}
 */
export function interactiveSection(report) {
  const { phone, runs, pages } = report.interactive;
  /** @param {boolean} met */
  const mark = (met) => (met ? '✅' : '❌');
  return [
    '## When the app takes over',
    '',
    `Each page loaded ${runs} times in a fresh Chromium context with the phone profile applied through the DevTools protocol (not simulated): ${phone.latencyMs} ms added to every request, ${Math.round((phone.downloadBytesPerSecond * 8) / 1024)} kbps down, CPU ${phone.cpuSlowdown}× slower (scripts/bench/interactive.js). "App" is navigation start to \`data-hydrated="true"\` on \`<html>\` (set once the page has hydrated, app/routing/route-view.tsx); "paint" is the first contentful paint; "scripts" is the arrival of the last start-up script (the network's share, which a busy machine's CPU hardly moves); medians, and every load as paint/scripts/app in ms. Budget (issue 14): the app within ${INTERACTIVE_BUDGET_MS} ms.`,
    '',
    '| Page | Paint | Scripts | App | Paint to app | Budget | Every load |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...(report.interactive.floor
      ? [
          `| React floor | ${report.interactive.floor.medianPaintMs} ms | ${report.interactive.floor.medianScriptsMs} ms | ${report.interactive.floor.medianHydratedMs} ms | ${report.interactive.floor.medianPaintToHydratedMs} ms | – | ${report.interactive.floor.runs.map((run) => `${run.paintMs}/${run.scriptsMs}/${run.hydratedMs}`).join(', ')} |`,
        ]
      : []),
    ...pages.map(
      (page) =>
        `| \`${page.path}\` | ${page.medianPaintMs} ms | ${page.medianScriptsMs} ms | ${page.medianHydratedMs} ms ${mark(page.medianHydratedMs <= INTERACTIVE_BUDGET_MS)} | ${page.medianPaintToHydratedMs} ms | ≤ ${INTERACTIVE_BUDGET_MS} ms | ${page.runs.map((run) => `${run.paintMs}/${run.scriptsMs}/${run.hydratedMs}`).join(', ')} |`,
    ),
    '',
    ...(report.before
      ? [
          `The before build (\`${report.before.commit}\`), loaded in turn with the after build, page by page:`,
          '',
          '| Page | Paint | Scripts | App | Paint to app | Every load |',
          '| --- | ---: | ---: | ---: | ---: | --- |',
          ...report.before.interactive.map(
            (page) =>
              `| \`${page.path}\` | ${page.medianPaintMs} ms | ${page.medianScriptsMs} ms | ${page.medianHydratedMs} ms | ${page.medianPaintToHydratedMs} ms | ${page.runs.map((run) => `${run.paintMs}/${run.scriptsMs}/${run.hydratedMs}`).join(', ')} |`,
          ),
          '',
        ]
      : []),
  ];
}

/**
 * A run's TBT, the window it was counted in, its Max Potential FID and the largest
 * kinds of main-thread work.
 * @param {PageResult['runs'][number]} run
 */
export function blockingHeadline(run) {
  const { fcpMs, interactiveMs, maxPotentialFidMs, mainThread } = run.blockingTime;
  const work = mainThread
    .slice(0, 3)
    .map((share) => `${share.category} ${share.ms} ms`)
    .join(', ');
  return [
    `TBT ${Math.round(run.figures.tbtMs)} ms between FCP ${Math.round(fcpMs)} ms and TTI ${Math.round(interactiveMs)} ms`,
    `Max Potential FID ${Math.round(maxPotentialFidMs)} ms`,
    ...(work ? [`main thread: ${work}`] : []),
  ].join('; ');
}

/**
 * After a run's figures: nothing when its tasks' parts add up to the TBT (each is rounded
 * to the millisecond), and by how much they miss it when they do not.
 * @param {PageResult['runs'][number]} run
 */
export function blockingSummary(run) {
  const { tasks } = run.blockingTime;
  if (!tasks.length && run.figures.tbtMs < 0.5) return '; no task counts';
  const sum = tasks.reduce((total, task) => total + task.blockingMs, 0);
  const tolerance = tasks.length / 2 + 0.5;
  return Math.abs(sum - run.figures.tbtMs) > tolerance
    ? ` (the tasks' parts add up to ${sum} ms: near FCP or TTI, Lighthouse's two simulations count them a little differently)`
    : '';
}

/** @param {string} script a script's or the page's path, or Lighthouse's 'Unattributable' */
function describeScript(script) {
  return script === 'Unattributable' ? "the browser's own work (no script)" : code(script);
}

/** @param {string} text */
function code(text) {
  return `\`${text.replace(/`/g, "'").replace(/\s+/g, ' ')}\``;
}

/**
 * @param {number} value
 * @param {number} digits
 */
function round(value, digits) {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/**
 * Writes docs/bench/lighthouse.json and docs/bench/lighthouse.md, formatted as the
 * project's Prettier settings want them.
 * @param {string} root
 * @param {Report} report
 * @returns {Promise<string[]>} the paths written
 */
export async function writeReport(root, report) {
  const dir = join(root, 'docs', 'bench');
  await mkdir(dir, { recursive: true });
  /** @type {[string, string][]} */
  const files = [
    [join(dir, 'lighthouse.json'), JSON.stringify(report, null, 2)],
    [join(dir, 'lighthouse.md'), markdown(report)],
  ];
  for (const [path, text] of files) {
    const options = (await prettier.resolveConfig(path)) ?? {};
    await writeFile(path, await prettier.format(text, { ...options, filepath: path }));
  }
  return files.map(([path]) => path);
}
