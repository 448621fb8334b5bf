import { expect, test } from 'vitest';
import {
  beforeAfterConsole,
  beforeAfterMarkdown,
  beforeAfterRows,
  budgetFlags,
  formatChange,
  missedIssue41,
} from './before-after.js';
import { floorComparison } from './floor-ratio.js';
import { roundOrder } from './rounds.js';
import { startupScripts } from './startup-bytes.js';

/** A Lighthouse run as the report keeps it, with only what the comparison reads. */
function run(interactiveMs: number, tbtMs = 100, lcpMs = 1500) {
  return { figures: { jsBytes: 90_000, tbtMs, lcpMs }, blockingTime: { interactiveMs } };
}

const floor = { label: 'React floor', runs: [run(1000, 0, 900)] };

function startup(path: string, scriptBytes: number, hydrated = true) {
  return { path, hydrated, scriptBytes, withHeaders: scriptBytes + 9_000, scripts: [] };
}

test('a page within both of issue 41’s budgets is not flagged, even at exactly 85 kB and 1.25×', () => {
  expect(budgetFlags({ startupBytes: 85_000, interactiveRatio: 1.25 })).toEqual([]);
  expect(budgetFlags({ startupBytes: 60_000 })).toEqual([]);
  expect(budgetFlags({ interactiveRatio: null })).toEqual([]);
});

test('a page over a budget is flagged with how far over it is', () => {
  expect(budgetFlags({ startupBytes: 93_400, interactiveRatio: 1.4 })).toEqual([
    'start-up 8.4 kB over 85.0 kB',
    'interactive 1.40× the floor, 0.15× over 1.25×',
  ]);
  expect(budgetFlags({ startupBytes: 10_000, hydrated: false })).toEqual([
    'did not hydrate within 20 s',
  ]);
});

test('the interactive budget is judged on the phone profile’s ratio where the page has one', () => {
  expect(budgetFlags({ phoneRatio: 1.3, interactiveRatio: 1.1 })).toEqual([
    'app on the phone profile 1.30× the floor, 0.05× over 1.25×',
  ]);
  expect(budgetFlags({ phoneRatio: 1.2, interactiveRatio: 1.6 })).toEqual([]);
  const phone = (path: string, medianHydratedMs: number) => ({
    path,
    runs: [],
    medianPaintMs: 500,
    medianScriptsMs: 900,
    medianHydratedMs,
    medianPaintToHydratedMs: medianHydratedMs - 500,
  });
  const rows = beforeAfterRows({
    after: { startup: [startup('/', 80_000)], phone: [phone('/', 1400)] },
    before: { startup: [startup('/', 90_000)], phone: [phone('/', 1600)] },
    measured: ['/'],
    floorPhoneMs: 1000,
  });
  expect(rows[0]?.after).toEqual({
    startupBytes: 80_000,
    hydrated: true,
    phoneMs: 1400,
    phoneRatio: 1.4,
  });
  expect(rows[0]?.before?.phoneRatio).toBe(1.6);
  expect(rows[0]?.flags).toEqual(['app on the phone profile 1.40× the floor, 0.15× over 1.25×']);
  const [header, cells] = [
    beforeAfterConsole(rows, true)[0] ?? '',
    beforeAfterMarkdown(rows, true),
  ];
  expect(header).toContain('App, phone (× floor)');
  expect(cells.at(-1)).toContain('1.60 s (1.60×) | 1.40 s (1.40×)');
});

test('the rows put the measured pages first, then every other page of either build by path', () => {
  const after = {
    startup: [startup('/about', 80_000), startup('/', 90_000), startup('/contact', 84_000)],
    comparison: floorComparison(floor, [{ path: '/', runs: [run(1300, 120, 1600)] }]),
  };
  const before = {
    startup: [startup('/', 95_000), startup('/old-page', 70_000), startup('/about', 82_000)],
    comparison: floorComparison(floor, [{ path: '/', runs: [run(1500, 300, 1700)] }]),
  };
  const rows = beforeAfterRows({ after, before, measured: ['/'] });
  expect(rows.map((row) => row.path)).toEqual(['/', '/about', '/contact', '/old-page']);
  expect(rows[0]).toEqual({
    path: '/',
    before: {
      startupBytes: 95_000,
      hydrated: true,
      interactiveMs: 1500,
      interactiveRatio: 1.5,
      tbtMs: 300,
      lcpMs: 1700,
    },
    after: {
      startupBytes: 90_000,
      hydrated: true,
      interactiveMs: 1300,
      interactiveRatio: 1.3,
      tbtMs: 120,
      lcpMs: 1600,
    },
    flags: ['start-up 5.0 kB over 85.0 kB', 'interactive 1.30× the floor, 0.05× over 1.25×'],
  });
  // A page the before build did not have has no before; one the after build lost has
  // nothing after and is not flagged.
  expect(rows[2]?.before).toBeUndefined();
  expect(rows[3]).toEqual({
    path: '/old-page',
    before: { startupBytes: 70_000, hydrated: true },
    after: {},
    flags: [],
  });
  expect(missedIssue41(rows)).toEqual([
    '/: start-up 5.0 kB over 85.0 kB (issue 41)',
    '/: interactive 1.30× the floor, 0.05× over 1.25× (issue 41)',
  ]);
});

test('the Markdown table has a before and an after column per figure, and the change', () => {
  const rows = beforeAfterRows({
    after: {
      startup: [startup('/', 90_000), startup('/about', 80_000)],
      comparison: floorComparison(floor, [{ path: '/', runs: [run(1300, 120, 1600)] }]),
    },
    before: {
      startup: [startup('/', 95_000), startup('/about', 80_000)],
      comparison: floorComparison(floor, [{ path: '/', runs: [run(1500, 300, 1700)] }]),
    },
    measured: ['/'],
  });
  expect(beforeAfterMarkdown(rows, true)).toEqual([
    '| Page | Start-up JS before | after | App, phone (× floor) before | after | Lighthouse interactive (× floor) before | after | TBT before | after | LCP before | after | Start-up JS change | Over issue 41’s budgets (after) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    '| `/` | 95.0 kB | 90.0 kB | – | – | 1.50 s (1.50×) | 1.30 s (1.30×) | 300 ms | 120 ms | 1.70 s | 1.60 s | −5.0 kB | start-up 5.0 kB over 85.0 kB; interactive 1.30× the floor, 0.05× over 1.25× |',
    '| `/about` | 80.0 kB | 80.0 kB | – | – | – | – | – | – | – | – | ±0.0 kB | – |',
  ]);
});

test('without a before the tables have the after alone', () => {
  const rows = beforeAfterRows({
    after: { startup: [startup('/about', 86_000)] },
    measured: [],
  });
  expect(beforeAfterMarkdown(rows, false)).toEqual([
    '| Page | Start-up JS | App, phone (× floor) | Lighthouse interactive (× floor) | TBT | LCP | Over issue 41’s budgets (after) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    '| `/about` | 86.0 kB | – | – | – | – | start-up 1.0 kB over 85.0 kB |',
  ]);
  expect(beforeAfterConsole(rows, false)).toEqual([
    'Page    Start-up JS  App, phone (× floor)  Lighthouse interactive (× floor)  TBT  LCP  Over issue 41’s budgets (after)',
    '/about      86.0 kB                     –                                 –    –    –  start-up 1.0 kB over 85.0 kB',
  ]);
});

test('a change is signed, and none when either side is missing', () => {
  expect(formatChange('kB', 95_000, 90_500)).toBe('−4.5 kB');
  expect(formatChange('kB', 90_000, 91_200)).toBe('+1.2 kB');
  expect(formatChange('kB', 90_000, 90_020)).toBe('±0.0 kB');
  expect(formatChange('kB', undefined, 90_000)).toBe('');
});

test('a round alternates which build goes first and puts the floor at another place each time', () => {
  const order = (run: number) =>
    roundOrder({ routes: ['/a', '/b'], builds: ['after', 'before'], run, runs: 3 }).map((target) =>
      'floor' in target ? 'floor' : `${target.build} ${target.route}`,
    );
  expect(order(1)).toEqual(['floor', 'before /a', 'after /a', 'after /b', 'before /b']);
  expect(order(2)).toEqual(['after /a', 'before /a', 'floor', 'before /b', 'after /b']);
  expect(order(3)).toEqual(['before /a', 'after /a', 'after /b', 'before /b', 'floor']);
  expect(
    roundOrder({ routes: ['/a', '/b'], builds: ['after'], run: 2, runs: 3 }).map((target) =>
      'floor' in target ? 'floor' : target.route,
    ),
  ).toEqual(['/a', 'floor', '/b']);
});

test('the start-up scripts are those the page had received, each counted once, largest first', () => {
  const origin = 'http://127.0.0.1:4590';
  const transferred = new Map([
    [`${origin}/assets/framework.js`, { bytes: 59_000, encoding: 'br' }],
    [`${origin}/assets/shared.js`, { bytes: 22_000, encoding: 'br' }],
    [`${origin}/assets/later.js`, { bytes: 9_000, encoding: 'br' }],
  ]);
  expect(
    startupScripts(
      [
        { url: `${origin}/assets/shared.js`, bodyBytes: 21_000 },
        { url: `${origin}/assets/framework.js`, bodyBytes: 58_000 },
        { url: `${origin}/assets/shared.js`, bodyBytes: 21_000 },
        { url: `${origin}/assets/unseen.js`, bodyBytes: 500 },
      ],
      transferred,
    ),
  ).toEqual({
    scriptBytes: 79_500,
    withHeaders: 81_500,
    scripts: [
      { path: '/assets/framework.js', bytes: 58_000, withHeaders: 59_000, encoding: 'br' },
      { path: '/assets/shared.js', bytes: 21_000, withHeaders: 22_000, encoding: 'br' },
      // The protocol missed its end: its body is counted, without its headers.
      { path: '/assets/unseen.js', bytes: 500, withHeaders: 500, encoding: 'unknown' },
    ],
  });
});
