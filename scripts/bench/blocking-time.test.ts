import { expect, test } from 'vitest';
import { blockingShareMs, blockingTime } from './blocking-time.js';

const origin = 'http://127.0.0.1:4310';

/**
 * The audits of a Lighthouse report that blockingTime reads, shaped as Lighthouse 12 writes
 * them: FCP at 1000 ms, TTI at 2000 ms, and the long tasks in the `long-tasks` audit's debug
 * data (every task) and table (the longest twenty).
 */
function report(
  tasks: { url: string; startTime: number; duration: number }[],
  { debugData = true } = {},
) {
  const urls = [...new Set(tasks.map((task) => task.url))];
  return {
    audits: {
      'first-contentful-paint': { numericValue: 1000 },
      interactive: { numericValue: 2000 },
      'max-potential-fid': { numericValue: 180 },
      'long-tasks': {
        details: {
          type: 'table',
          items: tasks,
          ...(debugData
            ? {
                debugData: {
                  type: 'debugdata',
                  urls,
                  tasks: tasks.map(({ url, startTime, duration }) => ({
                    urlIndex: urls.indexOf(url),
                    startTime,
                    duration,
                    other: duration,
                  })),
                },
              }
            : {}),
        },
      },
      'mainthread-work-breakdown': {
        details: {
          type: 'table',
          items: [
            { group: 'other', groupLabel: 'Other', duration: 812.4 },
            { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 400.6 },
          ],
        },
      },
    },
  };
}

test.each([
  ['a task wholly between FCP and TTI counts its part over 50 ms', 1200, 1380, 130],
  ['a task of 50 ms or less counts nothing', 1200, 1250, 0],
  ['a task before FCP counts nothing', 700, 950, 0],
  ['a task across FCP counts only its part after FCP', 900, 1100, 50],
  ['a task across TTI counts only its part before TTI', 1900, 2200, 50],
  ['a task after TTI counts nothing', 2100, 2400, 0],
  ['a task over the whole window counts the window less 50 ms', 500, 2500, 950],
])('%s', (_, startMs, endMs, expected) => {
  expect(blockingShareMs(startMs, endMs, 1000, 2000)).toBe(expected);
});

test("a run's blocking tasks are its long tasks' shares, largest first, named by their script's path", () => {
  const lhr = report([
    { url: 'Unattributable', startTime: 900.3, duration: 180 },
    { url: `${origin}/assets/start-abc.js`, startTime: 1500, duration: 240 },
    { url: `${origin}/assets/framework-def.js`, startTime: 2100, duration: 300 },
    { url: `${origin}/cart`, startTime: 1200, duration: 60 },
  ]);
  expect(blockingTime(lhr)).toEqual({
    fcpMs: 1000,
    interactiveMs: 2000,
    maxPotentialFidMs: 180,
    tasks: [
      { startMs: 1500, simulatedMs: 240, blockingMs: 190, script: '/assets/start-abc.js' },
      { startMs: 900, simulatedMs: 180, blockingMs: 30, script: 'Unattributable' },
      { startMs: 1200, simulatedMs: 60, blockingMs: 10, script: '/cart' },
    ],
    mainThread: [
      { category: 'Other', ms: 812 },
      { category: 'Script Evaluation', ms: 401 },
    ],
  });
});

test("without the audit's debug data, the table's rows are read", () => {
  const lhr = report([{ url: `${origin}/`, startTime: 1100, duration: 120 }], {
    debugData: false,
  });
  expect(blockingTime(lhr).tasks).toEqual([
    { startMs: 1100, simulatedMs: 120, blockingMs: 70, script: '/' },
  ]);
});

test('a report with no long tasks has none that count', () => {
  expect(blockingTime(report([])).tasks).toEqual([]);
});

test('a report without the metrics the window needs is an error, not an empty list', () => {
  const lhr = report([]);
  delete (lhr.audits as Record<string, unknown>)['interactive'];
  expect(() => blockingTime(lhr)).toThrow('Lighthouse gave no interactive');
});
