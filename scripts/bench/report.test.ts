import { expect, test } from 'vitest';
import { interactiveResult } from './interactive.js';
import {
  addToCartResult,
  beforeAfterSection,
  blockingHeadline,
  blockingSummary,
  missedBudgets,
} from './report.js';

type Run = Parameters<typeof blockingSummary>[0];

/** A run's figures as the report keeps them, with only what the blocking lines read. */
function run(tbtMs: number, blockingMs: number[], mainThread: [string, number][] = []): Run {
  return {
    figures: { tbtMs },
    blockingTime: {
      fcpMs: 1002.3,
      interactiveMs: 3820.2,
      maxPotentialFidMs: 491,
      tasks: blockingMs.map((ms) => ({
        startMs: 1100,
        simulatedMs: 50 + ms,
        blockingMs: ms,
        script: 'Unattributable',
      })),
      mainThread: mainThread.map(([category, ms]) => ({ category, ms })),
    },
  } as unknown as Run;
}

test.each([
  ['tasks that add up to the TBT', run(143.4, [138, 5]), ''],
  ['tasks within their rounding of the TBT', run(56.4, [34, 18, 4]), ''],
  ['no task and no TBT', run(0, []), '; no task counts'],
  [
    'tasks that add up to less than the TBT',
    run(90, [40]),
    " (the tasks' parts add up to 40 ms: near FCP or TTI, Lighthouse's two simulations count them a little differently)",
  ],
  [
    'a TBT and no task',
    run(12, []),
    " (the tasks' parts add up to 0 ms: near FCP or TTI, Lighthouse's two simulations count them a little differently)",
  ],
])('the report says whether the tasks explain the TBT: %s', (_, summary, expected) => {
  expect(blockingSummary(summary)).toBe(expected);
});

test('a run is headed by its TBT, its window, its Max Potential FID and its three largest kinds of work', () => {
  const headline = blockingHeadline(
    run(
      1519.2,
      [],
      [
        ['Other', 2349],
        ['Script Evaluation', 1621],
        ['Style & Layout', 478],
        ['Parse HTML & CSS', 238],
      ],
    ),
  );
  expect(headline).toBe(
    'TBT 1519 ms between FCP 1002 ms and TTI 3820 ms; Max Potential FID 491 ms; main thread: Other 2349 ms, Script Evaluation 1621 ms, Style & Layout 478 ms',
  );
});

test('a page that takes over later than the budget on the phone profile is named', () => {
  // Paint to app is the median of each load's own gap, not the gap between the medians.
  const interactive = [
    interactiveResult('/', [
      { paintMs: 500, scriptsMs: 900, hydratedMs: 1300 },
      { paintMs: 520, scriptsMs: 900, hydratedMs: 1350 },
      { paintMs: 480, scriptsMs: 900, hydratedMs: 1900 },
    ]),
    interactiveResult('/cart', [
      { paintMs: 600, scriptsMs: 900, hydratedMs: 1500 },
      { paintMs: 610, scriptsMs: 900, hydratedMs: 1450 },
      { paintMs: 590, scriptsMs: 900, hydratedMs: 1300 },
    ]),
  ];
  const addToCart = addToCartResult({ url: '/x', clicks: 1, cpuSlowdown: 4 }, [
    { badgeMs: 10, fromInputMs: 12, nextFrameMs: 20 },
  ]);
  expect(interactive.map((page) => [page.medianHydratedMs, page.medianPaintToHydratedMs])).toEqual([
    [1350, 830],
    [1450, 840],
  ]);
  expect(missedBudgets([], addToCart, interactive)).toEqual([
    '/cart: interactive at 1450 ms on the phone profile (budget ≤ 1400 ms)',
  ]);
});

test("the report's issue 41 section is there only with the start-up pass, headed by whether there is a before", () => {
  type Report = Parameters<typeof beforeAfterSection>[0];
  const rows = [
    {
      path: '/contact',
      before: { startupBytes: 111_000, hydrated: true },
      after: { startupBytes: 84_000, hydrated: true },
      flags: [],
    },
  ];
  const report = {
    commit: 'ca6881b',
    uncommittedChanges: false,
    settings: { runs: 3 },
    budgets: { startupScriptBytes: 85_000, floorInteractiveRatio: 1.25 },
    beforeAfter: rows,
  } as unknown as Report;
  expect(beforeAfterSection({ ...report, beforeAfter: undefined } as Report)).toEqual([]);

  const alone = beforeAfterSection(report);
  expect(alone[0]).toBe("## Start-up against issue 41's budgets");
  expect(alone[2]).toContain("start-up JS at most 85.0 kB, interactive at most 1.25× the floor's");
  expect(alone[2]).toContain('(0 of 1 pages)');
  expect(alone).toContain('| `/contact` | 84.0 kB | – | – | – | – | – |');

  const withBefore = beforeAfterSection({
    ...report,
    before: { ref: 'main', commit: 'b10c4d2' },
  } as Report);
  expect(withBefore[0]).toBe('## Before and after (issue 41)');
  expect(withBefore[2]).toMatch(/^Before is `b10c4d2` \(main\), after is `ca6881b`, both measured/);
  expect(withBefore).toContain(
    '| `/contact` | 111.0 kB | 84.0 kB | – | – | – | – | – | – | – | – | −27.0 kB | – |',
  );
});
