import { expect, test } from 'vitest';
import { blockingSummary } from './report.js';

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
