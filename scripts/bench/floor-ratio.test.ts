import { expect, test } from 'vitest';
import {
  floorComparison,
  floorConsoleTable,
  floorMarkdownTable,
  formatRatio,
  ratio,
} from './floor-ratio.js';

/** A Lighthouse run as the report keeps it, with only what the comparison reads. */
function run(jsBytes: number, interactiveMs: number, tbtMs: number, lcpMs: number) {
  return { figures: { jsBytes, tbtMs, lcpMs }, blockingTime: { interactiveMs } };
}

test('a ratio is the page over the floor, and none when the floor is about nothing', () => {
  expect(ratio(150, 100)).toBe(1.5);
  expect(ratio(30, 0)).toBeNull();
  expect(ratio(30, 0.4)).toBeNull();
  expect(ratio(30, Number.NaN)).toBeNull();
  expect(formatRatio(1.456)).toBe('1.46×');
  expect(formatRatio(null)).toBe('n/a');
});

test("a ratio against the floor's TBT needs 10 ms of it", () => {
  const comparison = floorComparison({ label: 'React floor', runs: [run(68_000, 1000, 9, 900)] }, [
    { path: '/', runs: [run(121_000, 2000, 400, 1600)] },
  ]);
  expect(comparison.pages[0]?.ratio.tbtMs).toBeNull();
  const busier = floorComparison({ label: 'React floor', runs: [run(68_000, 1000, 100, 900)] }, [
    { path: '/', runs: [run(121_000, 2000, 400, 1600)] },
  ]);
  expect(busier.pages[0]?.ratio.tbtMs).toBe(4);
});

test("each page's medians are set against the floor's medians of the same run", () => {
  const comparison = floorComparison(
    {
      label: 'React floor',
      runs: [run(68_000, 1000, 0, 900), run(68_000, 1100, 2, 950), run(68_000, 900, 0, 1000)],
    },
    [
      {
        path: '/',
        runs: [
          run(121_000, 2000, 30, 1600),
          run(121_000, 1500, 10, 1700),
          run(121_000, 1800, 20, 1650),
        ],
      },
    ],
  );
  expect(comparison.floor.median).toEqual({
    jsBytes: 68_000,
    interactiveMs: 1000,
    tbtMs: 0,
    lcpMs: 950,
  });
  const [home] = comparison.pages;
  expect(home?.median).toEqual({ jsBytes: 121_000, interactiveMs: 1800, tbtMs: 20, lcpMs: 1650 });
  expect(home?.ratio.jsBytes).toBeCloseTo(121 / 68);
  expect(home?.ratio.interactiveMs).toBeCloseTo(1.8);
  // The floor's TBT, 0 ms, is no base for a ratio.
  expect(home?.ratio.tbtMs).toBeNull();
  expect(home?.ratio.lcpMs).toBeCloseTo(1650 / 950);

  expect(floorMarkdownTable(comparison)).toEqual([
    '| Page | Lighthouse JS gz (× floor) | Interactive (× floor) | TBT (× floor) | LCP (× floor) |',
    '| --- | ---: | ---: | ---: | ---: |',
    '| React floor | 68.0 kB | 1.00 s | 0 ms | 0.95 s |',
    '| `/` | 121.0 kB (1.78×) | 1.80 s (1.80×) | 20 ms (n/a) | 1.65 s (1.74×) |',
  ]);
  expect(floorConsoleTable(comparison)).toEqual([
    'Page         Lighthouse JS gz (× floor)  Interactive (× floor)  TBT (× floor)   LCP (× floor)',
    'React floor                     68.0 kB                 1.00 s           0 ms          0.95 s',
    '/                      121.0 kB (1.78×)         1.80 s (1.80×)    20 ms (n/a)  1.65 s (1.74×)',
  ]);
});
