import { expect, test } from 'vitest';
import { longestEvents } from './blocking-time.js';
import { blockingSummary } from './report.js';

/** A trace event from `ts` for `dur` microseconds. */
function event(name: string, ts: number, dur: number, url?: string) {
  return { name, ts, dur, ...(url ? { args: { data: { url } } } : {}) };
}

test('each kind of event is counted by its own time, without the events nested in it', () => {
  const events = [
    event('DocumentLoader::CommitNavigation', 0, 40_000),
    event('LocalWindowProxy::Initialize', 1_000, 20_000),
    event('V8.DeserializeContext', 2_000, 5_000),
    event('ParseHTML', 30_000, 8_000),
  ];
  expect(longestEvents(events)).toEqual([
    { name: 'LocalWindowProxy::Initialize', ms: 15 },
    { name: 'DocumentLoader::CommitNavigation', ms: 12 },
    { name: 'ParseHTML', ms: 8 },
  ]);
});

test('an event nested in one of its own name is not counted twice', () => {
  const events = [event('Layout', 0, 10_000), event('Layout', 1_000, 4_000)];
  expect(longestEvents(events)).toEqual([{ name: 'Layout', ms: 10 }]);
});

test('script events are named with their script, without the origin', () => {
  const events = [
    event('FunctionCall', 0, 3_000, 'http://127.0.0.1:4310/assets/start-abc.js'),
    event('FunctionCall', 5_000, 1_000, 'http://127.0.0.1:4310/assets/hydrate-def.js'),
    event('FunctionCall', 7_000, 1_000, 'http://127.0.0.1:4310/assets/start-abc.js'),
  ];
  expect(longestEvents(events)).toEqual([
    { name: 'FunctionCall /assets/start-abc.js', ms: 4 },
    { name: 'FunctionCall /assets/hydrate-def.js', ms: 1 },
  ]);
});

test('only the three longest kinds name a task, and instant events are left out', () => {
  const events = [
    event('A', 0, 1_000),
    event('B', 2_000, 4_000),
    event('C', 7_000, 3_000),
    event('D', 11_000, 2_000),
    event('E', 14_000, 0),
  ];
  expect(longestEvents(events).map(({ name }) => name)).toEqual(['B', 'C', 'D']);
});

/** A run's figures as the report keeps them, with only what the summary reads. */
function run(tbtMs: number, blockingMs: number[]) {
  return {
    figures: { tbtMs },
    blockingTasks: blockingMs.map((ms) => ({
      startMs: 0,
      simulatedMs: 50 + ms,
      blockingMs: ms,
      measuredMs: 20,
      events: [],
    })),
  } as unknown as Parameters<typeof blockingSummary>[0];
}

test.each([
  ['tasks that add up to the TBT', run(143.4, [138, 5]), ''],
  ['tasks within their rounding of the TBT', run(56.4, [34, 18, 4]), ''],
  ['no task and no TBT', run(0, []), ', no task counts'],
  [
    'tasks that add up to less than the TBT',
    run(90, [40]),
    ' (the tasks found add up to 40 ms, not the TBT: this attribution is wrong)',
  ],
  [
    'a TBT and no task',
    run(12, []),
    ' (the tasks found add up to 0 ms, not the TBT: this attribution is wrong)',
  ],
])('the report says whether the tasks explain the TBT: %s', (_, summary, expected) => {
  expect(blockingSummary(summary)).toBe(expected);
});
